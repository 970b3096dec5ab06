import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// The rules in the game (F1), with the figures the engine plays by.
final class HowToPlayUITests: XCTestCase {
    func testTheRulesSayTheErrorsTheHintsTheScoreAndTheRecords() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let rules = HowToPlayWindow(over: nil)
            rules.present()
            defer { rules.window.destroy() }
            XCTAssertTrue(MainLoop.run(until: { rules.window.isVisible }))
            let text = rules.paragraphs.map(\.text).joined(separator: " ")
            XCTAssertTrue(text.contains("\(Game.maxWrongGuesses) wrong letters and the game is lost"), text)
            XCTAssertTrue(text.contains("after 2 wrong letters") && text.contains("after 4") && text.contains("after 5"), "the film hints")
            XCTAssertTrue(text.contains("6 × 5 = 30"), "the score, with the engine's example")
            XCTAssertEqual(Score.points(distinctLetters: 6, wrongGuesses: 2, won: true), 30)
            XCTAssertTrue(text.contains("record"))
            XCTAssertTrue(rules.closeButton.containsFocus)
        }
    }

    func testF1OpensTheRules() {
        MainActor.assumeIsolated {
            XCTAssertEqual(AppAction.howToPlay.accelerators, ["F1"])
        }
    }
}
