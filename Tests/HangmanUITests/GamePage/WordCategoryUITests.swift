import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// The Words page's category picker, with the real English list: what it offers, what it deals.
final class WordCategoryUITests: XCTestCase {
    private static let wordsDirectory = TestSupport.repositoryRoot.appendingPathComponent("data/words").path
    private static let english = LoadedOnce {
        WordLexicon(language: .english, directory: TestSupport.repositoryRoot.appendingPathComponent("data/words").path)
    }

    private static func supply(_ choice: WordChoice) -> WordSupply {
        WordSupply(choice: choice, http: NoNetwork(), endpoints: [], lexicon: english, waitLimit: .milliseconds(50))
    }

    private struct NoNetwork: HTTPFetching {
        func get(_ url: String) async throws(HTTPError) -> HTTPResponse { throw .cannotConnect }
    }

    func testAPickedCategoryDealsOnlyItsWordsWithoutABannerAndRestsTheLevels() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let settings = WordSettings(
                store: KeyValueStore(path: UITestSupport.temporaryDirectory() + "/settings.json"), desktopLanguage: .english)
            let picker = WordCategoryPicker(settings: settings) { WordLexicon.offeredCategories(in: $0, directory: Self.wordsDirectory) }
            let levels = WordLevelPicker(settings: settings)
            let harness = try PageHarness(mode: .words, supply: Self.supply(settings.choice))
            defer { harness.close() }
            picker.onChange = {
                levels.restsForCategory(settings.category != nil)
                harness.page.session.changeSupply(to: Self.supply(settings.choice))
            }
            XCTAssertNil(picker.selected, "All by default")
            XCTAssertTrue(picker.categories.contains(.animals), "\(picker.categories)")
            XCTAssertFalse(picker.categories.contains(.sport), "fewer than 100 English words: not offered")

            picker.dropDown.selectedIndex = try XCTUnwrap(picker.categories.firstIndex(of: .animals)) + 1
            XCTAssertEqual(settings.category, .animals, "stored")
            XCTAssertFalse(levels.buttons[0].isSensitive, "a category deals every level: the levels rest")
            for _ in 0..<6 {
                if harness.page.hasGameInProgress {
                    harness.page.giveUp()
                    harness.waitForSave()
                }
                harness.page.startNewGame()
                _ = MainLoop.run(until: { harness.page.game?.guesses.isEmpty == true }, timeout: .seconds(5))
                let answer = try XCTUnwrap(harness.page.game?.puzzle.answer)
                XCTAssertEqual(Self.english.wrappedValue.entry(for: answer)?.category, .animals, answer)
                let level = try XCTUnwrap(Self.english.wrappedValue.entry(for: answer)?.level)
                XCTAssertEqual(harness.page.captionLabel.text, "English · Animals · \(level.displayName)",
                               "the board says the word's level, which multiplies its score")
                XCTAssertFalse(harness.page.banner.revealer.isRevealed, "the list is the chosen source: nothing is wrong")
                harness.click("Q")
                harness.click("J")
                if harness.page.game?.wrongGuessCount ?? 0 > 0 {
                    XCTAssertFalse(
                        harness.page.hintPanel.labels[0].text.contains("animal"), "no category hint: the player chose it")
                }
            }

            picker.dropDown.selectedIndex = 0
            XCTAssertNil(settings.category, "All again")
            XCTAssertTrue(levels.buttons[0].isSensitive)
        }
    }

    func testACategoryTheNewWordLanguageDoesNotOfferFallsBackToAll() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let settings = WordSettings(
                store: KeyValueStore(path: UITestSupport.temporaryDirectory() + "/settings.json"), desktopLanguage: .english)
            let offered: (WordLanguage) -> [WordCategory] = { WordLexicon.offeredCategories(in: $0, directory: Self.wordsDirectory) }
            let picker = WordCategoryPicker(settings: settings, offered: offered)
            // A category English offers and another language does not (which one depends on the lists).
            let (category, missing) = try XCTUnwrap(offered(.english).lazy.compactMap { category in
                WordLanguage.allCases.first { !offered($0).contains(category) }.map { (category, $0) }
            }.first)
            picker.select(category)
            XCTAssertEqual(settings.category, category)
            try settings.setLanguage(missing)
            picker.refresh()
            XCTAssertNil(picker.selected, "\(missing) has too few words of \(category): All is shown")
            XCTAssertEqual(picker.categories, offered(missing))
            XCTAssertEqual(settings.category, category, "the choice is kept for the languages that offer it")
        }
    }
}
