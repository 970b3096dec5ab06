#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// The game's own files made hostile: links, devices, FIFOs, sockets, directories, huge files and
/// links planted where a write goes. Nothing blocks, nothing is written through a link, and a
/// refused file is left exactly as it was.
@Suite("Hostile files", .serialized)
struct HostileFilesTests {
    private static func makeFIFO(_ path: String) { #expect(mkfifo(path, 0o600) == 0) }

    /// A Unix socket bound at `path`; returns its descriptor, to close.
    private static func makeSocket(_ path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        return fd
    }

    enum Planted: String, CaseIterable {
        case devZero = "/dev/zero", devRandom = "/dev/urandom", fifo, socket, directory, oversized
    }

    /// Plants `what` at `path`; returns a descriptor to close (a socket's) or -1.
    private static func plant(_ what: Planted, at path: String, oversizedBy limit: Int) throws -> Int32 {
        switch what {
        case .devZero, .devRandom: #expect(symlink(what.rawValue, path) == 0)
        case .fifo: makeFIFO(path)
        case .socket: return makeSocket(path)
        case .directory: #expect(mkdir(path, 0o700) == 0)
        case .oversized:
            let fd = open(path, O_WRONLY | O_CREAT, 0o600)
            #expect(ftruncate(fd, off_t(limit + 1)) == 0) // sparse: no disk used
            close(fd)
        }
        return -1
    }

    private static func kind(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    @Test("a read refuses every file that is not a regular one, or too large, at once and leaves it as it was",
          arguments: Planted.allCases)
    func refusedReads(what: Planted) throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let socket = try Self.plant(what, at: path, oversizedBy: AtomicFile.Limit.settings)
            defer { if socket >= 0 { close(socket) } }
            let before = Self.kind(path)
            #expect(throws: FileSystemError.self) { _ = try AtomicFile.read(path, limit: AtomicFile.Limit.settings) }
            do throws(FileSystemError) {
                _ = try AtomicFile.read(path, limit: AtomicFile.Limit.settings)
            } catch {
                #expect(error.description.contains(path), "the message names the file: \(error)")
            }
            #expect(Self.kind(path) == before, "left exactly as it was")
        }
    }

    @Test("a store on a hostile file opens read-only, says which file and what is wrong, and never writes it",
          arguments: Planted.allCases)
    func hostileStore(what: Planted) throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let socket = try Self.plant(what, at: path, oversizedBy: AtomicFile.Limit.store)
            defer { if socket >= 0 { close(socket) } }
            let before = Self.kind(path)
            let store = KeyValueStore(path: path)
            guard case .unreadable(let reason) = store.problem else {
                Issue.record("no problem told for \(what): \(String(describing: store.problem))")
                return
            }
            #expect(reason.contains(path), "\(reason)")
            #expect(throws: StoreError.readOnly) { try store.set("x", forKey: "name") }
            #expect(Self.kind(path) == before, "the planted \(what) is still there, untouched")
        }
    }

    @Test("a cache on a hostile file is empty, and the game deals on")
    func hostileCaches() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            for what in Planted.allCases {
                let path = directory + "/ready-\(what).json"
                let socket = try Self.plant(what, at: path, oversizedBy: AtomicFile.Limit.cache)
                defer { if socket >= 0 { close(socket) } }
                let kept = KeptPuzzles<Puzzle>(path: path, kind: "words-en-normal", capacity: 10)
                let before = Self.kind(of: path)
                #expect(kept.load().isEmpty, "\(what)")
                // A kept queue that does not read is renamed aside as it is (the player is told),
                // and the next save starts a sound file in its place.
                let aside = FileSystem.names(in: directory, startingWith: "ready-\(what).json.broken-")
                #expect(aside.count == 1 && Self.kind(of: directory + "/" + (aside.first ?? "")) == before, "\(what) is kept aside as it was")
                kept.save([KeptItem(try Puzzle.known("pumpkin"), fetched: Date())])
                #expect(kept.load().map(\.item.answer) == ["pumpkin"], "\(what): the queue is kept again")

                let answersPath = directory + "/omdb-answers-\(what).json"
                let answersSocket = try Self.plant(what, at: answersPath, oversizedBy: AtomicFile.Limit.cache)
                defer { if answersSocket >= 0 { close(answersSocket) } }
                let answers = OMDbCache(path: answersPath)
                let answersBefore = Self.kind(of: answersPath)
                #expect(answers.entry(for: "tt0034583") == nil, "\(what)")
                answers.store(.miss("not a film"), for: "tt0034583")
                answers.save()
                #expect(Self.kind(of: answersPath) == answersBefore, "\(what) is left as it was")
            }
        }
    }

    /// What is at `path`, without following a link: its type, its size, where a link points.
    private static func kind(of path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "nothing" }
        var target = [CChar](repeating: 0, count: 4096)
        let length = readlink(path, &target, target.count - 1)
        let pointsTo = length > 0 ? String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return "\(status.st_mode & S_IFMT) \(status.st_size) \(pointsTo)"
    }

    @Test("a write never follows a link planted at a temporary name: the other file keeps its bytes and mode")
    func plantedTemporaryLinks() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let victim = directory + "/victim.txt"
            try AtomicFile.write(Array("the player's own file\n".utf8), to: victim, mode: 0o644)
            // The old name was `store.json.tmp-<pid>`: a link there, and at a few other guesses.
            for name in ["\(path).tmp-\(getpid())", "\(path).tmp", "\(path).tmp-XXXXXX", "\(path).new"] {
                #expect(symlink(victim, name) == 0)
            }
            let store = KeyValueStore(path: path)
            try store.set("Ada", forKey: "name")
            #expect(try AtomicFile.read(victim, limit: AtomicFile.Limit.store) == Array("the player's own file\n".utf8))
            var status = stat()
            stat(victim, &status)
            #expect(status.st_mode & 0o777 == 0o644, "its mode is unchanged")
            #expect(KeyValueStore(path: path).string(forKey: "name") == "Ada", "the store was written")
        }
    }

    @Test("a temporary file a crash left is removed at the next start; a link there is unlinked, not followed; a fresh one is left")
    func leftovers() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let victim = directory + "/victim.txt"
            try AtomicFile.write(Array("keep\n".utf8), to: victim)
            try AtomicFile.write(Array("half a save".utf8), to: "\(path).tmp-Ab12Cd.unused")
            #expect(rename("\(path).tmp-Ab12Cd.unused", "\(path).tmp-Ab12Cd") == 0)
            #expect(symlink(victim, "\(path).tmp-Zz99Yy") == 0)
            try AtomicFile.write(Array("another instance's write in progress".utf8), to: directory + "/fresh")
            #expect(rename(directory + "/fresh", "\(path).tmp-Fr35hh") == 0)
            // A crash's leftovers are old; a running instance's are fresh and must stay.
            var old = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
            for name in ["\(path).tmp-Ab12Cd", "\(path).tmp-Zz99Yy"] { #expect(utimensat(AT_FDCWD, name, &old, AT_SYMLINK_NOFOLLOW) == 0) }
            _ = KeyValueStore(path: path).problem
            #expect(FileSystem.exists("\(path).tmp-Fr35hh"), "a fresh temporary file is another instance's, left alone")
            #expect(!FileSystem.exists("\(path).tmp-Ab12Cd") && access("\(path).tmp-Zz99Yy", F_OK) != 0 && Self.kind("\(path).tmp-Zz99Yy") == 0)
            #expect(try AtomicFile.read(victim, limit: AtomicFile.Limit.store) == Array("keep\n".utf8))
        }
    }

    @Test("a FIFO planted as the lock file is not waited on")
    func fifoLock() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json.lock"
            Self.makeFIFO(path)
            #expect(FileLock(path: path) == nil)
            #expect(Self.kind(path) == S_IFIFO)
        }
    }
}

/// A kept ready queue is checked as it comes back, as the online words it stands for are.
@Suite("Kept words checked again")
struct KeptWordsCheckedTests {
    private struct NoNetwork: HTTPFetching {
        func get(_ url: String) async throws(HTTPError) -> HTTPResponse { throw .cannotConnect }
    }

    @Test("an edited or stale cache deals none of its digits, another language's words or denied words")
    func hostileQueue() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let choice = WordChoice(language: .english, level: .hard)
            let lexicon = LoadedOnce { WordLexicon(language: .english, directory: TestSupport.repositoryRoot.appendingPathComponent("data/words").path) }
            #expect(lexicon.wrappedValue.entry(for: "pumpkin")?.level == .hard, "the word the test keeps is Hard")
            let kept = KeptPuzzles<Puzzle>(
                path: KeptPuzzles<Puzzle>.defaultPath(userCacheDirectory: directory, kind: choice.queueKind), kind: choice.queueKind, capacity: 10)
            let hostile = ["hello123", "maison", "garden", "montaña", "pumpkin"].compactMap { Puzzle.playable($0) }
            kept.save(hostile.map { KeptItem($0, fetched: Date()) })
            let lines = Mutex<[String]>([])
            let supply = WordSupply(
                choice: choice, http: NoNetwork(), endpoints: [], lexicon: lexicon, log: DebugLog { line in lines.withLock { $0.append(line) } },
                recent: RecentPuzzles(history: nil), cacheDirectory: directory)
            var dealt: [String] = []
            while let deal = await supply.readyDeal() {
                if case .word(let word) = deal { dealt.append(word.puzzle.answer) }
                if dealt.count > 5 { break }
            }
            #expect(dealt == ["pumpkin"], "digits, a French word, a Normal word and a Spanish one are dropped: \(dealt)")
            #expect(lines.withLock { $0.count { $0.contains("dropped") } } == 4)
        }
    }
}

/// Another program holding the store's lock (a second Hangman stuck in a save, a backup tool).
@Suite("A held lock", .serialized)
struct HeldLockTests {
    @Test("a reader never waits behind a save that waits for another program's lock, and the save lands once the lock is free")
    func readerDoesNotWait() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            // The save waits for the lock far past any test, however loaded the machine: under
            // load the 200 ms below once outlasted the 10 s limit, and the save was kept aside.
            let store = KeyValueStore(path: path, lockWaitLimit: .seconds(3600))
            try store.set("before", forKey: "name")
            // Another program's lock: flock on a second open file description.
            let other = open(path + ".lock", O_RDWR | O_CLOEXEC)
            #expect(flock(other, LOCK_EX) == 0)
            let saved = Mutex(false)
            let writer = Task.detached {
                try? store.set("after", forKey: "name")
                saved.withLock { $0 = true }
            }
            try await Task.sleep(for: .milliseconds(200)) // the writer is waiting for the lock now
            #expect(store.string(forKey: "name") != nil, "a reader reads at once")
            #expect(!saved.withLock { $0 }, "and did not wait for the save, which still waits for the lock")
            flock(other, LOCK_UN)
            close(other)
            await writer.value
            #expect(KeyValueStore(path: path).string(forKey: "name") == "after", "the save landed")
        }
    }

    private static func game(_ answer: String, score: Int) -> FinishedGame {
        FinishedGame(mode: .words, puzzle: answer, result: .won, wrongLetters: [], score: score, duration: 10, date: Date(timeIntervalSince1970: 1_790_000_000))
    }

    private static func pendingFiles(in directory: String) -> [String] {
        FileSystem.names(in: directory, startingWith: "store.json.pending-")
    }

    @Test("past the wait limit a finished game and its record's name are kept aside, never written over the other program's save, and merged at the next launch")
    func keptAsideThenMergedAtLaunch() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            try GameHistory(store: KeyValueStore(path: path)).append(Self.game("before", score: 5))
            let held = try #require(FileLock(path: path + ".lock"))
            let history = GameHistory(store: KeyValueStore(path: path, lockWaitLimit: .milliseconds(100)))
            let game = Self.game("pumpkin", score: 60)
            #expect(try history.append(game) == .keptAside)
            #expect(try history.setPlayerName("Ada", forGame: game.id) == .keptAside)
            #expect(Self.pendingFiles(in: directory).count == 2)
            #expect(GameHistory(store: KeyValueStore(path: path)).games.map(\.puzzle) == ["before"], "the store is not written while another program holds it")
            #expect(history.games.map(\.puzzle) == ["before", "pumpkin"], "this session still shows the game")

            held.unlock()
            // The next launch merges what was kept aside, once.
            let relaunched = GameHistory(store: KeyValueStore(path: path))
            #expect(try relaunched.mergePending() == .inStore)
            let games = GameHistory(store: KeyValueStore(path: path)).games
            #expect(games.map(\.puzzle) == ["before", "pumpkin"])
            #expect(games.last?.playerName == "Ada", "the name kept aside after the game replaces it")
            #expect(Self.pendingFiles(in: directory).isEmpty, "the pending files are removed once merged")
        }
    }

    @Test("a game kept aside is merged by the next save, even another instance's, and only once")
    func keptAsideThenMergedAtNextSave() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let held = try #require(FileLock(path: path + ".lock"))
            let history = GameHistory(store: KeyValueStore(path: path, lockWaitLimit: .milliseconds(50)))
            #expect(try history.append(Self.game("pumpkin", score: 60)) == .keptAside)
            held.unlock()
            // Another instance's next save merges the game kept aside before its own.
            try GameHistory(store: KeyValueStore(path: path)).append(Self.game("other", score: 9))
            #expect(Self.pendingFiles(in: directory).isEmpty)
            #expect(try history.append(Self.game("gallows", score: 30)) == .inStore)
            let onDisk = GameHistory(store: KeyValueStore(path: path)).games.map(\.puzzle)
            #expect(onDisk == ["pumpkin", "other", "gallows"], "\(onDisk)")
            #expect(Self.pendingFiles(in: directory).isEmpty)
            #expect(try GameHistory(store: KeyValueStore(path: path)).mergePending() == .inStore)
            #expect(GameHistory(store: KeyValueStore(path: path)).games.count == 3, "merging again adds nothing")
        }
    }

    @Test("the archive returns the game ranked while the lock is held, and tells why it is kept aside")
    func archiveTellsKeptAside() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let held = try #require(FileLock(path: path + ".lock"))
            let archive = GameArchive.testing(games: KeyValueStore(path: path, loading: .onFirstUse, lockWaitLimit: .milliseconds(100)))
            var game = Game(puzzle: try Puzzle.known("pumpkin"))
            game.play("PUMKIN")
            let saved = try #require(try await archive.finish(game, mode: .words).get())
            #expect(saved.recordRank == 1, "a record all the same: its name will be asked")
            var told: [ArchiveEvent] = []
            for await event in archive.events {
                told.append(event)
                if case .saveFinished(_, of: .games) = event { break }
            }
            #expect(told.contains(.saveFinished(.lockHeld(keptAside: true), of: .games)), "\(told)")
            #expect(Self.pendingFiles(in: directory).count == 1)
            held.unlock()
            // Garbage where a pending file goes is left as it is, never merged nor removed.
            try AtomicFile.write(Array("not json".utf8), to: path + ".pending-garbage")
            let relaunched = GameArchive.testing(games: KeyValueStore(path: path, loading: .onFirstUse))
            await relaunched.load()
            #expect(relaunched.snapshot.games.map(\.puzzle) == ["pumpkin"])
            #expect(Self.pendingFiles(in: directory) == ["store.json.pending-garbage"])
        }
    }
}
