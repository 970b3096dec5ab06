import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// Each page over a store holding every kind of extreme value: it opens, shows
/// what is usable, and a game is played and saved beside the entries it could not read.
final class HostileStoreUITests: XCTestCase {
    /// A valid game with `field` replaced by `value` (raw JSON).
    private static func game(_ index: Int, mode: String = "words", _ field: String? = nil, _ value: String = "") -> String {
        var fields = [
            "id": "\"00000000-0000-4000-8000-\(String(format: "%012d", index))\"", "mode": "\"\(mode)\"",
            "puzzle": mode == "words" ? "\"lantern\"" : "\"Casablanca\"", "result": "\"won\"", "wrongLetters": "[\"Q\"]",
            "score": "30", "duration": "42.5", "date": "\"2026-11-20T10:00:00Z\"", "playerName": "\"Ada\"",
        ]
        if let field { fields[field] = value }
        return "{" + fields.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    private static let giant = String(repeating: "Casablanca ", count: 4_546)

    /// Two good games per mode, then one game per kind of damage, then values that are not games.
    static let hostileHistory: [String] = {
        let damage: [(String, [String])] = [
            ("duration", ["1e300", "-1e300", "-5", "\"NaN\"", "86401"]),
            ("score", ["1e30", "-1", "547", "\"30\""]),
            ("wrongLetters", ["[\"Q\",\"W\",\"E\",\"R\",\"T\",\"Y\",\"U\"]", "[\"ж\"]", "\"Q\""]),
            ("puzzle", ["\"\(giant)\"", "\"\"", "42"]),
            ("date", ["\"9999-12-31T23:59:59Z\"", "1e300", "\"yesterday\""]),
            ("playerName", ["\"" + String(repeating: "\\u0007", count: 100) + String(repeating: "A", count: 1_000_000) + "\"", "\"\\u202eKILL\\u0000ME\""]),
            ("mode", ["\"chess\"", "null"]),
        ]
        var games = [game(1), game(2), game(3, mode: "movies"), game(4, mode: "movies")]
        var index = 100
        for (field, values) in damage {
            for value in values {
                games.append(game(index, field, value))
                games.append(game(index + 1, mode: "movies", field, value))
                index += 2
            }
        }
        return games + ["null", "1e300", "\"game\"", "[]", "{}"]
    }()

    @MainActor
    private static func hostileStore() throws -> KeyValueStore {
        let path = UITestSupport.temporaryDirectory() + "/store.json"
        let values = #"{"history":[\#(hostileHistory.joined(separator: ","))],"lastPlayerName":"\u0000\#(giant)","wordLanguage":"klingon","soundEnabled":"NaN"}"#
        try AtomicFile.write(Array(#"{"schemaVersion":2,"values":\#(values)}"#.utf8), to: path)
        let store = KeyValueStore(path: path)
        XCTAssertNil(store.problem, "a store with bad entries still opens")
        return store
    }

    @MainActor
    private static func playAndSave(_ mode: GameMode) throws {
        try UITestSupport.initializeGTK()
        let store = try Self.hostileStore()
        let word = try XCTUnwrap(Puzzle.playable(mode == .words ? "pumpkin" : "Casablanca"))
        let deal = mode == .words ? PuzzleDeal.word(DealtWord(word, origin: .online)) : .film(DealtFilm(FilmPuzzle(film: Film(imdbID: "tt0034583", title: word.answer))!, origin: .online))
        let page = GamePage(session: GameSession(mode: mode, supply: ScriptedSupply([deal]), archive: GameArchive.testing(games: store)))
        let window = Window()
        defer { window.destroy() }
        window.setChild(page.root)
        window.present()
        page.startNewGame()
        XCTAssertTrue(MainLoop.run(until: { page.game != nil }, timeout: .seconds(5)))
        for letter in Set(word.answer.lowercased().filter(\.isLetter)) { _ = page.handleTypedCharacter(letter) }
        XCTAssertTrue(MainLoop.run(until: { page.endPanel.isShown }, timeout: .seconds(10)), "the game ends and is saved")
        let recordName = page.endPanel.isAskingName ? page.endPanel.nameEntry.text : ""
        XCTAssertLessThanOrEqual(recordName.count, PlayerName.maxLength, "the prefilled name is the cleaned one")
        XCTAssertFalse(recordName.contains("\u{0}"))
        page.endPanel.hide()
        _ = MainLoop.run(until: { !page.isSavingGame }, timeout: .seconds(10)) // the name kept on leaving

        guard case .array(let stored) = KeyValueStore(path: store.path).object(forKey: GameHistory.key) else {
            return XCTFail("the history is still an array")
        }
        XCTAssertEqual(stored.count, Self.hostileHistory.count + 1, "nothing lost, the new game added")
        XCTAssertEqual(GameHistory(store: KeyValueStore(path: store.path)).games.last?.puzzle, word.answer)
    }

    func testTheWordsPagePlaysAndSavesOverAHostileStore() throws {
        try MainActor.assumeIsolated { try Self.playAndSave(.words) }
    }

    func testTheMoviesPagePlaysAndSavesOverAHostileStore() throws {
        try MainActor.assumeIsolated { try Self.playAndSave(.movies) }
    }

    func testTheStatsPageShowsOnlyTheUsableGames() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let stats = StatsPage(archive: UITestSupport.loadedArchive(of: try Self.hostileStore()))
            let window = Window()
            defer { window.destroy() }
            window.setChild(stats.scroller)
            window.setDefaultSize(width: 700, height: 800)
            window.present()
            stats.refresh()
            MainLoop.run(for: .milliseconds(200))
            let cells = stats.recordCellTexts + stats.recentCellTexts
            XCTAssertFalse(cells.isEmpty, "the good games are shown")
            XCTAssertTrue(cells.allSatisfy { $0.count <= 40 }, "no giant cell: \(cells.map(\.count).max() ?? 0)")
            XCTAssertTrue(cells.allSatisfy { !$0.contains("\u{202E}") && !$0.contains("\u{0}") })
            XCTAssertTrue(cells.contains("KILL ME"), "a name with controls is shown cleaned: \(cells)")
        }
    }
}
