import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// Motion and the end of a game on the board: strokes that draw themselves in, the loss that
/// shows what was missed, the win that celebrates, and all of it at once without animations.
final class BoardFeelUITests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { DesktopSettings.setAnimationsEnabled(true) }
    }

    func testALossMarksExactlyTheMissedLettersInThePuzzleAndOnTheKeys() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            for letter in "PUABCDEF" { harness.click(letter) }
            XCTAssertEqual(harness.page.game?.status, .lost)

            let label = harness.page.puzzle.label
            let characters = Array(label.text)
            let highlighted = label.highlightedRanges.map { String(characters[$0]) }
            XCTAssertEqual(highlighted, ["M", "K", "I", "N"], "the letters never found, where they stand")
            for letter in Letter.alphabet {
                XCTAssertEqual(harness.button(letter.character).hasCSSClass("letter-missed"), "MKIN".contains(letter.character), "\(letter)")
            }
            XCTAssertEqual(harness.page.game?.missedLetters.map(\.description), ["I", "K", "M", "N"])
        }
    }

    func testAWinHighlightsNothingAndStartsTheCelebration() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            XCTAssertFalse(harness.page.drawing.isCelebrating)
            for letter in "XPUMKIN" { harness.click(letter) }
            XCTAssertTrue(harness.page.drawing.isCelebrating, "the figure is freed")
            XCTAssertTrue(harness.page.drawing.isAnimating, "and the confetti falls")
            XCTAssertTrue(harness.page.puzzle.label.highlightedRanges.isEmpty)
            XCTAssertTrue(MainLoop.run(until: { !harness.page.drawing.isAnimating }), "the celebration ends")
            XCTAssertEqual(harness.page.drawing.celebrationProgress, 1)

            harness.page.startNewGame()
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.guesses.isEmpty == true }))
            XCTAssertFalse(harness.page.drawing.isCelebrating, "a new game hangs the gallows back")
        }
    }

    func testANewStrokeDrawsItselfIn() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            _ = harness.page.handleTypedCharacter("x")
            XCTAssertLessThan(harness.page.drawing.strokeProgress, 1, "the head starts undrawn")
            XCTAssertTrue(harness.page.drawing.isAnimating)
            XCTAssertTrue(MainLoop.run(until: { harness.page.drawing.strokeProgress == 1 }))
            XCTAssertFalse(harness.page.drawing.isAnimating, "the frame clock lets go")
        }
    }

    func testWithAnimationsOffEverythingAppearsAtOnce() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            DesktopSettings.setAnimationsEnabled(false)
            for letter in "XQZ" {
                _ = harness.page.handleTypedCharacter(letter)
                XCTAssertEqual(harness.page.drawing.strokeProgress, 1, "the stroke is drawn at once")
                XCTAssertFalse(harness.page.drawing.isAnimating)
            }
            for letter in "PUMKIN" { _ = harness.page.handleTypedCharacter(letter) }
            XCTAssertTrue(harness.page.drawing.isCelebrating)
            XCTAssertEqual(harness.page.drawing.celebrationProgress, 1, "the confetti has landed already")
            XCTAssertFalse(harness.page.drawing.isAnimating)
            harness.waitForSave()
            XCTAssertEqual(harness.page.endPanel.scoreLabel.text, "Score: 24 points", "no count-up: the score at once")
        }
    }
}
