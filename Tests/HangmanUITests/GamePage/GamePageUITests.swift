import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// The Words page driven through its real GTK widgets under Xvfb.
final class GamePageUITests: XCTestCase {
    func testClickingARightLetterRevealsItAndDisablesItsKey() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron"])
            defer { harness.close() }
            XCTAssertEqual(harness.page.puzzle.label.text, "_______")

            harness.click("O")

            XCTAssertEqual(harness.page.puzzle.label.text, "_O___O_")
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 0/6")
            XCTAssertEqual(harness.page.drawing.stage, 0)
            XCTAssertFalse(harness.button("O").isSensitive)
            XCTAssertTrue(harness.button("O").hasCSSClass("letter-right"))
            XCTAssertTrue(harness.button("P").isSensitive)
        }
    }

    func testClickingAWrongLetterCountsAnErrorAndGrowsTheDrawing() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron"])
            defer { harness.close() }
            XCTAssertEqual(harness.page.status.wrongLettersLabel.text, "Wrong: none", "one line in the counters' column")

            harness.click("X")
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 1/6")
            XCTAssertEqual(harness.page.drawing.stage, 1)
            XCTAssertEqual(harness.page.status.wrongLettersLabel.text, "Wrong: X")
            XCTAssertFalse(harness.button("X").isSensitive)
            XCTAssertTrue(harness.button("X").hasCSSClass("letter-wrong"))

            harness.click("Q")
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 2/6")
            XCTAssertEqual(harness.page.drawing.stage, 2)
            XCTAssertEqual(harness.page.status.wrongLettersLabel.text, "Wrong: X\u{00A0}Q")
        }
    }

    func testTypedKeysGoThroughTheSameActionAndRepeatsCostNothing() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron"])
            defer { harness.close() }

            XCTAssertTrue(harness.page.handleTypedCharacter("z"))
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 1/6")
            XCTAssertFalse(harness.button("Z").isSensitive, "a typed letter disables its on-screen key")

            XCTAssertTrue(harness.page.handleTypedCharacter("Z"))
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 1/6", "a repeated letter costs nothing")
            XCTAssertTrue(harness.page.messageLabel.text.contains("already tried Z"))

            XCTAssertFalse(harness.page.handleTypedCharacter("7"), "a non-letter key is left to GTK")
            XCTAssertTrue(harness.page.handleTypedCharacter("é"), "é guesses E, as the letter it is written with")
            XCTAssertEqual(harness.page.game?.guesses, [Letter("Z")!, Letter("E")!])
        }
    }

    func testAWinShowsTheEndOnTheBoardSavesTheGameAndBlocksGuesses() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron"])
            defer { harness.close() }

            for letter in "XQPOTIRN" { harness.click(letter) }

            let panel = harness.page.endPanel
            XCTAssertTrue(panel.isShown, "the end panel shows")
            XCTAssertEqual(panel.headline.text, "Well done!")
            XCTAssertTrue(panel.answerLabel.text.contains("potiron"))
            XCTAssertTrue(MainLoop.run(until: { panel.scoreLabel.text == "Score: 30 points" }), "the score counts up to its value")
            XCTAssertEqual(panel.scoreLabel.text, "Score: 30 points", "POTIRON: 6 letters × (7 − 2 errors)")
            XCTAssertTrue(harness.keyboardIsLocked)

            XCTAssertTrue(harness.page.handleTypedCharacter("a"))
            XCTAssertEqual(harness.page.game?.guesses.count, 8, "no guess is accepted after the end")

            let saved = GameHistory(store: KeyValueStore(path: harness.storePath)).games
            XCTAssertEqual(saved.count, 1, "the game is on disk before the panel shows")
            XCTAssertEqual(saved.first?.result, .won)
            XCTAssertEqual(saved.first?.score, 30)
            XCTAssertEqual(saved.first?.wrongLetters, [Letter("X")!, Letter("Q")!])
        }
    }

    func testALossShowsTheAnswerTheFullDrawingAndBlocksGuesses() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron"])
            defer { harness.close() }

            for letter in "PABCDEF" { harness.click(letter) }

            XCTAssertEqual(harness.page.game?.status, .lost)
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 6/6")
            XCTAssertEqual(harness.page.drawing.stage, 6)
            XCTAssertTrue(harness.page.drawing.isLost)
            XCTAssertEqual(harness.page.puzzle.label.text, "POTIRON", "a loss reveals the answer")
            let panel = harness.page.endPanel
            XCTAssertTrue(panel.isShown)
            XCTAssertEqual(panel.headline.text, "Hanged!")
            XCTAssertTrue(panel.answerLabel.text.contains("potiron"))
            XCTAssertFalse(panel.recordBox.isVisible, "a loss asks no name")
            XCTAssertTrue(harness.keyboardIsLocked)

            harness.click("O")
            XCTAssertTrue(harness.page.handleTypedCharacter("o"))
            XCTAssertEqual(harness.page.game?.guesses.count, 7)

            let saved = GameHistory(store: KeyValueStore(path: harness.storePath)).games
            XCTAssertEqual(saved.map(\.result), [.lost])
            XCTAssertEqual(saved.first?.score, 0)
        }
    }

    func testTheEndPanelIsInsideThePageUnderTheWordAndNoSecondWindowOpens() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron", "gallows"])
            defer { harness.close() }
            let windowsBefore = Window.toplevels.count
            for letter in "POTIRN" { harness.click(letter) }
            MainLoop.run(for: .milliseconds(400)) // anything that would open late

            let panel = harness.page.endPanel
            XCTAssertTrue(panel.isShown)
            XCTAssertTrue(panel.newGameButton.isVisible)
            XCTAssertEqual(Window.toplevels.count, windowsBefore, "no dialog window: the ending is on the board")
            XCTAssertEqual(panel.box.root?.widget.pointer, harness.window.widget.pointer, "the panel is in the game’s own window")
            let word = try XCTUnwrap(harness.page.puzzle.label.position(in: harness.page.root))
            let drawing = try XCTUnwrap(harness.page.drawing.area.position(in: harness.page.root))
            let top = try XCTUnwrap(panel.box.position(in: harness.page.root))
            XCTAssertGreaterThan(top.y, word.y, "under the word")
            XCTAssertGreaterThan(word.y, drawing.y, "the drawing and the word stay above, in sight")
            XCTAssertEqual(harness.page.game?.status, .won, "the finished game stays on the board until New Game")
            XCTAssertTrue(harness.keyboardIsLocked)
        }
    }

    func testNewGameFromTheEndPanelStartsTheNextWord() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron", "gallows"])
            defer { harness.close() }
            for letter in "POTIRN" { harness.click(letter) }
            let panel = harness.page.endPanel
            XCTAssertTrue(panel.isShown)

            panel.newGameButton.activate()

            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.puzzle.answer == "gallows" }))
            XCTAssertFalse(panel.isShown)
            XCTAssertTrue(harness.page.messageLabel.isVisible, "the message line is back for the new game")
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 0/6")
            XCTAssertTrue(harness.button("P").isSensitive)
            XCTAssertFalse(harness.keyboardIsLocked)
        }
    }

    func testAWordFromBundledDataShowsTheBannerWithItsReason() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: [], failure: .offline)
            defer { harness.close() }

            XCTAssertEqual(harness.page.game?.puzzle.answer, "fallback")
            XCTAssertEqual(harness.page.origin, .bundled(.offline))
            XCTAssertTrue(harness.page.banner.label.text.contains("No network connection"))
        }
    }

    func testTheTimerStartsAtTheFirstGuess() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["potiron"])
            defer { harness.close() }
            XCTAssertEqual(harness.page.status.timerLabel.text, "0:00")
            XCTAssertNil(harness.page.game?.startDate)

            harness.click("P")

            XCTAssertNotNil(harness.page.game?.startDate)
        }
    }

    func testTheSpinnerShowsOnlyWhenTheNextPuzzleIsSlowToCome() throws {
        try MainActor.assumeIsolated {
            let gate = DealGate()
            let first = PuzzleDeal.word(DealtWord(Puzzle.playable("potiron")!, origin: .online))
            let second = PuzzleDeal.word(DealtWord(Puzzle.playable("citrouille")!, origin: .online))
            let harness = try PageHarness(
                mode: .words,
                supply: ClosureSupply { @MainActor in
                    gate.dealsAsked += 1
                    guard gate.dealsAsked > 1 else { return first }
                    while !gate.isOpen { try? await Task.sleep(for: .milliseconds(10)) }
                    return second
                }
            )
            defer { harness.close() }
            XCTAssertFalse(harness.page.spinner.isVisible, "a puzzle served at once shows no spinner")

            harness.page.startNewGame()
            MainLoop.run(for: .milliseconds(50))
            XCTAssertFalse(harness.page.spinner.isVisible, "no spinner flashes during a short wait")
            XCTAssertTrue(MainLoop.run(until: { harness.page.spinner.isVisible }, timeout: .seconds(5)),
                          "a long wait shows the spinner")
            XCTAssertTrue(harness.page.spinner.isSpinning)

            gate.isOpen = true
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.puzzle.answer == "citrouille" }, timeout: .seconds(5)))
            XCTAssertFalse(harness.page.spinner.isVisible)
        }
    }

    /// A Words page over `queue`, taking the next deal ahead as the app does.
    @MainActor
    private static func pageWithReadyDeals(from queue: ReadyQueue<Puzzle>) throws -> PageHarness {
        try PageHarness(mode: .words, supply: PuzzleQueueSupply(queue))
    }

    func testNewGameShowsTheDealTakenAheadBeforeTheMainLoopTurns() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.pageWithReadyDeals(from: UITestSupport.queue(words: ["potiron", "citrouille", "courgette"]))
            defer { harness.close() }
            XCTAssertEqual(harness.page.game?.puzzle.answer, "potiron")
            XCTAssertTrue(MainLoop.run(until: { harness.page.session.hasNextDealAtHand }), "the next deal is taken while this game is played")
            harness.click("P")
            harness.page.startNewGame()
            XCTAssertEqual(harness.page.game?.puzzle.answer, "potiron", "a game under way is never dropped without a word")
            harness.page.giveUp()

            harness.page.startNewGame()
            // No main-loop iteration since New Game: the page already shows the next game.
            XCTAssertEqual(harness.page.game?.puzzle.answer, "citrouille")
            XCTAssertEqual(harness.page.game?.guesses, [], "a fresh game, not the last one's letters")
            XCTAssertEqual(harness.page.puzzle.label.text, PuzzleText.display(harness.page.game!))
            XCTAssertTrue(harness.button("P").isSensitive, "the keyboard is reset")
            XCTAssertFalse(harness.page.session.hasNextDealAtHand, "a deal is used once")

            XCTAssertTrue(MainLoop.run(until: { harness.page.session.hasNextDealAtHand }), "and the one after is taken ahead again")
            harness.page.startNewGame()
            XCTAssertEqual(harness.page.game?.puzzle.answer, "courgette", "in the queue's order")
        }
    }

    func testWithNothingReadyNothingIsTakenAheadAndNewGameFallsBackAsBefore() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.pageWithReadyDeals(from: UITestSupport.queue(words: [], failure: .offline))
            defer { harness.close() }
            XCTAssertEqual(harness.page.origin, .bundled(.offline))
            MainLoop.run(for: .milliseconds(100))
            XCTAssertFalse(harness.page.session.hasNextDealAtHand, "a bundled puzzle is never taken ahead")

            harness.page.startNewGame()
            XCTAssertNil(harness.page.game, "New Game waits for the queue")
            XCTAssertTrue(MainLoop.run(until: { harness.page.game != nil }))
            XCTAssertEqual(harness.page.origin, .bundled(.offline), "and gets the bundled puzzle with its reason")
        }
    }

    func testTheTimerStandsStillWhileTheGameIsOffScreen() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            harness.click("x")
            let page = harness.page
            XCTAssertTrue(page.game?.isClockRunning == true)
            page.setOnScreen(false)
            let frozen = try XCTUnwrap(page.game?.elapsed())
            let shown = page.status.timerLabel.text
            MainLoop.run(for: .milliseconds(1_200))
            XCTAssertEqual(page.game?.elapsed(), frozen, "not a moment counts while off screen")
            XCTAssertEqual(page.status.timerLabel.text, shown)
            XCTAssertFalse(page.game?.isClockRunning ?? true)
            page.setOnScreen(true)
            XCTAssertTrue(page.game?.isClockRunning == true, "it runs again once the game is back")
        }
    }

    func testAGameGivenUpIsStoredAsLostAndItsAnswerIsTold() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin", "lantern"])
            defer { harness.close() }
            harness.click("x")
            harness.click("p")
            XCTAssertTrue(harness.page.hasGameInProgress)
            harness.page.giveUp()
            harness.waitForSave()
            let stored = try XCTUnwrap(GameHistory(store: harness.store).games.first)
            XCTAssertEqual(stored.puzzle, "pumpkin")
            XCTAssertEqual(stored.result, .lost, "given up counts as lost: no streak is protected")
            XCTAssertEqual(stored.score, 0)
            XCTAssertEqual(stored.wrongLetters, [Letter("x")!])
            // It ends on the board, as any game does: the answer stays until New Game.
            XCTAssertTrue(MainLoop.run(until: { harness.page.endPanel.isShown }), "the end panel tells the game given up")
            XCTAssertEqual(harness.page.endPanel.headline.text, "You gave up")
            XCTAssertEqual(harness.page.endPanel.answerLabel.text, "The answer was “pumpkin”.")
            XCTAssertFalse(harness.page.endPanel.isAskingName)
            XCTAssertEqual(harness.page.game?.puzzle.answer, "pumpkin", "the answer is on the board")
            XCTAssertFalse(harness.page.hasGameInProgress)
            MainLoop.run(for: .milliseconds(200))
            XCTAssertEqual(harness.page.game?.puzzle.answer, "pumpkin", "no key pressed: it stays")

            harness.page.startNewGame()
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.puzzle.answer == "lantern" }), "New Game deals the next")
        }
    }
}

/// Holds a test's dealer back until the test opens it.
@MainActor
private final class DealGate {
    var dealsAsked = 0
    var isOpen = false

}

/// The letter keys from the keyboard alone.
final class LetterKeyboardFocusUITests: XCTestCase {
    func testAfterAKeyIsPlayedTheBoardHasTheFocusAndSaysTheResult() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            XCTAssertTrue(harness.button("A").grabFocus())
            harness.click("A") // Space on the focused key: the same action
            XCTAssertTrue(harness.page.board.hasFocus, "the used key goes grey: the focus goes to the board, not the tabs")
            XCTAssertEqual(harness.page.boardNews, "No A. 1 error of 6.")
            XCTAssertFalse(harness.button("A").isSensitive)

            XCTAssertTrue(harness.button("P").grabFocus())
            harness.click("P")
            XCTAssertTrue(harness.page.board.hasFocus)
            XCTAssertEqual(harness.page.boardNews, "Yes, P: 2 found. P, blank, blank, P, blank, blank, blank. 1 error of 6.")
        }
    }

    func testTheArrowsMoveAmongTheKeysAndNeverLeaveThem() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            MainLoop.run(for: .milliseconds(100)) // laid out
            let keyboard = harness.page.keyboard
            XCTAssertTrue(harness.button("A").grabFocus())
            keyboard.moveFocus(.left)
            XCTAssertEqual(keyboard.focusedLetter, Letter("A"), "the first key is an edge: the focus stays")
            keyboard.moveFocus(.up)
            XCTAssertEqual(keyboard.focusedLetter, Letter("A"), "never up to the tabs or the levels")
            keyboard.moveFocus(.right)
            XCTAssertEqual(keyboard.focusedLetter, Letter("B"))
            keyboard.moveFocus(.down)
            let below = try XCTUnwrap(keyboard.focusedLetter)
            XCTAssertNotEqual(below, Letter("B"), "down goes to the next row")
            XCTAssertEqual(
                keyboard.button(for: below).position(in: keyboard.grid)?.x, keyboard.button(for: Letter("B")!).position(in: keyboard.grid)?.x,
                "straight down")
            for _ in 0..<10 { keyboard.moveFocus(.down) }
            XCTAssertNotNil(keyboard.focusedLetter, "the last row is an edge too")
        }
    }
}
