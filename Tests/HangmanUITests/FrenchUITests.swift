import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// The game in French, with the catalogue `make` compiles into build/locale.
final class FrenchUITests: XCTestCase {
    /// Switches gettext to French for `body`, then back to the untranslated English the other
    /// tests expect.
    @MainActor
    private static func inFrench(_ body: () throws -> Void) throws {
        let localeDirectory = UITestSupport.repositoryRoot + "/build/locale"
        guard FileManager.default.fileExists(atPath: localeDirectory + "/fr/LC_MESSAGES/hangman.mo") else {
            XCTFail("build/locale/fr is missing: run `make data` (make test does)")
            return
        }
        setenv("LC_ALL", "C.UTF-8", 1)
        setenv("LANGUAGE", "fr", 1)
        Localization.setUp(domain: AppIdentity.gettextDomain, localeDirectory: localeDirectory)
        defer {
            unsetenv("LANGUAGE")
            Localization.tearDown()
        }
        try body()
    }

    func testTheWordsPageTitleAndTheKeyboardHintAreFrench() throws {
        try MainActor.assumeIsolated {
            try Self.inFrench {
                let harness = try PageHarness(words: ["potiron"])
                defer { harness.close() }

                XCTAssertEqual(tr("Words"), "Mots", "the Words page title")
                XCTAssertEqual(harness.page.messageLabel.text, "Tapez une lettre ou cliquez sur l’une de celles ci-dessous.")
                XCTAssertEqual(harness.page.errorsLabel.text, "Erreurs\u{202F}: 0/6")

                for letter in "XQPOTIRN" { harness.click(letter) }
                let dialog = try XCTUnwrap(harness.page.endDialog)
                XCTAssertTrue(dialog.scoreLabel.text.contains("30 points"), dialog.scoreLabel.text)
            }
        }
    }

    func testFrenchPluralsFollowTheCount() throws {
        try MainActor.assumeIsolated {
            try Self.inFrench {
                XCTAssertEqual(ntr("{score} point", "{score} points", 1).filling(["score": "1"]), "1 point")
                XCTAssertEqual(ntr("{score} point", "{score} points", 2).filling(["score": "2"]), "2 points")
                XCTAssertNotEqual(tr("New Record!"), "New Record!")
            }
        }
    }
}
