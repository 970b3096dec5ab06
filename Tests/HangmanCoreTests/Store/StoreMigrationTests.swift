import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Opening a store written by an older version")
struct StoreMigrationTests {
    /// A store as schema 1 wrote it: games without ids, dates without fractions of a second.
    static let schemaOneFile = #"""
        {
          "schemaVersion": 1,
          "values": {
            "history": [
              {"mode": "words", "puzzle": "potiron", "result": "won", "wrongLetters": ["Z", "X"],
               "score": 30, "duration": 75, "date": "2024-03-01T10:15:30Z"},
              {"mode": "movies", "puzzle": "Amélie", "result": "lost", "wrongLetters": ["Q", "W", "X", "Y", "Z", "V"],
               "score": 0, "duration": 12.5, "date": "2024-03-02T08:00:00Z"},
              {"mode": "words", "puzzle": "It's 42!", "result": "won", "wrongLetters": [],
               "score": 35, "duration": 20.25, "date": "2024-03-03T23:59:59Z", "playerName": "Ada 👩‍🚀"}
            ],
            "other": "kept",
            "volume": 7
          }
        }

        """#

    static func bytes(at path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The file's top-level `schemaVersion`, read without the store.
    static func schemaVersion(at path: String) throws -> Int? {
        let object = try JSONSerialization.jsonObject(with: Data(try bytes(at: path)))
        return (object as? [String: Any])?["schemaVersion"] as? Int
    }

    static func date(_ text: String) throws -> Date {
        try Date.ISO8601FormatStyle().parse(text)
    }

    @Test("a schema-1 store opens with no problem and every game decodes, with an id and its fields")
    func schemaOneOpens() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            try Self.write(Self.schemaOneFile, to: path)

            let store = KeyValueStore(path: path)
            #expect(store.problem == nil)
            let games = GameHistory(store: store).games
            try #require(games.count == 3)
            #expect(Set(games.map(\.id)).count == 3, "every game has its own id")
            #expect(games.map(\.puzzle) == ["potiron", "Amélie", "It's 42!"])
            #expect(games.map(\.mode) == [.words, .movies, .words])
            #expect(games.map(\.result) == [.won, .lost, .won])
            #expect(games.map(\.score) == [30, 0, 35])
            #expect(games.map(\.duration) == [75, 12.5, 20.25])
            #expect(games[0].wrongLetters == [.known("Z"), .known("X")])
            #expect(games[1].errors == 6)
            #expect(games.map(\.date) == [
                try Self.date("2024-03-01T10:15:30Z"), try Self.date("2024-03-02T08:00:00Z"), try Self.date("2024-03-03T23:59:59Z"),
            ])
            #expect(games.map(\.playerName) == [nil, nil, "Ada 👩‍🚀"])
            #expect(RecordBook(games: games).records(for: .words).map(\.puzzle) == ["It's 42!", "potiron"])
        }
    }

    @Test("the migrated file is rewritten as schema 2, so ids stay the same on every reopen")
    func idsAreStable() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            try Self.write(Self.schemaOneFile, to: path)

            let first = GameHistory(store: KeyValueStore(path: path)).games.map(\.id)
            #expect(try Self.schemaVersion(at: path) == 2)
            let rewritten = try Self.bytes(at: path)
            let second = GameHistory(store: KeyValueStore(path: path)).games.map(\.id)
            let third = GameHistory(store: KeyValueStore(path: path)).games.map(\.id)
            #expect(first.count == 3)
            #expect(second == first)
            #expect(third == first)
            #expect(try Self.bytes(at: path) == rewritten, "a schema-2 file is not rewritten again")

            // A record named after the migration keeps its id and name.
            try GameHistory(store: KeyValueStore(path: path)).setPlayerName("Grace", forGame: first[0])
            let named = GameHistory(store: KeyValueStore(path: path)).games
            #expect(named.map(\.id) == first)
            #expect(named.map(\.playerName) == ["Grace", nil, "Ada 👩‍🚀"])
        }
    }

    @Test("the values beside the history are kept by the migration")
    func otherKeysKept() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            try Self.write(Self.schemaOneFile, to: path)
            let store = KeyValueStore(path: path)
            #expect(store.string(forKey: "other") == "kept")
            #expect(store.integer(forKey: "volume") == 7)
            let reopened = KeyValueStore(path: path)
            #expect(reopened.string(forKey: "other") == "kept")
            #expect(reopened.integer(forKey: "volume") == 7)
        }
    }

    @Test("store.json.v1.bak holds the original bytes of the schema-1 file, with mode 0600")
    func backupKeepsOriginalBytes() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            try Self.write(Self.schemaOneFile, to: path)
            let original = try Self.bytes(at: path)

            _ = KeyValueStore(path: path)
            let backup = "\(path).v1.bak"
            #expect(try Self.bytes(at: backup) == original)
            let attributes = try FileManager.default.attributesOfItem(atPath: backup)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect(try Self.bytes(at: path) != original, "store.json itself was rewritten")

            // Later saves leave the backup alone.
            _ = KeyValueStore(path: path)
            try KeyValueStore(path: path).set("changed", forKey: "other")
            #expect(try Self.bytes(at: backup) == original)
        }
    }

    @Test("a schema-1 game that already has an id keeps it")
    func existingIDKept() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let id = UUID()
            try Self.write(#"""
                {"schemaVersion": 1, "values": {"history": [
                  {"id": "\#(id.uuidString)", "mode": "words", "puzzle": "cactus", "result": "won", "wrongLetters": [],
                   "score": 35, "duration": 9, "date": "2024-03-01T10:15:30Z"},
                  {"mode": "words", "puzzle": "lemon", "result": "won", "wrongLetters": [],
                   "score": 35, "duration": 9, "date": "2024-03-01T10:16:30Z"}
                ]}}
                """#, to: path)
            let games = GameHistory(store: KeyValueStore(path: path)).games
            #expect(games.count == 2)
            #expect(games.first?.id == id)
            #expect(games.last?.id != id)
            #expect(GameHistory(store: KeyValueStore(path: path)).games.map(\.id) == games.map(\.id))
        }
    }

    @Test("a schema-1 store without a history migrates with its other values")
    func schemaOneWithoutHistory() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            try Self.write(#"{"schemaVersion": 1, "values": {"other": "kept"}}"#, to: path)
            let store = KeyValueStore(path: path)
            #expect(store.problem == nil)
            #expect(store.string(forKey: "other") == "kept")
            #expect(GameHistory(store: store).games.isEmpty)
            #expect(try Self.schemaVersion(at: path) == 2)
        }
    }

    @Test("a schema-2 file is not rewritten when opened, and no backup is made")
    func schemaTwoNotRewritten() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let game = FinishedGame(
                mode: .words, puzzle: "potiron", result: .won, wrongLetters: [.known("Z")], score: 30, duration: 3.5,
                date: Date(timeIntervalSince1970: 1_700_000_000.5), playerName: "Ada")
            try GameHistory(store: KeyValueStore(path: path)).append(game)
            try KeyValueStore(path: path).set("kept", forKey: "other")
            let before = try Self.bytes(at: path)
            #expect(try Self.schemaVersion(at: path) == 2)

            let store = KeyValueStore(path: path)
            #expect(store.problem == nil)
            #expect(GameHistory(store: store).games == [game])
            #expect(try Self.bytes(at: path) == before)
            #expect(!FileManager.default.fileExists(atPath: "\(path).v1.bak"))
            #expect(!FileManager.default.fileExists(atPath: "\(path).v2.bak"))
        }
    }

    @Test("a hand-written schema-2 file keeps its exact bytes, spacing included, when opened")
    func handWrittenSchemaTwoNotRewritten() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let text = #"{"schemaVersion":2,"values":{"other":"kept","history":[]}}"#
            try Self.write(text, to: path)
            let store = KeyValueStore(path: path)
            #expect(store.problem == nil)
            #expect(store.string(forKey: "other") == "kept")
            #expect(try Self.bytes(at: path) == Array(text.utf8))
        }
    }

    @Test("when store.json.v1.bak cannot be written, the original schema-1 bytes are not lost")
    func failedBackupKeepsTheOriginal() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            try Self.write(Self.schemaOneFile, to: path)
            let original = try Self.bytes(at: path)
            // A non-empty directory where the backup should go: renaming a file over it fails.
            try FileManager.default.createDirectory(atPath: "\(path).v1.bak", withIntermediateDirectories: true)
            try Self.write("occupied", to: "\(path).v1.bak/file")

            let store = KeyValueStore(path: path)
            #expect(GameHistory(store: store).games.count == 3, "the games are readable either way")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            let keepers = try files.filter { name in
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: "\(directory)/\(name)", isDirectory: &isDirectory),
                      !isDirectory.boolValue
                else { return false }
                return try Self.bytes(at: "\(directory)/\(name)") == original
            }
            // Without a backup, the migration never overwrites the only copy of the old file.
            #expect(!keepers.isEmpty, "some file still holds the original bytes; found \(files)")
        }
    }
}
