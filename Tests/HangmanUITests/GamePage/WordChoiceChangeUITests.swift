import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// A level or language picked before the first letter deals a word of the new choice at once;
/// during a game it waits for the next word, and the board says so.
final class WordChoiceChangeUITests: XCTestCase {
    private static let wordsDirectory = TestSupport.repositoryRoot.appendingPathComponent("data/words").path
    private static let lexicons = Dictionary(uniqueKeysWithValues: WordLanguage.allCases.map { language in
        (language, LoadedOnce { WordLexicon(language: language, directory: wordsDirectory) })
    })

    private static func supply(_ choice: WordChoice) -> WordSupply {
        WordSupply(choice: choice, http: NoNetwork(), endpoints: [], lexicon: lexicons[choice.language]!, waitLimit: .milliseconds(50))
    }

    private struct NoNetwork: HTTPFetching {
        func get(_ url: String) async throws(HTTPError) -> HTTPResponse { throw .cannotConnect }
    }

    @MainActor
    private static func dealt(_ harness: PageHarness) throws -> (word: String, choice: WordChoice?) {
        XCTAssertTrue(MainLoop.run(until: { harness.page.game != nil }, timeout: .seconds(5)))
        guard case .word(let word) = harness.page.session.deal else { throw XCTSkip("no word dealt") }
        return (word.puzzle.answer, word.choice)
    }

    func testAChoiceBeforeTheFirstLetterDealsAtOnceAndDuringAGameWaitsAndSaysSo() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let normal = WordChoice(language: .english, level: .normal)
            let harness = try PageHarness(mode: .words, supply: Self.supply(normal))
            defer { harness.close() }
            harness.page.startNewGame()
            let first = try Self.dealt(harness)
            XCTAssertEqual(first.choice, normal)
            XCTAssertEqual(harness.page.captionLabel.text, "English · Normal", "the board says the word's language and level")
            XCTAssertTrue(harness.page.puzzle.spokenName?.hasSuffix(". English · Normal") == true, "and screen readers hear it with the puzzle")

            // Before the first letter: Hard deals a Hard word at once.
            let hard = WordChoice(language: .english, level: .hard)
            harness.page.deckChanged(to: .words(hard), supply: Self.supply(hard))
            let second = try Self.dealt(harness)
            XCTAssertEqual(second.choice, hard)
            XCTAssertEqual(Self.lexicons[.english]!.wrappedValue.entry(for: second.word)?.level, .hard, second.word)
            XCTAssertEqual(harness.page.captionLabel.text, "English · Hard")
            XCTAssertFalse(harness.page.hasGameInProgress, "nothing was given up")

            // During a game: the word stays, and the board says what comes next.
            let letter = try XCTUnwrap(Letter.alphabet.first { !(harness.page.game?.puzzle.letters.contains($0) ?? true) })
            harness.click(letter.character)
            let spanish = WordChoice(language: .spanish, level: .easy)
            harness.page.deckChanged(to: .words(spanish), supply: Self.supply(spanish))
            XCTAssertEqual(harness.page.game?.puzzle.answer, second.word, "the word under way stays")
            XCTAssertEqual(harness.page.captionLabel.text, "English · Hard — next word: Español · Easy")

            harness.page.giveUp()
            harness.waitForSave()
            harness.page.startNewGame()
            let third = try Self.dealt(harness)
            XCTAssertEqual(third.choice, spanish)
            XCTAssertEqual(harness.page.captionLabel.text, "Español · Easy", "the note goes with the new word")
        }
    }

    func testASpanishWordHasAnÑKeyAfterNAndTheOthersHaveNone() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let harness = try PageHarness(mode: .words, supply: ScriptedSupply([
                .word(DealtWord(Puzzle.playable("montaña", alphabet: .spanish)!, origin: .online, choice: WordChoice(language: .spanish, level: .normal))),
                .word(DealtWord(Puzzle.playable("mountain")!, origin: .online, choice: WordChoice(language: .english, level: .normal))),
            ]))
            defer { harness.close() }
            XCTAssertTrue(MainLoop.run(until: { harness.page.game != nil }, timeout: .seconds(5)))
            let keyboard = harness.page.keyboard
            let eñe = keyboard.button(for: .eñe)
            XCTAssertTrue(eñe.isVisible, "a Spanish word: the Ñ key shows")
            let n = try XCTUnwrap(keyboard.button(for: Letter("N")!).position(in: keyboard.grid))
            let o = try XCTUnwrap(keyboard.button(for: Letter("O")!).position(in: keyboard.grid))
            let ñ = try XCTUnwrap(eñe.position(in: keyboard.grid))
            XCTAssertTrue((n.y, n.x) < (ñ.y, ñ.x) && (ñ.y, ñ.x) < (o.y, o.x), "Ñ sits between N and O: \(n) \(ñ) \(o)")

            XCTAssertTrue(harness.page.handleTypedCharacter("n"))
            XCTAssertEqual(harness.page.puzzle.label.text, "__N____", "N opens N, never Ñ")
            XCTAssertTrue(harness.page.handleTypedCharacter("ñ"))
            XCTAssertEqual(harness.page.puzzle.label.text, "__N__Ñ_", "the ñ key opens Ñ")

            harness.page.giveUp()
            harness.waitForSave()
            harness.page.startNewGame()
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.puzzle.answer == "mountain" }, timeout: .seconds(5)))
            XCTAssertFalse(eñe.isVisible, "an English word: no Ñ key")
        }
    }
}
