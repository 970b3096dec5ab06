import Foundation
import Testing
@testable import HangmanCore

@Suite("Bundled word list")
struct BundledWordListTests {
    @Test("the repository's data/words/en.txt holds more than 5000 words, every one playable")
    func repositoryList() throws {
        let path = TestSupport.bundledWordsPath
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.count > 5000)
        let unplayable = lines.filter { !WordAPIAnswer.isAcceptable($0) || Puzzle.playable($0) == nil }
        #expect(unplayable.isEmpty, "unplayable words: \(unplayable.prefix(10))")

        let list = BundledWordList(contentsOf: path)
        #expect(list.puzzles.count == lines.count)
        #expect(Set(list.puzzles.map(\.answer)) == Set(lines))
    }

    @Test("a random puzzle from the bundled list is one of its words")
    func randomPuzzle() {
        let list = BundledWordList(contentsOf: TestSupport.bundledWordsPath)
        let answers = Set(list.puzzles.map(\.answer))
        for _ in 0..<20 {
            #expect(answers.contains(list.randomPuzzle().answer))
        }
    }

    @Test("a missing file still gives a playable puzzle")
    func missingFile() {
        let list = BundledWordList(contentsOf: "/nonexistent/hangman/en.txt")
        #expect(!list.puzzles.isEmpty)
        #expect(Puzzle.playable(list.randomPuzzle().answer) != nil)

        let source = BundledWordSource(path: "/nonexistent/hangman/en.txt")
        #expect(Puzzle.playable(source.randomPuzzle().answer) != nil)
    }

    @Test("a file with no acceptable word, or no words at all, falls back to the last-resort list")
    func noAcceptableWords() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = "\(directory)/en.txt"
            try "Hello\nab\nélan\n\n42\n".write(toFile: path, atomically: true, encoding: .utf8)
            let list = BundledWordList(contentsOf: path)
            #expect(Set(list.puzzles.map(\.answer)) == Set(BundledWordList.lastResort))
        }
        #expect(Set(BundledWordList(words: []).puzzles.map(\.answer)) == Set(BundledWordList.lastResort))
    }

    @Test("only acceptable lines of a file are kept, with surrounding blanks ignored")
    func filtersLines() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = "\(directory)/en.txt"
            try "meadow\r\n  harbor \nHello\nab\n\ncactus".write(toFile: path, atomically: true, encoding: .utf8)
            #expect(BundledWordList(contentsOf: path).puzzles.map(\.answer) == ["meadow", "harbor", "cactus"])
        }
    }

    @Test("the bundled source reads its file once and keeps serving from it")
    func bundledSource() {
        let source = BundledWordSource(path: TestSupport.bundledWordsPath)
        let answers = Set(BundledWordList(contentsOf: TestSupport.bundledWordsPath).puzzles.map(\.answer))
        for _ in 0..<20 {
            #expect(answers.contains(source.randomPuzzle().answer))
        }
    }

    @Test("Puzzle's quick playability check agrees with building the puzzle, for every kind of word")
    func quickCheckAgreesWithPuzzle() {
        let words = ["", "a", "aa", "aaa", "abab", "abc", "potiron", "zzzzzy", "Hello", "élan", "crème", "naïve",
                     "œuvre", "straße", "two words", "o'clock", "ab1", "xyzzy", "mississippi", "Ωmega", "日本語"]
        for word in words {
            #expect(Puzzle.isPlayable(word) == (Puzzle.playable(word) != nil), "\(word)")
        }
        #expect(BundledWordList(words: ["aaa", "abab", "meadow"]).words == ["meadow"])
    }
}

