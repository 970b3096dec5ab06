import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// The Movies page driven through its real GTK widgets under Xvfb.
final class MoviesPageUITests: XCTestCase {
    static let casablanca = Film(
        imdbID: "tt0034583", title: "Casablanca", year: "1942", released: "23 Jan 1943", imdbRating: "8.5", rated: "PG",
        genres: ["Drama", "Romance", "War"], directors: ["Michael Curtiz"],
        actors: ["Humphrey Bogart", "Ingrid Bergman", "Paul Henreid", "Claude Rains"])

    static let obscure = Film(imdbID: "tt0040000", title: "The Lost Reel", year: "1948", directors: [])

    func testWrongLettersRevealTheHintsAtTwoFourAndFiveErrors() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(films: [Self.casablanca])
            defer { harness.close() }
            let panel = try XCTUnwrap(harness.page.hintPanel)
            XCTAssertEqual(panel.revealedCount, 0)

            harness.click("X")
            XCTAssertEqual(panel.revealedCount, 0, "no hint after one error")
            harness.click("Q")
            XCTAssertEqual(panel.revealedCount, 1, "the release date appears after the second error")
            XCTAssertEqual(panel.labels[0].text, "Released: January 23, 1943")

            harness.click("Z")
            XCTAssertEqual(panel.revealedCount, 1)
            harness.click("J")
            XCTAssertEqual(panel.revealedCount, 2, "rating and genre appear after the fourth error")
            XCTAssertEqual(panel.labels[1].text, "IMDb rating: 8.5/10 · Genres: Drama, Romance, War", "no US certificate, a plural for three genres")

            harness.click("K")
            XCTAssertEqual(panel.revealedCount, 3, "directors and actors appear after the fifth error")
            XCTAssertEqual(panel.labels[2].text, "Directed by Michael Curtiz · Starring Humphrey Bogart, Ingrid Bergman, Paul Henreid")
        }
    }

    func testAFilmThatKnowsOnlyItsYearShowsItsYearAndNoEmptyHint() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(films: [Self.obscure])
            defer { harness.close() }
            for letter in "QZJKX" { harness.click(letter) }

            let panel = harness.page.hintPanel
            XCTAssertEqual(panel.revealedCount, 1, "unknown rating, genre and people buy no hint")
            XCTAssertEqual(panel.labels[0].text, "Released: 1948", "the year stands in for an unknown release date")
            XCTAssertFalse(panel.labels.map(\.text).joined().contains("unknown"))
        }
    }

    func testABundledFilmShowsItsGenresAloneAndItsLeads() throws {
        try MainActor.assumeIsolated {
            let bundled = Film(
                imdbID: "tt0041866", title: "Samson and Delilah", year: "1949", released: "1949-12", genres: ["Drama"],
                directors: ["Cecil B. DeMille"], actors: ["Hedy Lamarr", "Victor Mature", "George Sanders"])
            let harness = try PageHarness(films: [bundled], bundled: .missingAPIKey)
            defer { harness.close() }
            for letter in "QZJKX" { harness.click(letter) }

            XCTAssertEqual(harness.page.hintPanel.labels.map(\.text), [
                "Released: December 1949",
                "Genre: Drama",
                "Directed by Cecil B. DeMille · Starring Hedy Lamarr, Victor Mature, George Sanders",
            ])
        }
    }

    func testWinningAFilmShowsTheEndOnTheBoardAndStoresAMoviesGame() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(films: [Self.casablanca])
            defer { harness.close() }

            for letter in "XCASBLN" { harness.click(letter) }

            XCTAssertEqual(harness.page.game?.status, .won)
            let panel = harness.page.endPanel
            XCTAssertTrue(panel.isShown)
            XCTAssertTrue(panel.answerLabel.text.contains("Casablanca"))
            XCTAssertTrue(harness.keyboardIsLocked)
            let saved = GameHistory(store: KeyValueStore(path: harness.storePath)).games
            XCTAssertEqual(saved.map(\.mode), [.movies])
            XCTAssertEqual(saved.first?.puzzle, "Casablanca")
            XCTAssertEqual(saved.first?.score, 6 * 6, "C A S B L N: 6 distinct letters × (7 − 1 error)")
        }
    }

    func testPunctuationIsShownAndAccentedLettersRevealAsWritten() throws {
        try MainActor.assumeIsolated {
            let film = Film(imdbID: "tt0050000", title: "Amélie: l'été!", year: "1950", directors: ["Someone"])
            let harness = try PageHarness(films: [film])
            defer { harness.close() }
            XCTAssertTrue(harness.page.puzzle.label.text.contains(":"))
            XCTAssertTrue(harness.page.puzzle.label.text.contains("'"))

            harness.click("E")

            XCTAssertTrue(harness.page.puzzle.label.text.contains("É"), "guessing E reveals É")
            XCTAssertEqual(harness.page.status.errorsLabel.text, "Errors: 0/6")
        }
    }

    func testAFilmFromTheCatalogueForWantOfAKeyOffersPreferences() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(films: [Self.casablanca], bundled: .missingAPIKey)
            defer { harness.close() }

            XCTAssertTrue(harness.page.banner.label.text.contains("add a free OMDb API key in Preferences"))
            XCTAssertTrue(harness.page.banner.preferencesButton.isVisible)
        }
    }

    func testAnInvalidKeyAndAnExhaustedKeyAreExplainedDifferently() throws {
        try MainActor.assumeIsolated {
            let invalid = try PageHarness(films: [Self.casablanca], bundled: .invalidAPIKey)
            XCTAssertTrue(invalid.page.banner.label.text.contains("OMDb refused the API key"))
            invalid.close()
            let exhausted = try PageHarness(films: [Self.casablanca], bundled: .requestLimitReached)
            XCTAssertTrue(exhausted.page.banner.label.text.contains("used its requests for today"))
            exhausted.close()
            let offline = try PageHarness(films: [Self.casablanca], bundled: .offline)
            XCTAssertTrue(offline.page.banner.label.text.contains("No network connection"))
            XCTAssertFalse(offline.page.banner.preferencesButton.isVisible, "Preferences cannot fix the network")
            offline.close()
        }
    }

    func testAKeyRefusedFromTheEnvironmentPointsToTheVariableNotToPreferences() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(films: [Self.casablanca], bundled: .invalidAPIKey)
            defer { harness.close() }
            harness.page.banner.keyIsFromEnvironment = true
            harness.page.banner.show(.bundled(.invalidAPIKey), mode: .movies)
            XCTAssertTrue(harness.page.banner.label.text.contains("OMDB_API_KEY environment variable"), harness.page.banner.label.text)
            XCTAssertFalse(harness.page.banner.label.text.contains("Preferences"))
            XCTAssertFalse(harness.page.banner.preferencesButton.isVisible, "Preferences cannot change that key")
            harness.page.banner.show(.bundled(.missingAPIKey), mode: .movies)
            XCTAssertTrue(harness.page.banner.preferencesButton.isVisible, "a missing key can still be typed in Preferences")
        }
    }

    func testTheBannerHasAnIconAndCloseButtonAndReturnsWithTheNextCause() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(films: [Self.casablanca], bundled: .offline)
            defer { harness.close() }
            let banner = harness.page.banner
            XCTAssertTrue(banner.revealer.isRevealed)
            XCTAssertEqual(banner.icon.iconName, "network-offline-symbolic")
            banner.closeButton.emitClicked()
            XCTAssertFalse(banner.revealer.isRevealed, "closed")
            banner.show(.bundled(.offline), mode: .movies)
            XCTAssertFalse(banner.revealer.isRevealed, "the same cause does not bring it back")
            banner.show(.bundled(.missingAPIKey), mode: .movies)
            XCTAssertTrue(banner.revealer.isRevealed, "the next cause does")
            XCTAssertEqual(banner.icon.iconName, "dialog-information-symbolic")
            banner.show(.online, mode: .movies)
            banner.show(.bundled(.offline), mode: .movies)
            XCTAssertTrue(banner.revealer.isRevealed, "and after an online game, offline again is news")
        }
    }
}
