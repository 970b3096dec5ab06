import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// A Words page and the Stats page over one history, as in the main window.
@MainActor
final class RecordsHarness {
    let pageHarness: PageHarness
    let stats: StatsPage
    let statsWindow: Window

    var page: GamePage { pageHarness.page }
    var history: GameHistory { GameHistory(store: pageHarness.store) }

    init(words: [String], lastName: String? = "Ada") throws {
        pageHarness = try PageHarness(words: words)
        if let lastName { try pageHarness.store.set(lastName, forKey: PlayerNameMemory.storeKey) }
        statsWindow = Window() // after PageHarness has initialised GTK
        stats = StatsPage(history: GameHistory(store: pageHarness.store))
        statsWindow.setChild(stats.scroller)
        statsWindow.setDefaultSize(width: 700, height: 800)
        statsWindow.present()
        page.onHistoryChanged = { [stats] in stats.refresh() }
    }

    func play(_ letters: String) {
        for letter in letters { pageHarness.click(letter) }
    }

    /// Types `name` in the record dialog and presses Enter: the entry activates the default, Save.
    func enterName(_ name: String) throws {
        let dialog = try XCTUnwrap(page.recordDialog)
        dialog.nameEntry.text = name
        dialog.nameEntry.activateDefault()
        XCTAssertTrue(MainLoop.run(until: { dialog.isClosed }, timeout: .seconds(3)), "Enter saves and closes the dialog")
        pageHarness.waitForSave() // the name is written off the main thread
    }

    func nextGame(_ answer: String) {
        page.startNewGame()
        _ = MainLoop.run(until: { self.page.game?.puzzle.answer == answer && self.page.game?.guesses.isEmpty == true })
    }

    func close() {
        pageHarness.waitForSave() // a save under way refreshes the Stats page when it lands
        statsWindow.destroy()
        pageHarness.close()
    }
}

final class RecordsUITests: XCTestCase {
    func testWinningAFirstGameOpensTheNameDialogWithTheRankAndTheLastName() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }

            harness.play("XQPOTIRN")

            let dialog = try XCTUnwrap(harness.page.recordDialog, "the first scoring game is a record")
            XCTAssertTrue(dialog.window.isVisible)
            XCTAssertTrue(dialog.window.isModal)
            XCTAssertTrue(dialog.rankLabel.text.contains("Best score in Words"))
            XCTAssertTrue(dialog.rankLabel.text.contains("30 points"))
            XCTAssertEqual(dialog.nameEntry.text, "Ada", "prefilled with the last name used")
            XCTAssertEqual(harness.history.games.first?.playerName, "Ada", "saved before the dialog closes")
        }
    }

    func testTypingANameAndPressingEnterShowsItInTheStatsTopFive() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            harness.play("XQPOTIRN")

            try harness.enterName("  Grace Hopper  ")

            XCTAssertEqual(harness.stats.recordNamesShown, ["Grace Hopper"])
            XCTAssertEqual(harness.history.games.first?.playerName, "Grace Hopper")
            XCTAssertEqual(harness.pageHarness.store.string(forKey: PlayerNameMemory.storeKey), "Grace Hopper")
        }
    }

    func testSaveIsDisabledAndTheEntryShowsAnErrorWhileTheNameIsEmpty() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            harness.play("POTIRN")
            let dialog = try XCTUnwrap(harness.page.recordDialog)

            dialog.nameEntry.text = "   "
            XCTAssertFalse(dialog.saveButton.isSensitive)
            XCTAssertTrue(dialog.nameEntry.hasCSSClass("error"))

            dialog.nameEntry.text = "Ada"
            XCTAssertTrue(dialog.saveButton.isSensitive)
            XCTAssertFalse(dialog.nameEntry.hasCSSClass("error"))
        }
    }

    func testSkippingOrEscapeKeepsTheRecordWithoutAName() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron", "cactus"])
            defer { harness.close() }
            harness.play("POTIRN")
            let dialog = try XCTUnwrap(harness.page.recordDialog)
            XCTAssertEqual(dialog.limitLabel.text, "At most 32 characters.", "the limit is said, not applied silently")
            dialog.nameEntry.text = "Someone Else"
            dialog.window.close() // what Escape does
            XCTAssertTrue(MainLoop.run(until: { dialog.isClosed }))
            harness.pageHarness.waitForSave()
            XCTAssertEqual(harness.history.games.first?.playerName, nil, "Escape skips: the record stays, without a name")
            XCTAssertEqual(harness.stats.recordNamesShown, ["Anonymous"])

            harness.nextGame("cactus")
            harness.play("CATUS")
            let second = try XCTUnwrap(harness.page.recordDialog)
            second.skipButton.activate()
            XCTAssertTrue(MainLoop.run(until: { second.isClosed }))
            harness.pageHarness.waitForSave()
            XCTAssertEqual(harness.history.games.last?.playerName, nil, "Skip does the same")
            XCTAssertEqual(harness.pageHarness.store.string(forKey: PlayerNameMemory.storeKey), "Ada", "and remembers no name")
        }
    }

    func testALostGameOpensNoNameDialog() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }

            harness.play("ABCDEF")

            XCTAssertEqual(harness.page.game?.status, .lost)
            XCTAssertNotNil(harness.page.endDialog)
            XCTAssertNil(harness.page.recordDialog)
            XCTAssertTrue(harness.stats.recordNamesShown.isEmpty)
        }
    }

    func testStrangeNamesAreShownExactlyAsTypedAndSurviveAReopen() throws {
        let names = ["<b>x</b>", "&amp;", "👩‍🚀 Ada 🇫🇷", "שלום עולם", String(repeating: "W", count: 10_000)]
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron", "gallows", "keyboard", "cactus", "window"])
            defer { harness.close() }
            for (index, (name, answer)) in zip(names, ["potiron", "gallows", "keyboard", "cactus", "window"]).enumerated() {
                if index > 0 { harness.nextGame(answer) }
                harness.play(String(Set(answer.uppercased()).sorted()))
                try harness.enterName(name)
            }

            let expected = Set(names.dropLast() + [String(repeating: "W", count: PlayerName.maxLength)])
            XCTAssertEqual(Set(harness.stats.recordNamesShown), expected)
            let reopened = GameHistory(store: KeyValueStore(path: harness.pageHarness.storePath))
            XCTAssertEqual(Set(RecordBook(games: reopened.games).records(for: .words).compactMap(\.playerName)), expected)
        }
    }

    func testTheStatsNumbersMatchTheHistory() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron", "gallows", "cactus"])
            defer { harness.close() }
            harness.play("XPOTIRN") // won with 1 error
            try harness.enterName("Ada")
            harness.nextGame("gallows")
            harness.play("ZQJKXV") // lost
            harness.nextGame("cactus")
            harness.play("CATUS") // won with 0 errors

            let statistics = harness.stats.statistics
            XCTAssertEqual(statistics.played, 3)
            XCTAssertEqual(statistics.won, 2)
            XCTAssertEqual(statistics.winRate, 67, "2 of 3, rounded")
            XCTAssertEqual(statistics.currentStreak, 1)
            XCTAssertEqual(statistics.bestStreak, 1)
            XCTAssertEqual(statistics.winsByErrors, [1, 1, 0, 0, 0, 0])
            XCTAssertEqual(statistics.losses, 1)
            XCTAssertEqual(statistics.latestBar, .won(errors: 0))
            XCTAssertEqual(statistics.recent.map(\.puzzle), ["cactus", "gallows", "potiron"])
            XCTAssertEqual(statistics, ModeStatistics(mode: .words, history: harness.history.games))
            XCTAssertEqual(harness.stats.records.map(\.puzzle), ["potiron", "cactus"], "36 beats 35")
        }
    }

    func testTheModeSwitchShowsEachModesOwnFigures() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            harness.play("POTIRN")
            try harness.enterName("Ada")

            harness.stats.moviesButton.isActive = true
            XCTAssertEqual(harness.stats.mode, .movies)
            XCTAssertEqual(harness.stats.statistics.played, 0)
            XCTAssertTrue(harness.stats.emptyRecordsLabel.isVisible)

            harness.stats.wordsButton.isActive = true
            XCTAssertEqual(harness.stats.statistics.played, 1)
            XCTAssertFalse(harness.stats.emptyRecordsLabel.isVisible)
        }
    }

    func testResettingAModeAfterConfirmationClearsOnlyThatMode() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            let moviesGame = FinishedGame(mode: .movies, puzzle: "Casablanca", result: .won, wrongLetters: [], score: 42, duration: 10, date: .now)
            try harness.history.append(moviesGame)
            harness.play("POTIRN")
            try harness.enterName("Ada")

            harness.stats.resetButton.activate()
            XCTAssertTrue(MainLoop.run(until: { harness.stats.confirmDialog?.window.isVisible == true }))
            let dialog = try XCTUnwrap(harness.stats.confirmDialog)
            dialog.confirmButton.activate()
            XCTAssertTrue(MainLoop.run(until: { harness.stats.statistics.played == 0 }))

            XCTAssertTrue(harness.stats.records.isEmpty)
            XCTAssertEqual(harness.history.games.map(\.mode), [.movies], "the other mode keeps its games")
            XCTAssertFalse(harness.stats.resetButton.isSensitive, "nothing left to reset: the button is off")
            harness.stats.show(.movies)
            XCTAssertTrue(harness.stats.resetButton.isSensitive, "Movies still has a game")
        }
    }
}
