import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// Nothing on the board jumps while a game is played: the counters keep their place as wrong
/// letters are added, a film's hints fill rows kept for them, and the window keeps its size.
final class SteadyBoardUITests: XCTestCase {
    /// Where the drawing, the counters, the keyboard and the puzzle are, and the window's size.
    @MainActor
    private static func layout(_ harness: PageHarness) -> [String] {
        let page = harness.page
        func place(_ name: String, _ widget: some WidgetRepresentable) -> String {
            let position = widget.widget.position(in: page.root)
            return "\(name) at \(position.map { "\($0.x),\($0.y)" } ?? "nowhere"), \(widget.widget.width) wide"
        }
        return [
            place("drawing", page.drawing.area), place("counters", page.status.box), place("wrong letters", page.status.wrongLettersLabel),
            place("keyboard", page.keyboard.grid), "window \(harness.window.size.width)x\(harness.window.size.height)",
        ]
    }

    func testTheCountersTheKeyboardAndTheWindowStayPutThroughFiveErrorsOnAFilm() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(films: [MoviesPageUITests.casablanca])
            defer { harness.close() }
            let before = Self.layout(harness)
            for letter in "XQZJK" {
                harness.click(letter)
                MainLoop.run(for: .milliseconds(400))  // past the hints' fade
                XCTAssertEqual(Self.layout(harness), before, "after \(letter)")
            }
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 3, "the three hints are shown")
            XCTAssertEqual(harness.page.status.wrongLettersLabel.text, "Wrong: X\u{00A0}Q\u{00A0}Z\u{00A0}J\u{00A0}K")
        }
    }

    func testThePuzzleKeepsItsWidthAsLettersAreFound() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            let blank = harness.page.puzzle.label.naturalWidth
            for letter in "PMUK" {
                harness.click(letter)
                XCTAssertEqual(harness.page.puzzle.label.naturalWidth, blank, "after \(letter): \(harness.page.puzzle.label.text)")
            }
        }
    }

    func testAFoundLetterIsCheeredWithHowManyItOpenedAndAWrongOneIsNot() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            let message = harness.page.messageLabel
            harness.click("P")
            XCTAssertEqual(message.text, "Yes, P is in it: 2 found!")
            XCTAssertTrue(message.hasCSSClass("good-guess"))
            harness.click("X")
            XCTAssertEqual(message.text, "No X in it.")
            XCTAssertFalse(message.hasCSSClass("good-guess"))
            harness.click("K")
            XCTAssertEqual(message.text, "Yes, K is in it: 1 found!")
            XCTAssertTrue(message.hasCSSClass("good-guess"))
        }
    }
}
