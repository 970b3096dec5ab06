import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// The game in French, with the catalogue `make` compiles into build/locale.
final class FrenchUITests: XCTestCase {
    @MainActor
    private static func inFrench(_ body: () throws -> Void) throws {
        try UITestSupport.inFrench(body)
    }

    func testTheWordsPageTitleAndTheKeyboardHintAreFrench() throws {
        try MainActor.assumeIsolated {
            try Self.inFrench {
                let harness = try PageHarness(words: ["potiron"])
                defer { harness.close() }

                XCTAssertEqual(tr("Words"), "Mots", "the Words page title")
                XCTAssertEqual(harness.page.messageLabel.text, "Tapez une lettre ou cliquez sur l’une des touches ci-dessous.")
                XCTAssertEqual(harness.page.status.errorsLabel.text, "Erreurs\u{00A0}: 0/6")

                for letter in "XQPOTIRN" { harness.click(letter) }
                let panel = harness.page.endPanel
                XCTAssertTrue(MainLoop.run(until: { panel.scoreLabel.text.contains("30 points") }), panel.scoreLabel.text)
                XCTAssertEqual(panel.headline.text, "Bravo\u{202F}!")
            }
        }
    }

    func testFilmHintsSpeakFrenchDatesGenresAndDecimals() throws {
        try MainActor.assumeIsolated {
            try Self.inFrench {
                let harness = try PageHarness(films: [MoviesPageUITests.casablanca])
                defer { harness.close() }
                for letter in "XQZJK" { harness.click(letter) }

                XCTAssertEqual(harness.page.hintPanel.labels.map(\.text), [
                    "Sortie\u{00A0}: 23 janvier 1943",
                    "Note IMDb\u{00A0}: 8,5/10 · Genres\u{00A0}: Drame, Romance, Guerre",
                    "Réalisé par Michael Curtiz · Avec Humphrey Bogart, Ingrid Bergman, Paul Henreid",
                ])
                XCTAssertEqual(FilmHintText.format(ReleaseDate(year: 1953, month: 4)!), "avril 1953")
                XCTAssertEqual(FilmHintText.format(ReleaseDate(year: 1960, month: 3, day: 1)!), "1er mars 1960")
                XCTAssertEqual(FilmHintText.format(ReleaseDate(year: 1953)!), "1953")
                XCTAssertEqual(FilmHintText.text(for: .ratingAndGenre(rating: nil, rated: nil, genres: ["Sci-Fi", "Film-Noir"])),
                               "Genres\u{00A0}: Science-fiction, Film noir")
            }
        }
    }

    func testTheBoardsErrorCountAgreesInFrench() throws {
        try MainActor.assumeIsolated {
            try Self.inFrench {
                for (errors, expected) in [(0, "0 erreur sur 6"), (1, "1 erreur sur 6"), (2, "2 erreurs sur 6")] {
                    XCTAssertEqual(
                        ntr("{count} error of {max}", "{count} errors of {max}", errors)
                            .filling(["count": "\(errors)", "max": "6"]),
                        expected)
                }
            }
        }
    }

    func testFrenchPluralsFollowTheCount() throws {
        try MainActor.assumeIsolated {
            try Self.inFrench {
                XCTAssertEqual(EndPanel.scoreText(1), "Score\u{00A0}: 1 point")
                XCTAssertEqual(EndPanel.scoreText(2), "Score\u{00A0}: 2 points")
                XCTAssertEqual(EndPanel.rankText(rank: 2, mode: .words), "2ᵉ meilleur score en Mots")
            }
        }
    }

    /// French words are longer: the hint under the word wraps, and the tables still fit, so the
    /// window goes down to 360 px on every page.
    func testTheWordsPageAndTheStatsFitA360PixelWindowInFrench() throws {
        try MainActor.assumeIsolated {
            try Self.inFrench {
                let harness = try PageHarness(words: ["potiron"])
                defer { harness.close() }
                harness.window.setDefaultSize(width: 360, height: 700)
                _ = MainLoop.run(until: { harness.window.width <= 360 }, timeout: .seconds(2))
                XCTAssertEqual(harness.page.messageLabel.text, "Tapez une lettre ou cliquez sur l’une des touches ci-dessous.")
                XCTAssertEqual(harness.window.width, 360, "the Words page lets the window be 360 px wide")

                let (window, stats) = try UITestSupport.statsPageOfLongNamedGames(playedOn: [Date()], width: 360)
                defer { window.destroy() }
                XCTAssertTrue(stats.recentCellTexts.contains("Réponse"), "\(stats.recentCellTexts)")
                XCTAssertTrue(stats.recentCellTexts.contains("Gagnée, 0\u{00A0}erreur\n86 points"), "\(stats.recentCellTexts)")
                XCTAssertEqual(window.width, 360, "the Stats page lets the window be 360 px wide")
            }
        }
    }

    /// "Perdues" under the chart's last bar is wider than the bar's slot at 360 px: it is moved
    /// in, never drawn past the chart's edge; a label that fits stays centred.
    func testAChartLabelWiderThanItsSlotStaysInsideTheChart() {
        XCTAssertEqual(CairoContext.left(ofTextWide: 56, centeredOn: 297, within: 0...320), 264)
        XCTAssertEqual(CairoContext.left(ofTextWide: 10, centeredOn: 297, within: 0...320), 292)
        XCTAssertEqual(CairoContext.left(ofTextWide: 56, centeredOn: 10, within: 0...320), 0)
        XCTAssertEqual(CairoContext.left(ofTextWide: 400, centeredOn: 160, within: 0...320), 0)
    }
}
