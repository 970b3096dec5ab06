import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

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

    /// The green of a found letter and of a win reads in light, dark and high contrast: 4.5:1 for
    /// the message on the page, 3:1 for the large headline on its green-tinted panel (WCAG AA).
    func testGreenTextReadsInLightDarkAndHighContrast() throws {
        try Self.inEveryTheme { harness, base, scheme in
            let page = harness.page
            harness.click("P")
            XCTAssertTrue(page.messageLabel.hasCSSClass("good-guess"), scheme)
            XCTAssertGreaterThanOrEqual(Self.contrast(page.messageLabel.themeForegroundColor, base), 4.5, "the found-letter message, \(scheme)")

            for letter in "UMKIN" { harness.click(letter) }
            XCTAssertTrue(MainLoop.run(until: { page.endPanel.isShown }), scheme)
            let headline = page.endPanel.headline
            let success = try XCTUnwrap(headline.themeColor(named: "success_color"), scheme)
            let panel = Self.blend(success, alpha: 0.12, over: base) // .end-panel.won's background
            XCTAssertGreaterThanOrEqual(Self.contrast(headline.themeForegroundColor, panel), 3, "Well done!, \(scheme)")
        }
    }

    /// The red of a loss reads too: the missed letters in the puzzle (large, bold: 3:1) and the
    /// list of wrong letters (4.5:1), on the page.
    func testRedTextReadsInLightDarkAndHighContrast() throws {
        try Self.inEveryTheme { harness, base, scheme in
            let page = harness.page
            for letter in "PUABCDEF" { harness.click(letter) }
            XCTAssertEqual(page.game?.status, .lost, scheme)
            let missed = try XCTUnwrap(page.puzzle.label.highlightColor, scheme)
            XCTAssertGreaterThanOrEqual(Self.contrast(missed, base), 3, "the missed letters, \(scheme)")
            XCTAssertGreaterThanOrEqual(Self.contrast(page.status.wrongLettersLabel.themeForegroundColor, base), 4.5, "Wrong:, \(scheme)")
        }
    }

    /// Runs `body` on a fresh Words page ("pumpkin") in Adwaita and HighContrast, light and dark,
    /// with the page's background colour and the theme's name for messages.
    private static func inEveryTheme(_ body: @MainActor (PageHarness, RGBA, String) throws -> Void) throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            defer { DesktopSettings.setTheme("Adwaita", preferDark: false) }
            for (theme, dark) in [("Adwaita", false), ("Adwaita", true), ("HighContrast", false), ("HighContrast", true)] {
                DesktopSettings.setTheme(theme, preferDark: dark)
                let harness = try PageHarness(words: ["pumpkin"])
                defer { harness.close() }
                let scheme = "\(theme)\(dark ? ", dark" : "")"
                let base = try XCTUnwrap(harness.page.messageLabel.themeColor(named: "theme_base_color"), scheme)
                try body(harness, base, scheme)
            }
        }
    }

    private static func blend(_ color: RGBA, alpha: Double, over base: RGBA) -> RGBA {
        RGBA(red: color.red * alpha + base.red * (1 - alpha), green: color.green * alpha + base.green * (1 - alpha),
             blue: color.blue * alpha + base.blue * (1 - alpha))
    }

    /// WCAG's contrast ratio of two opaque colours.
    private static func contrast(_ first: RGBA, _ second: RGBA) -> Double {
        func luminance(_ color: RGBA) -> Double {
            let linear = [color.red, color.green, color.blue].map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (light, dark) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
        return (light + 0.05) / (dark + 0.05)
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
