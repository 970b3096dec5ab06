import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Letters and folding")
struct LetterFoldingTests {
    @Test("a typed letter of either case is that letter, anything else is not a letter")
    func typedLetters() {
        #expect(Letter("a") == Letter("A"))
        #expect(Letter("z")?.description == "Z")
        #expect(Letter("é") == nil)
        #expect(Letter("1") == nil)
        #expect(Letter(" ") == nil)
        #expect(Letter("-") == nil)
        #expect(Letter.alphabet.count == 26)
        #expect(Letter.alphabet.first?.description == "A")
        #expect(Letter.alphabet.last?.description == "Z")
    }

    @Test(
        "accented Latin letters fold to their base letter",
        arguments: [
            ("é", "E"), ("É", "E"), ("e\u{301}", "E"), ("E\u{301}", "E"),
            ("ç", "C"), ("Ç", "C"), ("ø", "O"), ("Ø", "O"), ("à", "A"), ("ñ", "N"),
            ("ü", "U"), ("ł", "L"), ("ô", "O"), ("q", "Q"), ("Q", "Q"),
        ] as [(Character, Character)]
    )
    func accentedLettersFold(character: Character, base: Character) {
        #expect(CharacterRole(of: character) == .hidden(Letter.known(base)))
    }

    @Test(
        "digits, spaces, apostrophes and punctuation are shown from the start",
        arguments: ["0", "7", " ", "'", "\u{2019}", "-", "!", "?", ".", ",", ":", "&", "(", "\u{00A0}"] as [Character]
    )
    func nonLettersAreShown(character: Character) {
        #expect(CharacterRole(of: character) == .shown)
    }

    @Test(
        "letters outside A–Z after folding are unfoldable",
        arguments: [
            "д", "Ж", // Cyrillic
            "日", "本", // CJK
            "α", "Ω", // Greek
            "\u{FB01}", // the fi ligature
            "Þ", "ð", // thorn and eth: no base letter
        ] as [Character]
    )
    func unfoldableLetters(character: Character) {
        #expect(CharacterRole(of: character) == .unfoldable)
    }

    @Test(
        "an answer with an unfoldable letter is not a playable puzzle",
        arguments: [
            ("Москва", "М"), ("東京物語", "東"), ("Ωmega", "Ω"), ("Þórr", "Þ"),
        ] as [(String, Character)]
    )
    func unfoldableAnswersThrow(answer: String, culprit: Character) {
        #expect(throws: UnplayableReason.unfoldableLetter(culprit)) {
            try Puzzle(answer: answer)
        }
        #expect(Puzzle.playable(answer) == nil)
    }

    @Test(
        "an answer with fewer than 3 distinct letters is not a playable puzzle",
        arguments: [("", 0), ("aaa", 1), ("a b", 2), ("abab", 2), ("Éé e", 1), ("42 !", 0), ("É-e\u{301}-c", 2)]
            as [(String, Int)]
    )
    func tooFewLetters(answer: String, distinct: Int) {
        #expect(throws: UnplayableReason.tooFewLetters(distinct)) {
            try Puzzle(answer: answer)
        }
    }

    @Test(
        "an answer over 100 characters or 40 letters is too long to play, however it is spelt",
        arguments: [
            String(repeating: "abc", count: 16_667), // 50,001 letters, a hostile OMDb title
            String(repeating: "ab cd ", count: 17), // 102 characters, 68 letters
            String(repeating: "abcd", count: 10) + "e", // 41 letters, the fast a–z path
            String(repeating: "Éab-", count: 10), // 40 characters, 30 letters: under both limits
        ]
    )
    func tooLongAnswers(answer: String) {
        let underLimits = answer.count <= Puzzle.maximumLength
            && answer.filter { if case .hidden = CharacterRole(of: $0) { true } else { false } }.count <= Puzzle.maximumLetters
        #expect(Puzzle.isPlayable(answer) == underLimits)
        #expect((Puzzle.playable(answer) != nil) == underLimits)
        if !underLimits {
            #expect(throws: UnplayableReason.tooLong) { try Puzzle(answer: answer) }
        }
    }

    @Test("the longest title in the catalogue still plays: 42 characters, 36 letters")
    func longestCatalogueTitlePlays() {
        #expect(Puzzle.isPlayable("Abbott and Costello Meet the Invisible Man"))
        #expect(Puzzle.isPlayable(String(repeating: "abcd", count: 10)), "exactly 40 letters")
    }

    @Test("a puzzle keeps its answer as written and its distinct folded letters")
    func puzzleKeepsOriginalText() throws {
        let puzzle = try Puzzle(answer: "Amélie")
        #expect(puzzle.answer == "Amélie")
        #expect(puzzle.letters == Set("AMELI".map(Letter.known)))

        let decomposed = try Puzzle(answer: "Ame\u{301}lie")
        #expect(decomposed.answer == "Ame\u{301}lie")
        #expect(decomposed.letters == puzzle.letters)
        #expect(decomposed.answer.count == 6, "a letter with a combining accent stays one character")
    }

    @Test("exactly 3 distinct letters is enough, with shown characters around them")
    func threeLettersAreEnough() throws {
        let puzzle = try Puzzle(answer: "It's 42!")
        #expect(puzzle.letters == Set("ITS".map(Letter.known)))
        #expect(try Puzzle(answer: "abc").letters.count == 3)
    }
}
