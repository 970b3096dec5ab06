import GtkKit
import HangmanCore

/// How the puzzle label writes a game's cells.
enum PuzzleText {
    /// The puzzle in capitals, one cell per letter, `PO__R_N`, and an em space between words.
    /// The style gives every cell one width (a monospace font) and a gap after it (letter
    /// spacing), so the word keeps its width as letters appear and blanks never run together.
    /// Letters and blanks offer no line break between them: a long title wraps between words,
    /// never inside one.
    static func display(_ game: Game) -> String {
        rendering(game).text
    }

    /// The display text, and where in it (in Characters) the letters the player missed stand.
    static func rendering(_ game: Game) -> (text: String, missed: [Range<Int>]) {
        var text = ""
        var missed: [Range<Int>] = []
        for cell in game.cells {
            switch cell {
            case .hidden: text += "_"
            case .revealed(let character): text += capital(character)
            case .partial(let first, let second):
                text += (first.map { String($0) } ?? "_") + (second.map { String($0) } ?? "_")
            case .missed(let character):
                let piece = capital(character)
                missed.append(text.count..<text.count + piece.count)
                text += piece
            case .shown(let character) where character.isWhitespace: text += "\u{2003}"
            case .shown(let character): text.append(character)
            }
        }
        return (text, missed)
    }

    /// What a screen reader says: "Word, 7 letters: P, blank, T, I, blank, O, N", or for a film
    /// "Title, 2 words: C, A, blank; apostrophe …": every cell is heard, blanks, spaces and
    /// punctuation included, so the length and the found letters are known without sight.
    static func spoken(_ game: Game, mode: GameMode) -> String {
        let (words, letters) = spokenWords(game)
        if mode == .words {
            return ntr("Word, {count} letter: {cells}", "Word, {count} letters: {cells}", letters)
                .filling(["count": "\(letters)", "cells": join(words)])
        }
        return ntr("Title, {count} word: {cells}", "Title, {count} words: {cells}", words.count)
            .filling(["count": "\(words.count)", "cells": join(words)])
    }

    /// The cells alone, as a guess leaves them: "P, blank, E, blank" (a title's words apart).
    static func spokenCells(_ game: Game) -> String {
        join(spokenWords(game).words)
    }

    /// Every cell's spoken name, word by word, and how many letters there are.
    private static func spokenWords(_ game: Game) -> (words: [[String]], letters: Int) {
        var words: [[String]] = [[]]
        var letters = 0
        for cell in game.cells {
            switch cell {
            case .hidden:
                // Translators: a hidden letter of the puzzle, as a screen reader says it.
                words[words.count - 1].append(ctr("hidden letter", "blank"))
                letters += 1
            case .revealed(let character), .missed(let character):
                words[words.count - 1].append(capital(character))
                letters += 1
            case .partial(let first, let second):
                for half in [first, second] { words[words.count - 1].append(half.map { String($0) } ?? ctr("hidden letter", "blank")) }
                letters += 2
            case .shown(let character) where character.isWhitespace:
                if !(words.last ?? []).isEmpty { words.append([]) }
            case .shown(let character):
                words[words.count - 1].append(punctuationName(character))
            }
        }
        words.removeAll { $0.isEmpty }
        return (words, letters)
    }

    private static func join(_ words: [[String]]) -> String {
        words.map { $0.joined(separator: ", ") }.joined(separator: tr("; space; "))
    }

    /// A letter as the puzzle's capitals show it: ß as ẞ, one cell as it is one letter ("SS"
    /// would take two).
    static func capital(_ character: Character) -> String {
        character == "ß" ? "ẞ" : character.uppercased()
    }

    /// The spoken name of a character shown from the start.
    static func punctuationName(_ character: Character) -> String {
        switch character {
        case "'", "’": tr("apostrophe")
        case ",": tr("comma")
        case ".": tr("period")
        case ":": tr("colon")
        case ";": tr("semicolon")
        case "-", "–", "—": tr("dash")
        case "!": tr("exclamation mark")
        case "?": tr("question mark")
        case "&": tr("ampersand")
        default: String(character)
        }
    }
}
