import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// The Words page in its languages and levels, through the real widgets.
final class WordsLanguageUITests: XCTestCase {
    func testAWordsKindShowsAfterTheFirstWrongLetterAndItsDefinitionAfterTheThird() throws {
        try MainActor.assumeIsolated {
            let facts = WordFacts(
                partOfSpeech: .noun, category: .plants, definition: "usually large pulpy deep-yellow round fruit of the squash family",
                meaning: "usually large pulpy deep-yellow round fruit of the squash family")
            let deal = PuzzleDeal.word(DealtWord(Puzzle.playable("pumpkin")!, origin: .online, choice: WordChoice(language: .english, level: .normal), facts: facts))
            let harness = try PageHarness(mode: .words, supply: ClosureSupply { deal })
            defer { harness.close() }
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 0)

            harness.click("X")
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 1)
            XCTAssertEqual(harness.page.hintPanel.labels[0].text, "Hint: a plant")
            harness.click("Q")
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 1, "no definition after two errors")
            harness.click("Z")
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 2)
            XCTAssertEqual(
                harness.page.hintPanel.labels[1].text,
                "Hint: usually large pulpy deep-yellow round fruit of the squash family")
        }
    }

    func testTheEndPanelSaysWhatTheWordMeansWonOrLost() throws {
        try MainActor.assumeIsolated {
            let lanterne = PuzzleDeal.word(DealtWord(
                Puzzle.playable("lanterne")!, origin: .online, choice: WordChoice(language: .french, level: .normal),
                facts: WordFacts(partOfSpeech: .noun, category: .objects, meaning: "lantern")))
            let harness = try PageHarness(mode: .words, supply: ClosureSupply { lanterne })
            defer { harness.close() }
            for letter in "LANTER" { harness.click(letter) }
            XCTAssertTrue(harness.page.endPanel.isShown)
            XCTAssertTrue(harness.page.endPanel.meaningLabel.isVisible)
            XCTAssertEqual(harness.page.endPanel.meaningLabel.text, "lanterne — lantern")

            harness.page.startNewGame()
            _ = MainLoop.run(until: { harness.page.game?.guesses.isEmpty == true }, timeout: .seconds(5))
            for letter in "QWYUIO" { harness.click(letter) }
            XCTAssertTrue(harness.page.endPanel.isShown, "lost")
            XCTAssertEqual(harness.page.endPanel.meaningLabel.text, "lanterne — lantern", "a lost game says it too")
        }
    }

    func testAFilmOrAWordWithoutMeaningShowsNoMeaningLine() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["citrouille"])
            defer { harness.close() }
            for letter in "CITROULE" { harness.click(letter) }
            XCTAssertTrue(harness.page.endPanel.isShown)
            XCTAssertFalse(harness.page.endPanel.meaningLabel.isVisible)
        }
    }

    func testAWordWithoutHintDataShowsNoHintEvenAfterManyErrors() throws {
        try MainActor.assumeIsolated {
            let deal = PuzzleDeal.word(DealtWord(Puzzle.playable("citrouille")!, origin: .online, choice: WordChoice(language: .french, level: .hard)))
            let harness = try PageHarness(mode: .words, supply: ClosureSupply { deal })
            defer { harness.close() }
            for letter in "XQZWK" { harness.click(letter) }
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 0)
        }
    }

    func testTheGameIsSavedWithItsLanguageAndLevel() throws {
        try MainActor.assumeIsolated {
            let deal = PuzzleDeal.word(DealtWord(Puzzle.playable("élève")!, origin: .bundled(.offline), choice: WordChoice(language: .french, level: .hard)))
            let harness = try PageHarness(mode: .words, supply: ClosureSupply { deal })
            defer { harness.close() }
            for letter in "ELV" { harness.click(letter) }
            let saved = try XCTUnwrap(GameHistory(store: KeyValueStore(path: harness.storePath)).games.first)
            XCTAssertEqual(saved.puzzle, "élève")
            XCTAssertEqual(saved.language, .french)
            XCTAssertEqual(saved.level, .hard)
        }
    }

    func testTheLevelPickerStoresTheLevelAndSaysSo() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let store = KeyValueStore(path: UITestSupport.temporaryDirectory() + "/store.json")
            let settings = WordSettings(store: store, desktopLanguage: .english)
            let picker = WordLevelPicker(settings: settings)
            var changes = 0
            picker.onChange = { changes += 1 }
            XCTAssertEqual(picker.selectedIndex, 1, "Normal by default")

            picker.selectedIndex = 0
            XCTAssertEqual(settings.level, .easy)
            XCTAssertEqual(KeyValueStore(path: store.path).string(forKey: WordSettings.levelKey), "easy")
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(WordLevelPicker(settings: settings).selectedIndex, 0, "remembered")
        }
    }

    func testTheStatsPageShowsEachWordGamesLanguageAndLevel() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let store = KeyValueStore(path: UITestSupport.temporaryDirectory() + "/store.json")
            let history = GameHistory(store: store)
            try history.append(FinishedGame(
                mode: .words, puzzle: "maison", result: .won, wrongLetters: [], score: 35, duration: 12,
                date: Date(), playerName: "Ada", language: .french, level: .easy))
            let stats = StatsPage(archive: UITestSupport.loadedArchive(of: store))
            XCTAssertTrue(stats.recentCellTexts.contains("FR\u{00A0}· Easy"), "\(stats.recentCellTexts)")
            XCTAssertTrue(stats.recordCellTexts.contains("FR\u{00A0}· Easy"))
        }
    }

    /// At 360 px the tables still fit: a long name is ellipsized, and a date or a level goes on
    /// two lines, whole, never cut to "11/…".
    func testTheStatsTablesFitA360PixelWindowWithWholeDatesAndLevels() throws {
        try MainActor.assumeIsolated {
            let lastYear = Date(timeIntervalSinceNow: -400 * 86_400)
            let (window, stats) = try UITestSupport.statsPageOfLongNamedGames(playedOn: [Date(), lastYear], width: 360)
            defer { window.destroy() }

            XCTAssertEqual(window.width, 360, "the tables let the window be 360 px wide")
            for grid in [stats.recordsGrid, stats.recentGrid] {
                XCTAssertLessThanOrEqual(grid.width, stats.root.width, "the table fits the page: \(grid.width) px of \(stats.root.width)")
            }
            let thisYear = StatsPage.formatDate(Date())
            let before = StatsPage.formatDate(lastYear)
            XCTAssertFalse(thisYear.contains(LocalTime.format(unixSeconds: Int64(Date().timeIntervalSince1970), "%Y")), thisYear)
            XCTAssertTrue(before.contains(LocalTime.format(unixSeconds: Int64(lastYear.timeIntervalSince1970), "%Y")), before)
            XCTAssertTrue(stats.recordCellTexts.contains(thisYear) && stats.recordCellTexts.contains(before), "\(stats.recordCellTexts)")
            XCTAssertTrue(stats.recentCellTexts.contains("FR\u{00A0}· Hard"), "\(stats.recentCellTexts)")
            XCTAssertTrue(stats.recentCellTexts.contains { $0.hasPrefix("Won, 0 errors\n") && $0.hasSuffix(" points") },
                          "the result, its errors and its score share a cell: \(stats.recentCellTexts)")
        }
    }
}
