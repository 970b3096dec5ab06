import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// The French, Spanish, German and Italian interfaces: their own words on the board, and every
/// page and question still fits a 360 px window (German runs about 30 % longer than English).
final class InterfaceLanguagesUITests: XCTestCase {
    private static let expected: [String: (words: String, errors: String, wellDone: String)] = [
        "fr": ("Mots", "Erreurs\u{00A0}: 0/6", "Bravo\u{202F}!"),
        "es": ("Palabras", "Errores: 0/6", "¡Bien hecho!"),
        "de": ("Wörter", "Fehler: 0/6", "Gut gemacht!"),
        "it": ("Parole", "Errori: 0/6", "Ben fatto!"),
    ]

    private func checkLanguage(_ language: String) throws {
        try MainActor.assumeIsolated {
            try UITestSupport.inLanguage(language) {
                let expected = try XCTUnwrap(Self.expected[language])
                XCTAssertEqual(tr("Words"), expected.words)
                let harness = try PageHarness(words: ["potiron"])
                defer { harness.close() }
                XCTAssertEqual(harness.page.status.errorsLabel.text, expected.errors)
                harness.window.setDefaultSize(width: 360, height: 700)
                _ = MainLoop.run(until: { harness.window.width <= 360 }, timeout: .seconds(2))
                XCTAssertEqual(harness.window.width, 360, "\(language): the Words page lets the window be 360 px wide")

                for letter in "POTIRN" { harness.click(letter) }
                let panel = harness.page.endPanel
                XCTAssertTrue(MainLoop.run(until: { panel.isShown }), "the end panel")
                XCTAssertEqual(panel.headline.text, expected.wellDone, language)
                _ = MainLoop.run(until: { harness.window.width <= 360 }, timeout: .seconds(1))
                XCTAssertEqual(harness.window.width, 360, "\(language): the end panel and its record fit 360 px")

                let (window, stats) = try UITestSupport.statsPageOfLongNamedGames(playedOn: [Date()], width: 360)
                defer { window.destroy() }
                XCTAssertEqual(window.width, 360, "\(language): the Stats page lets the window be 360 px wide: \(stats.recentCellTexts)")

                for question in [(tr("Give Up This Game?"), tr("It counts as a lost game, and its answer is shown.")),
                                 (tr("Reset Movies Statistics?"), tr("This deletes {count} games and the records of Movies. Words keeps its own. This cannot be undone."))] {
                    let dialog = ConfirmDialog(title: question.0, message: question.1, confirmLabel: tr("_Give Up"), over: nil) {}
                    dialog.present()
                    XCTAssertTrue(MainLoop.run(until: { dialog.window.isVisible }))
                    _ = MainLoop.run(until: { false }, timeout: .milliseconds(200))
                    XCTAssertLessThanOrEqual(dialog.window.width, 360, "\(language): \(question.0) fits a 360 px screen")
                    dialog.window.destroy()
                }
            }
        }
    }

    func testFrench() throws { try checkLanguage("fr") }
    func testSpanish() throws { try checkLanguage("es") }
    func testGerman() throws { try checkLanguage("de") }
    func testItalian() throws { try checkLanguage("it") }
}
