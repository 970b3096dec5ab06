import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

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
        if let lastName { try pageHarness.archive.settings.set(lastName, forKey: PlayerNameMemory.storeKey) }
        statsWindow = Window() // after PageHarness has initialised GTK
        stats = StatsPage(archive: pageHarness.archive)
        statsWindow.setChild(stats.scroller)
        statsWindow.setDefaultSize(width: 700, height: 800)
        statsWindow.present()
        pageHarness.onHistoryChanged = { [stats] in stats.refresh() }
    }

    func play(_ letters: String) {
        for letter in letters { pageHarness.click(letter) }
    }

    /// Types `name` in the end panel's name field and presses Enter: the name is saved, and the
    /// next game begins.
    func enterName(_ name: String) throws {
        let panel = page.endPanel
        XCTAssertTrue(panel.isAskingName, "the panel asks a name")
        panel.nameEntry.text = name
        panel.nameEntry.emitActivate()
        XCTAssertTrue(MainLoop.run(until: { !panel.isShown && self.page.game?.isOver == false }, timeout: .seconds(3)),
                      "Enter saves the name and starts a new game")
        pageHarness.waitForSave() // the name is written off the main thread
    }

    /// Starts the next game unless it has begun already (after Enter in the name field), and
    /// waits for `answer` to be dealt.
    func nextGame(_ answer: String) {
        if page.game?.isOver != false { page.startNewGame() }
        _ = MainLoop.run(until: { self.page.game?.puzzle.answer == answer && self.page.game?.guesses.isEmpty == true })
    }

    func close() {
        pageHarness.waitForSave() // a save under way refreshes the Stats page when it lands
        statsWindow.destroy()
        pageHarness.close()
    }
}

final class RecordsUITests: XCTestCase {
    func testWinningAFirstGameAsksTheNameOnTheEndPanelWithTheRankAndTheLastName() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            let windowsBefore = Window.toplevels.count

            harness.play("XQPOTIRN")

            let panel = harness.page.endPanel
            XCTAssertTrue(panel.isAskingName, "the first scoring game is a record")
            XCTAssertTrue(panel.recordBox.isVisible)
            XCTAssertTrue(panel.nameEntry.isVisible && panel.newGameButton.isVisible, "the name and New Game in one panel")
            XCTAssertEqual(Window.toplevels.count, windowsBefore, "no New Record window over a You Won window")
            XCTAssertEqual(panel.rankLabel.text, "Best score in Words")
            XCTAssertTrue(MainLoop.run(until: { panel.scoreLabel.text == "Score: 30 points" }), panel.scoreLabel.text)
            XCTAssertEqual(panel.nameEntry.text, "Ada", "prefilled with the last name used")
            XCTAssertEqual(harness.history.games.first?.playerName, "Ada", "saved before the name is confirmed")
        }
    }

    func testKeysTypedRightAfterTheWinningLetterDoNotBecomeTheName() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            harness.play("POTIRN")
            let panel = harness.page.endPanel
            XCTAssertTrue(panel.isAskingName)
            XCTAssertFalse(panel.nameEntry.containsFocus, "the name field does not take the keyboard at once")
            XCTAssertTrue(harness.page.board.hasFocus, "the board keeps it, where Enter is New Game")

            // The player is still typing: each key, as the window hands it on, goes nowhere.
            for letter in "potiron" {
                panel.noteKeyPress()
                XCTAssertTrue(harness.page.handleTypedCharacter(letter))
                MainLoop.run(for: .milliseconds(100))
                XCTAssertFalse(panel.nameEntry.containsFocus, "not while keys still come")
            }
            XCTAssertEqual(panel.nameEntry.text, "Ada", "the suggested name is untouched")

            XCTAssertTrue(MainLoop.run(until: { panel.nameEntry.containsFocus }, timeout: .seconds(3)),
                          "once the keyboard rests, the name field takes it")
            XCTAssertEqual(panel.nameEntry.text, "Ada")
        }
    }

    func testTypingANameAndPressingEnterShowsItInTheStatsTopFive() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            harness.play("XQPOTIRN")

            try harness.enterName("  Grace Hopper  ")
            XCTAssertEqual(harness.page.game?.puzzle.answer, "potiron", "the next game has begun (the list starts again)")

            XCTAssertEqual(harness.stats.recordNamesShown, ["Grace Hopper"])
            XCTAssertEqual(harness.history.games.first?.playerName, "Grace Hopper")
            XCTAssertEqual(harness.pageHarness.archive.settings.string(forKey: PlayerNameMemory.storeKey), "Grace Hopper")
        }
    }

    func testAnEmptyNameShowsAnErrorAndNewGameThenKeepsTheRecordWithoutAName() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron", "cactus"])
            defer { harness.close() }
            harness.play("POTIRN")
            let panel = harness.page.endPanel

            panel.nameEntry.text = "   "
            XCTAssertTrue(panel.nameEntry.hasCSSClass("error"))
            panel.nameEntry.text = "Ada"
            XCTAssertFalse(panel.nameEntry.hasCSSClass("error"))

            panel.nameEntry.text = "   "
            panel.newGameButton.activate()
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.puzzle.answer == "cactus" }))
            harness.pageHarness.waitForSave()
            XCTAssertEqual(harness.history.games.first?.playerName, nil, "blank is no name, never the old one")
            XCTAssertEqual(harness.stats.recordNamesShown, ["Anonymous"])
        }
    }

    func testNewGameKeepsTheTypedNameAndEnterAnywhereOnTheBoardIsNewGame() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron", "cactus", "gallows"])
            defer { harness.close() }
            harness.play("POTIRN")
            harness.page.endPanel.nameEntry.text = "Grace"
            harness.page.endPanel.newGameButton.activate()
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.puzzle.answer == "cactus" }))
            harness.pageHarness.waitForSave()
            XCTAssertEqual(harness.history.games.first?.playerName, "Grace", "New Game keeps the name as typed")

            harness.play("ZQJKXV") // lost: no name asked
            XCTAssertFalse(harness.page.endPanel.isAskingName)
            XCTAssertTrue(harness.page.endPanel.activateDefault(), "Enter on the finished board is New Game")
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.puzzle.answer == "gallows" }))
            XCTAssertFalse(harness.page.endPanel.activateDefault(), "and nothing while a game is played")
        }
    }

    func testARecordSkippedOnTheEndPanelIsNamedLaterFromTheStatsPage() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }
            harness.play("POTIRN")
            harness.page.endPanel.skipNaming()
            harness.pageHarness.waitForSave()
            XCTAssertEqual(harness.stats.recordNamesShown, ["Anonymous"])
            let nameButton = try XCTUnwrap(harness.stats.nameButtons[1], "an unnamed record offers Name…")

            nameButton.activate()
            let dialog = try XCTUnwrap(MainLoop.run(until: { harness.stats.nameDialog != nil }) ? harness.stats.nameDialog : nil)
            XCTAssertFalse(dialog.saveButton.isSensitive, "no empty name")
            dialog.nameEntry.text = "  Grace  "
            XCTAssertTrue(dialog.saveButton.isSensitive)
            dialog.nameEntry.emitActivate()
            XCTAssertTrue(MainLoop.run(until: { harness.history.games.first?.playerName == "Grace" }, timeout: .seconds(5)))
            XCTAssertTrue(MainLoop.run(until: { harness.stats.recordNamesShown == ["Grace"] }, timeout: .seconds(5)))
            XCTAssertNil(harness.stats.nameButtons[1], "a named record offers no Name…")
        }
    }

    func testSkippingOrEscapeKeepsTheRecordWithoutAName() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron", "cactus"])
            defer { harness.close() }
            harness.play("POTIRN")
            let panel = harness.page.endPanel
            XCTAssertEqual(panel.limitLabel.text, "At most 32 characters.", "the limit is said, not applied silently")
            panel.nameEntry.text = "Someone Else"
            panel.skipNaming() // what Escape in the name field does (pressed for real in test_records_e2e.py)
            XCTAssertTrue(MainLoop.run(until: { !panel.isAskingName }))
            XCTAssertFalse(panel.recordBox.isVisible, "the name field goes")
            XCTAssertTrue(panel.isShown, "the ending stays, with New Game")
            XCTAssertEqual(harness.page.game?.status, .won)
            harness.pageHarness.waitForSave()
            XCTAssertEqual(harness.history.games.first?.playerName, nil, "Escape skips: the record stays, without a name")
            XCTAssertEqual(harness.stats.recordNamesShown, ["Anonymous"])

            harness.nextGame("cactus")
            harness.play("CATUS")
            XCTAssertTrue(panel.isAskingName)
            panel.skipButton.activate()
            XCTAssertTrue(MainLoop.run(until: { !panel.isAskingName }))
            harness.page.startNewGame() // leaving after Skip names nothing
            harness.pageHarness.waitForSave()
            XCTAssertEqual(harness.history.games.last?.playerName, nil, "Skip does the same")
            XCTAssertEqual(harness.pageHarness.archive.settings.string(forKey: PlayerNameMemory.storeKey), "Ada", "and remembers no name")
        }
    }

    func testALostGameAsksNoName() throws {
        try MainActor.assumeIsolated {
            let harness = try RecordsHarness(words: ["potiron"])
            defer { harness.close() }

            harness.play("ABCDEF")

            XCTAssertEqual(harness.page.game?.status, .lost)
            XCTAssertTrue(harness.page.endPanel.isShown)
            XCTAssertFalse(harness.page.endPanel.isAskingName)
            XCTAssertFalse(harness.page.endPanel.recordBox.isVisible)
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

/// What the Stats page says of each game.
final class StatsDetailsUITests: XCTestCase {
    func testAGameGivenUpSaysSoWithItsScoreAndACutNameShowsWholeInItsTooltip() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let store = KeyValueStore(path: UITestSupport.temporaryDirectory() + "/store.json")
            let history = GameHistory(store: store)
            let name = "Maximilian Alexander Fitzgerald" // 31 characters, cut in a narrow table
            try history.append(FinishedGame(
                mode: .words, puzzle: "pumpkin", result: .won, wrongLetters: [], score: 42, duration: 12, date: Date(), playerName: name))
            try history.append(FinishedGame(
                mode: .words, puzzle: "lantern", result: .lost, wrongLetters: [Letter("X")!], score: 0, duration: 5, date: Date(),
                givenUp: true))
            let stats = StatsPage(archive: UITestSupport.loadedArchive(of: store))
            XCTAssertTrue(stats.recentCellTexts.contains("Given up, 1 error\n0 points"), "\(stats.recentCellTexts)")
            XCTAssertTrue(stats.recentCellTexts.contains("Won, 0 errors\n42 points"), "\(stats.recentCellTexts)")
            XCTAssertTrue(stats.recordsGrid.labelTooltips.contains(name), "the name, whole, in its tooltip")

            stats.show(.movies)
            XCTAssertEqual(stats.totalsBox.widget.descendantLabelTexts.first { $0 == "—" || $0.hasSuffix("%") }, "—", "no game: no rate")
        }
    }
}
