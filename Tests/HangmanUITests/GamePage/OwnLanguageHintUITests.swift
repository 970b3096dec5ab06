import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// The second hint, after three wrong letters, is a definition in the word's own language: the
/// line a native speaker's review wrote for it (`data/words/review-facts-<lang>.tsv`), read
/// from the bundled lists as the game reads them, and the end panel gives it, then the English.
final class OwnLanguageHintUITests: XCTestCase {
    private static let wordsDirectory = TestSupport.repositoryRoot.appendingPathComponent("data/words").path

    /// A common word of each language, and three letters it does not hold.
    private static let words: [(WordLanguage, String, String)] = [
        (.english, "window", "QZJ"), (.french, "fenêtre", "QZJ"), (.spanish, "ventana", "QZJ"),
        (.german, "Fenster", "QZJ"), (.italian, "finestra", "QZJ"),
    ]

    /// The reviewed hint of `word` in `language`'s review file.
    private static func reviewedHint(_ word: String, in language: WordLanguage) throws -> String {
        let text = try String(contentsOfFile: "\(wordsDirectory)/review-facts-\(language.rawValue).tsv", encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.hasPrefix(word + "\t") }
        let fields = try XCTUnwrap(line, "\(word) has a reviewed entry").split(separator: "\t", omittingEmptySubsequences: false)
        return String(fields[2])
    }

    func testTheDefinitionHintAfterThreeWrongLettersIsInTheWordsOwnLanguage() throws {
        try MainActor.assumeIsolated {
            for (language, word, wrongLetters) in Self.words {
                let lexicon = WordLexicon(language: language, directory: Self.wordsDirectory)
                let facts = try XCTUnwrap(lexicon.facts(for: word), "\(word) is dealt")
                let reviewed = try Self.reviewedHint(word, in: language)
                XCTAssertEqual(facts.definition, reviewed, "\(word): the bundled hint is the reviewed one")
                if language != .english {
                    XCTAssertNotEqual(facts.definition, facts.meaning, "\(word): the hint is no English translation")
                }
                let deal = PuzzleDeal.word(DealtWord(
                    Puzzle.playable(word)!, origin: .online, choice: WordChoice(language: language, level: .normal), facts: facts))
                let harness = try PageHarness(mode: .words, supply: ClosureSupply { deal })
                defer { harness.close() }
                for letter in wrongLetters { harness.click(letter) }
                XCTAssertEqual(harness.page.hintPanel.revealedCount, 2, "\(word): the kind, then the definition")
                XCTAssertTrue(harness.page.hintPanel.labels[1].text.hasSuffix(reviewed), "\(word): \(harness.page.hintPanel.labels[1].text)")

                for letter in "ABCDEFGHIJKLMNOPRSTUVWXY" where !harness.page.endPanel.isShown {
                    harness.click(letter)
                }
                XCTAssertTrue(harness.page.endPanel.isShown, "\(word): the game ends")
                let meaning = harness.page.endPanel.meaningLabel.text
                XCTAssertTrue(meaning.contains(reviewed), "\(word): the end panel gives the own-language definition: \(meaning)")
                if language != .english, let english = facts.meaning {
                    XCTAssertTrue(meaning.hasSuffix(english), "\(word): then the English: \(meaning)")
                }
            }
        }
    }
}
