import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Naming records and resetting a mode's history")
struct GameHistoryRecordsTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func game(_ puzzle: String, mode: GameMode, score: Int, minute: Int) -> FinishedGame {
        FinishedGame(
            mode: mode, puzzle: puzzle, result: score > 0 ? .won : .lost,
            wrongLetters: score > 0 ? [] : "QWXYZV".map(Letter.known), score: score, duration: 42,
            date: start.addingTimeInterval(Double(minute) * 60))
    }

    /// Three words games and two movies games, saved in `path`.
    static func saveSomeGames(at path: String) throws -> [FinishedGame] {
        let games = [
            game("potiron", mode: .words, score: 30, minute: 0),
            game("Alien", mode: .movies, score: 25, minute: 1),
            game("cactus", mode: .words, score: 35, minute: 2),
            game("Heat", mode: .movies, score: 0, minute: 3),
            game("zebra", mode: .words, score: 0, minute: 4),
        ]
        let history = GameHistory(store: KeyValueStore(path: path))
        for game in games { try history.append(game) }
        return games
    }

    @Test("a saved game comes back with its id, and without a name")
    func idSurvivesAReopen() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path)
            let reopened = GameHistory(store: KeyValueStore(path: path)).games
            #expect(reopened.map(\.id) == games.map(\.id))
            #expect(Set(reopened.map(\.id)).count == games.count, "every game has its own id")
            #expect(reopened.allSatisfy { $0.playerName == nil })
        }
    }

    @Test("setPlayerName names only that game, and the name survives a reopen")
    func namesOnlyThatGame() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path)
            let named = games[2]
            try GameHistory(store: KeyValueStore(path: path)).setPlayerName("Ada", forGame: named.id)

            let reopened = GameHistory(store: KeyValueStore(path: path)).games
            #expect(reopened.count == games.count)
            for (before, after) in zip(games, reopened) {
                if before.id == named.id {
                    #expect(after.playerName == "Ada")
                    var unnamed = after
                    unnamed.playerName = nil
                    #expect(unnamed == before, "nothing else about the game changed")
                } else {
                    #expect(after == before, "\(before.puzzle) is untouched")
                }
            }
            let record = try #require(RecordBook(games: reopened).records(for: .words).first)
            #expect(record.id == named.id)
            #expect(record.playerName == "Ada")
        }
    }

    @Test("naming a game again replaces its name; naming an unknown id changes nothing")
    func renameAndUnknownID() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path)
            let history = GameHistory(store: KeyValueStore(path: path))
            try history.setPlayerName("Ada", forGame: games[0].id)
            try history.setPlayerName("Grace", forGame: games[0].id)
            try history.setPlayerName("Nobody", forGame: UUID())

            let reopened = GameHistory(store: KeyValueStore(path: path)).games
            #expect(reopened.map(\.playerName) == ["Grace", nil, nil, nil, nil])
            #expect(reopened.map(\.id) == games.map(\.id))
        }
    }

    @Test(
        "a name is kept byte for byte across a reopen: markup, emoji, right-to-left, 32 characters",
        arguments: [
            "<b>x</b>",
            "&amp; \"quotes\" \\ back/slash",
            "👩‍🚀 🇫🇷 👨‍👩‍👧‍👦",
            "مرحبا",
            "שלום עולם",
            "e\u{301}le\u{300}ve",
            String(repeating: "👩‍🚀", count: 16) + String(repeating: "ש", count: 16),
        ]
    )
    func namesSurviveByteExact(name: String) async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path)
            let sanitized = try #require(PlayerName.sanitized(name))
            #expect(Array(sanitized.utf8) == Array(name.utf8), "the dialog keeps it as typed")
            try GameHistory(store: KeyValueStore(path: path)).setPlayerName(sanitized, forGame: games[1].id)

            for reopen in 1...2 {
                let reopened = GameHistory(store: KeyValueStore(path: path))
                #expect(reopened.store.problem == nil)
                let saved = try #require(reopened.games.first { $0.id == games[1].id }?.playerName)
                #expect(Array(saved.utf8) == Array(name.utf8), "reopen \(reopen)")
                // Write something else, so the name goes through a second encoding too.
                try reopened.store.set(reopen, forKey: "counter")
            }
        }
    }

    @Test("a 32-character name cut from a long one survives a reopen")
    func cutNameSurvives() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path)
            let name = try #require(PlayerName.sanitized(String(repeating: "🇫🇷a", count: 5_000)))
            #expect(name.count == 32)
            try GameHistory(store: KeyValueStore(path: path)).setPlayerName(name, forGame: games[0].id)
            let saved = try #require(GameHistory(store: KeyValueStore(path: path)).games.first?.playerName)
            #expect(Array(saved.utf8) == Array(name.utf8))
            #expect(saved.count == 32)
        }
    }

    @Test("removeAll(mode:) clears that mode's games and records, and keeps the other mode's", arguments: GameMode.allCases)
    func removeAllOfOneMode(mode: GameMode) async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path)
            let history = GameHistory(store: KeyValueStore(path: path))
            let kept = games.filter { $0.mode != mode }
            try history.setPlayerName("Ada", forGame: try #require(kept.first).id)
            try history.removeAll(mode: mode)

            let reopened = GameHistory(store: KeyValueStore(path: path)).games
            #expect(!reopened.contains { $0.mode == mode })
            #expect(reopened.map(\.id) == kept.map(\.id), "the other mode's games, in order")
            #expect(reopened.first?.playerName == "Ada", "the other mode's names are kept")
            let book = RecordBook(games: reopened)
            #expect(book.records(for: mode).isEmpty)
            #expect(!book.records(for: mode == .words ? .movies : .words).isEmpty)
            #expect(ModeStatistics(mode: mode, history: reopened).played == 0)
            for game in games where game.mode == mode {
                #expect(book.rank(ofGame: game.id) == nil)
            }
        }
    }

    @Test("a game saved after a mode was reset is that mode's only record")
    func recordsStartAgainAfterAReset() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            _ = try Self.saveSomeGames(at: path)
            let history = GameHistory(store: KeyValueStore(path: path))
            try history.removeAll(mode: .words)
            let fresh = Self.game("lemon", mode: .words, score: 5, minute: 10)
            try history.append(fresh)
            let book = RecordBook(games: GameHistory(store: KeyValueStore(path: path)).games)
            #expect(book.records(for: .words).map(\.id) == [fresh.id])
            #expect(book.rank(ofGame: fresh.id) == 1)
        }
    }

    @Test("other values in the store are kept when a mode is reset or a game is named")
    func otherValuesKept() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path)
            let store = KeyValueStore(path: path)
            try store.set("fr", forKey: "language")
            let history = GameHistory(store: store)
            try history.setPlayerName("Ada", forGame: games[0].id)
            try history.removeAll(mode: .movies)
            #expect(KeyValueStore(path: path).string(forKey: "language") == "fr")
        }
    }

    @Test("a stored game this version cannot decode is not erased by the next append")
    func undecodableGameSurvivesAnAppend() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            // Two games saved by this version, then one it cannot read (a mode from a later version).
            let games = try Self.saveSomeGames(at: path).prefix(2)
            let store = KeyValueStore(path: path)
            guard case .array(var stored) = try #require(store.object(forKey: GameHistory.key)) else {
                Issue.record("the history is not a JSON array")
                return
            }
            var unknown = try #require({ if case .object(let fields) = stored[0] { fields } else { nil } }())
            unknown["mode"] = .string("daily")
            unknown["id"] = .string(UUID().uuidString)
            stored = Array(stored.prefix(2)) + [.object(unknown)]
            try store.update { $0[GameHistory.key] = .array(stored) }

            let history = GameHistory(store: KeyValueStore(path: path))
            let fresh = Self.game("lemon", mode: .words, score: 5, minute: 10)
            try history.append(fresh)

            let reopened = KeyValueStore(path: path)
            guard case .array(let after) = try #require(reopened.object(forKey: GameHistory.key)) else {
                Issue.record("the history is not a JSON array")
                return
            }
            // An entry this version cannot read is kept as it is, never dropped by a write.
            #expect(after.count == 4, "the 3 stored games and the new one")
            #expect(GameHistory(store: reopened).games.map(\.id).starts(with: games.map(\.id)))
        }
    }

    @Test(
        "a stored game with a value out of range is skipped, kept as it is, and never reaches the screen",
        arguments: [
            ("duration", JSONValue.double(1e300)), ("duration", .double(-1)), ("duration", .string("NaN")),
            ("score", .int(1_000_000_000_000_000_000)), ("score", .int(-5)), ("score", .int(FinishedGame.StoredRange.score.upperBound + 1)),
            ("wrongLetters", .array(Array(repeating: .string("Q"), count: 7))),
            ("puzzle", .string(String(repeating: "a", count: 101))), ("puzzle", .string("")),
            ("date", .string("9999-01-01T00:00:00.000Z")),
        ] as [(String, JSONValue)]
    )
    func outOfRangeGameIsSkipped(field: String, value: JSONValue) async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let games = try Self.saveSomeGames(at: path).prefix(2)
            let store = KeyValueStore(path: path)
            guard case .array(let stored) = try #require(store.object(forKey: GameHistory.key)),
                  case .object(var damaged) = stored[0]
            else {
                Issue.record("the history is not an array of objects")
                return
            }
            damaged[field] = value
            damaged["id"] = .string(UUID().uuidString)
            try store.update { $0[GameHistory.key] = .array(Array(stored.prefix(2)) + [.object(damaged)]) }

            let reopened = KeyValueStore(path: path)
            #expect(reopened.problem == nil, "the store itself is sound")
            #expect(GameHistory(store: reopened).games.map(\.id) == games.map(\.id), "the damaged game is skipped")
            try GameHistory(store: reopened).append(Self.game("lemon", mode: .words, score: 5, minute: 10))
            guard case .array(let after) = try #require(KeyValueStore(path: path).object(forKey: GameHistory.key)) else { return }
            #expect(after.count == 4, "the damaged entry is kept as it is by the next write")
        }
    }

    @Test("a stored name is cleaned as a typed one: no control characters, at most 32 characters")
    func storedNameIsCleaned() throws {
        let json = #"{"mode":"words","puzzle":"lemon","result":"won","wrongLetters":[],"score":5,"duration":3,"#
            + #""date":"2026-11-23T10:00:00.000Z","playerName":"\u0007Ada\u0000 "# + String(repeating: "x", count: 10_000) + #""}"#
        let game = try KeyValueStore.decoder().decode(FinishedGame.self, from: Data(json.utf8))
        #expect(game.playerName?.hasPrefix("Ada") == true)
        #expect((game.playerName?.count ?? 0) <= PlayerName.maxLength)
        #expect(game.playerName?.unicodeScalars.contains { $0.properties.generalCategory == .control } == false)
    }
}
