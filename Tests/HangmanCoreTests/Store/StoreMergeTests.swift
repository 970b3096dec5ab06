import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// Two instances of the game saving the same store (two sessions, separate D-Bus buses): each
/// save is applied to what is on disk, so neither ever drops the other's games.
@Suite("Two instances saving one store lose nothing", .serialized)
struct StoreMergeTests {
    private static func game(_ puzzle: String, index: Int) -> FinishedGame {
        FinishedGame(
            mode: .words, puzzle: puzzle, result: index.isMultiple(of: 3) ? .lost : .won, wrongLetters: [],
            score: index.isMultiple(of: 3) ? 0 : 30, duration: 10, date: Date(timeIntervalSince1970: Double(1_000_000 + index)))
    }

    @Test("two stores open on one file, saving in turn for 200 rounds, keep all 400 games in order of saving")
    func inTurn() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let first = GameHistory(store: KeyValueStore(path: path))
            let second = GameHistory(store: KeyValueStore(path: path))
            for round in 0..<200 {
                try first.append(Self.game("first\(round)", index: 2 * round))
                try second.append(Self.game("second\(round)", index: 2 * round + 1))
            }
            let saved = GameHistory(store: KeyValueStore(path: path)).games.map(\.puzzle)
            #expect(saved == (0..<200).flatMap { ["first\($0)", "second\($0)"] })
            #expect(first.games.count == 399, "each store sees the other's games at its next save")
        }
    }

    @Test("a record named in one instance survives a game saved by the other")
    func nameThenGame() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let first = GameHistory(store: KeyValueStore(path: path))
            let second = GameHistory(store: KeyValueStore(path: path))
            let won = Self.game("pumpkin", index: 1)
            try first.append(won)
            try second.append(Self.game("lantern", index: 3))
            try first.setPlayerName("Ada", forGame: won.id)
            try second.append(Self.game("meadow", index: 6))
            let games = GameHistory(store: KeyValueStore(path: path)).games
            #expect(games.map(\.puzzle) == ["pumpkin", "lantern", "meadow"])
            #expect(games.first?.playerName == "Ada")
        }
    }

    @Test("two writer processes saving 200 games each at the same time lose none, each in its order")
    func twoProcesses() throws {
        let writer = try StoreWriterProcess.path()
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = directory + "/store.json"
            let processes = try [1, 1001].map { first in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: writer)
                process.arguments = [store, "200", String(first)]
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let puzzles = GameHistory(store: KeyValueStore(path: store)).games.map(\.puzzle)
            #expect(puzzles.count == 400)
            let first = puzzles.filter { Int($0.dropFirst(7))! < 1000 }
            let second = puzzles.filter { Int($0.dropFirst(7))! > 1000 }
            #expect(first == (1...200).map { "potiron\($0)" })
            #expect(second == (1001...1200).map { "potiron\($0)" })
        }
    }

    @Test("a store written by a newer version opens read-only, says so, and is never touched")
    func newerSchema() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let newer = #"{"schemaVersion":3,"values":{"history":[],"lastPlayerName":"Ada","futureKey":{"x":1}}}"#
            try AtomicFile.write(Array(newer.utf8), to: path)
            let before = FileIdentity(path: path)
            let store = KeyValueStore(path: path)
            #expect(store.problem == .newerVersion(3))
            #expect(store.string(forKey: "lastPlayerName") == "Ada", "what this version understands is shown")
            #expect(throws: StoreError.readOnly) {
                try GameHistory(store: store).append(Self.game("pumpkin", index: 1))
            }
            #expect(try AtomicFile.read(path, limit: AtomicFile.Limit.store) == Array(newer.utf8), "byte for byte as the newer version left it")
            #expect(FileIdentity(path: path) == before)
            let siblings = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("store.json.") }
            #expect(siblings.allSatisfy { $0 == "store.json.lock" } , "nothing moved aside: \(siblings)")
        }
    }

    @Test("a newer version saving while this one runs makes this one read-only, not a downgrade")
    func newerSchemaMidSession() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let store = KeyValueStore(path: path)
            try GameHistory(store: store).append(Self.game("pumpkin", index: 1))
            let newer = #"{"schemaVersion":3,"values":{}}"#
            try AtomicFile.write(Array(newer.utf8), to: path)
            #expect(throws: StoreError.readOnly) {
                try GameHistory(store: store).append(Self.game("lantern", index: 2))
            }
            #expect(try AtomicFile.read(path, limit: AtomicFile.Limit.store) == Array(newer.utf8))
        }
    }
}

@Suite("A full disk loses nothing that was saved")
struct FullDiskTests {
    /// Writes as a full disk does: ENOSPC, nothing written.
    static let fullDisk = KeyValueStore.FileWriter { _, path throws(FileSystemError) in
        throw FileSystemError("write", path: path, code: ENOSPC)
    }

    @Test("on ENOSPC the file keeps its old content, the error says disk full, and no record is ranked")
    func fullDisk() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let history = GameHistory(store: KeyValueStore(path: path))
            try history.append(FinishedGame(
                mode: .words, puzzle: "lantern", result: .won, wrongLetters: [], score: 30, duration: 10, date: Date()))
            let before = try AtomicFile.read(path, limit: AtomicFile.Limit.store)

            let full = KeyValueStore(path: path, fileWriter: Self.fullDisk)
            let archive = GameArchive.testing(games: full, accountName: "Ada")
            var game = Game(puzzle: try Puzzle.known("pumpkin"))
            for letter in "pumkin" { _ = game.guess(Letter(letter)!) }
            let result = await archive.finish(game, mode: .words)
            #expect(throws: StoreError.writeFailed(FileSystemError("write", path: path, code: ENOSPC))) {
                _ = try result.get()
            }
            #expect(try AtomicFile.read(path, limit: AtomicFile.Limit.store) == before, "the old content is intact")
            #expect(FileSystemError("write", path: path, code: ENOSPC).kind == .diskFull)
            #expect(FileSystemError("write", path: path, code: EDQUOT).kind == .diskFull)
            #expect(FileSystemError("open", path: path, code: EACCES).kind == .noPermission)
            #expect(FileSystemError("rename", path: path, code: EROFS).kind == .readOnlyFileSystem)
            #expect(FileSystemError("fsync", path: path, code: EIO).kind == .other)
        }
    }
}

@Suite("A symbolic link at the store's path")
struct StoreSymlinkTests {
    @Test("a save replaces a linked store.json with a regular file and leaves the link's target untouched")
    func linkIsReplacedNotWrittenThrough() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let target = directory + "/precious.txt"
            try AtomicFile.write(Array("do not touch\n".utf8), to: target)
            let path = directory + "/data/store.json"
            try FileManager.default.createDirectory(atPath: directory + "/data", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            let store = KeyValueStore(path: path)
            try store.set("Ada", forKey: "lastPlayerName")
            #expect(try AtomicFile.read(target, limit: AtomicFile.Limit.store) == Array("do not touch\n".utf8))
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
            #expect(KeyValueStore(path: path).string(forKey: "lastPlayerName") == "Ada")
        }
    }
}
