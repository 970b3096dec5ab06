import Foundation
import HangmanTestSupport
import Synchronization
import Testing
@testable import HangmanCore

@Suite("Finishing a game in the archive: saved, ranked, and a record named")
struct GameArchiveFinishingTests {
    private static func archive(in directory: String, accountName: String = "Account Name") -> GameArchive {
        GameArchive.testing(games: KeyValueStore(path: directory + "/store.json"), accountName: accountName)
    }

    private static func game(_ answer: String, playing letters: String) throws -> Game {
        var game = Game(puzzle: try Puzzle.known(answer))
        game.play(letters)
        return game
    }

    private static func onDisk(_ directory: String) -> [FinishedGame] {
        GameHistory(store: KeyValueStore(path: directory + "/store.json")).games
    }

    @Test("a finished game is on disk when finish returns")
    func savedBeforeReturning() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let saved = try #require(try await Self.archive(in: directory).finish(try Self.game("potiron", playing: "XQPOTIRN"), mode: .words).get())
            #expect(Self.onDisk(directory) == [saved.game])
            #expect(saved.game.score == 30, "POTIRON: 6 letters × (7 − 2 errors)")
            #expect(saved.game.result == .won)
        }
    }

    @Test("the first won game is the mode's best score, saved under the name the end panel offers")
    func firstWinIsARecord() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let saved = try #require(try await Self.archive(in: directory).finish(try Self.game("potiron", playing: "POTIRN"), mode: .words).get())
            #expect(saved.recordRank == 1)
            #expect(saved.prefilledName == "Account Name", "no name used yet: the account's")
            #expect(Self.onDisk(directory).first?.playerName == "Account Name")
        }
    }

    @Test("the last name used is offered before the account's")
    func lastNameFirst() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let archive = Self.archive(in: directory)
            let first = try #require(try await archive.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words).get())
            try await archive.nameRecord(first.game.id, name: "Grace").get()
            let second = try #require(try await archive.finish(try Self.game("gallows", playing: "GALOWS"), mode: .words).get())
            #expect(second.prefilledName == "Grace")
            #expect(archive.snapshot.games.first?.playerName == "Grace", "the first record was renamed")
            #expect(Self.onDisk(directory).first?.playerName == "Grace")
        }
    }

    @Test("an account name that is not a valid player name is not offered")
    func unusableAccountName() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let archive = Self.archive(in: directory, accountName: " \u{7}\n")
            let saved = try #require(try await archive.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words).get())
            #expect(saved.recordRank == 1)
            #expect(saved.prefilledName == "")
        }
    }

    @Test("a lost game is saved but is never a record and carries no name")
    func lossIsNoRecord() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let saved = try #require(try await Self.archive(in: directory).finish(try Self.game("potiron", playing: "ABCDEF"), mode: .words).get())
            #expect(saved.game.result == .lost)
            #expect(saved.recordRank == nil)
            #expect(saved.game.playerName == nil)
            #expect(Self.onDisk(directory).count == 1)
        }
    }

    @Test("a sixth game that does not beat the top 5 is not a record")
    func belowTheTopFive() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let archive = Self.archive(in: directory)
            for _ in 0..<5 { _ = await archive.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words) }
            let weaker = try #require(try await archive.finish(try Self.game("potiron", playing: "ABCDEPOTIRN"), mode: .words).get())
            #expect(weaker.game.score == 12)
            #expect(weaker.recordRank == nil)
            #expect(weaker.game.playerName == nil)
        }
    }

    @Test("each mode ranks against its own top 5")
    func ranksPerMode() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let archive = Self.archive(in: directory)
            _ = await archive.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words)
            let film = try #require(try await archive.finish(try Self.game("gallows", playing: "XGALOWS"), mode: .movies).get())
            #expect(film.recordRank == 1)
        }
    }

    @Test("a game still being played is not finished")
    func notOver() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let saved = try await Self.archive(in: directory).finish(try Self.game("potiron", playing: "PO"), mode: .words).get()
            #expect(saved == nil)
            #expect(Self.onDisk(directory).isEmpty)
        }
    }

    @Test("a store that cannot be written reports the failure, so no rank comes back and no record is celebrated")
    func writeFailure() async throws {
        // A directory under a regular file can never be created, even as root.
        let archive = Self.archive(in: "/dev/null/hangman")
        let result = await archive.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words)
        #expect(throws: StoreError.self) { try result.get() }
        #expect(!FileSystem.exists("/dev/null/hangman/store.json"))
        var events = archive.events.makeAsyncIterator()
        var told = await events.next()
        // The games in progress beside it cannot be opened either: told first, on their own.
        while told == .historyChanged || { if case .problemFound(_, in: .gameInProgress)? = told { true } else { false } }() {
            told = await events.next()
        }
        guard case .saveFinished(let error?, of: .games)? = told else {
            Issue.record("the failure was not told: \(String(describing: told))")
            return
        }
        #expect(throws: StoreError.self) { try result.get() }
        if case .failure(let returned) = result { #expect(error == returned, "the window is told the same reason") }
    }
}

@Suite("The archive: read once, merged with other instances, never blocking its caller")
struct GameArchiveStoreTests {
    private static func game(_ answer: String, score: Int, daysAgo: Double = 1) -> FinishedGame {
        FinishedGame(
            mode: .words, puzzle: answer, result: .won, wrongLetters: [], score: score, duration: 10,
            date: Date(timeIntervalSince1970: 1_790_000_000 - daysAgo * 86_400))
    }

    private static func won(_ answer: String) throws -> Game {
        var game = Game(puzzle: try Puzzle.known(answer))
        game.play(String(Set(answer.uppercased())).sorted().map(String.init).joined())
        return game
    }

    @Test("1,000 games are read once: the Stats page and ranking are answered from memory")
    func readOnce() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let entries = try (0..<1_000).map { try KeyValueStore.json(Self.game("word\($0 % 7 == 0 ? "a" : "b")", score: $0 % 50)) }
            try KeyValueStore(path: path).update { $0[GameHistory.key] = .array(entries) }
            let archive = GameArchive.testing(games: KeyValueStore(path: path, loading: .onFirstUse))
            #expect(archive.snapshot.games.isEmpty, "nothing is read before load: the first frame does not wait")
            #expect(await archive.load() == nil)
            #expect(archive.snapshot.games.count == 1_000)
            var events = archive.events.makeAsyncIterator()
            #expect(await events.next() == .historyChanged, "a Stats page open before the games were read is told")

            // Another program empties the file behind the archive's back, without a save of its own:
            // what the archive shows comes from memory, not from decoding the file again.
            try KeyValueStore(path: path).update { $0[GameHistory.key] = .array([]) }
            #expect(archive.snapshot.games.count == 1_000)
            #expect(archive.snapshot.statistics(for: .words).played == 1_000)
            #expect(archive.snapshot.records(for: .words).count == RecordBook.size)
        }
    }

    @Test("a game saved by another instance is merged: both are kept, and the ranking counts it")
    func mergesAnotherInstance() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let archive = GameArchive.testing(games: KeyValueStore(path: path))
            _ = try await archive.finish(try Self.won("potiron"), mode: .words).get()

            let other = GameHistory(store: KeyValueStore(path: path))
            for index in 0..<5 { try other.append(Self.game("keyboard\(index)", score: 99, daysAgo: Double(index))) }

            let saved = try #require(try await archive.finish(try Self.won("gallows"), mode: .words).get())
            #expect(saved.recordRank == nil, "five better games from the other instance")
            let onDisk = GameHistory(store: KeyValueStore(path: path)).games.map(\.puzzle)
            #expect(onDisk.count == 7)
            #expect(Set(onDisk) == Set(["potiron", "gallows"] + (0..<5).map { "keyboard\($0)" }))
            #expect(archive.snapshot.games.count == 7, "the Stats page shows the other instance's games too")
        }
    }

    @Test("a settings change returns at once while another program holds the lock, and is written after")
    func settingsNeverBlock() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let archive = GameArchive.testing(games: KeyValueStore(path: directory + "/store.json"))
            let settingsPath = directory + "/settings.json"
            let held = try #require(FileLock(path: settingsPath + ".lock"))
            let clock = ContinuousClock()
            let start = clock.now
            try archive.settings.set("de", forKey: WordSettings.languageKey)
            let waited = clock.now - start
            #expect(waited < .seconds(1), "the caller did not wait for the lock: \(waited)")
            #expect(archive.settings.string(forKey: WordSettings.languageKey) == "de", "in memory at once")
            #expect(archive.hasPendingWrites)
            #expect(KeyValueStore(path: settingsPath).string(forKey: WordSettings.languageKey) == nil, "not on disk while the lock is held")

            held.unlock()
            await archive.flush()
            #expect(!archive.hasPendingWrites)
            #expect(KeyValueStore(path: settingsPath).string(forKey: WordSettings.languageKey) == "de")
        }
    }

    @Test("a failed settings write is told as the settings', and kept in memory")
    func settingsFailureTold() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let fullDisk = KeyValueStore.FileWriter { _, path throws(FileSystemError) in throw FileSystemError("write", path: path, code: ENOSPC) }
            let writes = WriteQueue()
            let settings = KeyValueStore(path: directory + "/settings.json", fileWriter: fullDisk, writing: .inBackground(writes))
            let archive = GameArchive(games: KeyValueStore(path: directory + "/store.json"), settings: settings, writes: writes, accountName: "Ada")
            try archive.settings.set("it", forKey: WordSettings.languageKey)
            await archive.flush()
            var events = archive.events.makeAsyncIterator()
            var told = await events.next()
            while told == .historyChanged { told = await events.next() }
            guard case .saveFinished(let error?, of: .settings)? = told else {
                Issue.record("the settings failure was not told")
                return
            }
            #expect(error == .writeFailed(FileSystemError("write", path: directory + "/settings.json", code: ENOSPC)))
            #expect(archive.settings.string(forKey: WordSettings.languageKey) == "it", "kept for this session")
            #expect(archive.settings.hasUnsavedChanges, "and written again with the next change")
        }
    }
}
