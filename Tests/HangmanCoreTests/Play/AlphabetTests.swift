#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import HangmanCore
import Testing

/// The letters of each language: Spanish Ñ, German ß, the ligatures Œ and Æ.
@Suite("Alphabets")
struct AlphabetTests {
    private func letter(_ character: Character) -> Letter { Letter(character)! }

    @Test("Ñ is a letter of its own in a Spanish word: N does not open it, Ñ does")
    func spanishEñe() throws {
        let puzzle = try #require(Puzzle.playable("año", alphabet: .spanish))
        #expect(puzzle.letters.contains(.eñe))
        var game = Game(puzzle: try #require(Puzzle.playable("montaña", alphabet: .spanish)))
        _ = game.guess(letter("N"))
        #expect(game.cells[5] == .hidden, "N opens the n, never the ñ")
        #expect(game.cells[2] == .revealed("n"))
        _ = game.guess(.eñe)
        #expect(game.cells[5] == .revealed("ñ"))
        #expect(game.wrongGuessCount == 0)
    }

    @Test("Ñ folds to N nowhere but outside Spanish: a film title or a French word finds it with N")
    func eñeElsewhere() throws {
        let puzzle = try #require(Puzzle.playable("El Niño"))
        #expect(!puzzle.letters.contains(.eñe))
        #expect(puzzle.letters.contains(letter("N")))
        #expect(Alphabet.latin.letter(typed: "ñ") == letter("N"))
        #expect(Alphabet.spanish.letter(typed: "ñ") == .eñe)
        #expect(Alphabet.spanish.letter(typed: "Ñ") == .eñe)
    }

    @Test("ß is found with S, and shows as itself")
    func germanEszett() throws {
        var game = Game(puzzle: try #require(Puzzle.playable("Straße")))
        #expect(game.puzzle.letters == Set("STRAE".map(letter)))
        _ = game.guess(letter("S"))
        #expect(game.cells[0] == .revealed("S"))
        #expect(game.cells[4] == .revealed("ß"))
        #expect(Alphabet.latin.letter(typed: "ß") == letter("S"), "the ß key types S")
        #expect(Alphabet.latin.letter(typed: "ä") == letter("A"), "as ä types A")
    }

    @Test("Œ and Æ are two letters in one cell: O and E each open their half")
    func ligatures() throws {
        var game = Game(puzzle: try #require(Puzzle.playable("cœur")))
        #expect(game.puzzle.letters == Set("COEUR".map(letter)))
        #expect(game.cells[1] == .partial(first: nil, second: nil))
        _ = game.guess(letter("O"))
        #expect(game.cells[1] == .partial(first: "O", second: nil))
        _ = game.guess(letter("E"))
        #expect(game.cells[1] == .revealed("œ"))
        let vitae = try #require(Puzzle.playable("curriculum vitæ"))
        #expect(vitae.letters.contains(letter("A")) && vitae.letters.contains(letter("E")))
        var lost = Game(puzzle: try #require(Puzzle.playable("sœur")))
        for wrong in "XZQJKW" { _ = lost.guess(letter(wrong)) }
        #expect(lost.cells[1] == .missed("œ"), "a lost game shows the ligature whole")
    }

    @Test("the keyboard's letters: A–Z everywhere, and Ñ after N in Spanish")
    func keyboards() {
        #expect(Alphabet.latin.keys == Letter.alphabet)
        #expect(Alphabet.spanish.keys.count == 27)
        #expect(Alphabet.spanish.keys.map(\.description).joined() == "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ")
        #expect(WordLanguage.spanish.alphabet == .spanish)
        for language in WordLanguage.allCases where language != .spanish { #expect(language.alphabet == .latin) }
        #expect(Letter("ñ") == .eñe && Letter("ä") == nil, "a Letter is A–Z or Ñ; accents are the alphabet's to read")
    }

    @Test("a Spanish puzzle is kept with its alphabet; a plain one as its answer alone")
    func codable() throws {
        let spanish = try #require(Puzzle.playable("montaña", alphabet: .spanish))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode([spanish, try #require(Puzzle.playable("pumpkin"))])
        #expect(String(decoding: data, as: UTF8.self) == #"[{"answer":"montaña","ownLetters":["Ñ"]},"pumpkin"]"#)
        let back = try JSONDecoder().decode([Puzzle].self, from: data)
        #expect(back[0].alphabet == .spanish && back[0].letters.contains(.eñe))
        #expect(back[1].alphabet == .latin)
    }
}
