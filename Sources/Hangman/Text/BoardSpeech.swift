import GtkKit
import HangmanCore

/// What the game board says to a screen reader. The board is the widget that keeps the keyboard
/// focus while a game is played, and its accessible name is the news of the last turn: Orca 43
/// speaks a change to the focused widget's name at once, and reads the whole of it when the
/// focus comes back. One sentence per turn, with everything a sighted player sees change: a
/// second change in the same turn would cut the first short.
enum BoardSpeech {
    /// A new game: "Word, 7 letters, English." and the banner's news, if one shows.
    static func began(_ game: Game, mode: GameMode, language: WordLanguage?, banner: String?) -> String {
        var parts = [opening(game, mode: mode, language: language)]
        if let banner { parts.append(banner) }
        parts.append(tr("Type a letter."))
        return parts.joined(separator: " ")
    }

    /// The game of the last run, back as it was left.
    static func resumed(_ game: Game, mode: GameMode, language: WordLanguage?) -> String {
        [tr("Your game is back as you left it."), opening(game, mode: mode, language: language), errors(game) + "."]
            .joined(separator: " ")
    }

    /// A letter that opened `cells` cells: the cells as they are now, and the error count.
    static func found(_ letter: Letter, cells: Int, game: Game, mode: GameMode) -> String {
        // Translators: spoken after a right guess; {letter} is a capital letter, {count} how many
        // cells it opened. The word as it now stands and the error count follow.
        let news = ntr("Yes, {letter}: {count} found.", "Yes, {letter}: {count} found.", cells)
            .filling(["letter": letter.description, "count": "\(cells)"])
        return [news, PuzzleText.spokenCells(game) + ".", errors(game) + "."].joined(separator: " ")
    }

    /// A letter not in the answer: the error count, the wrong letters so far, and the hint this
    /// error earned, if one.
    static func missed(_ letter: Letter, game: Game, newHints: [String]) -> String {
        // Translators: spoken after a wrong guess; the error count follows.
        var parts = [tr("No {letter}.").filling(["letter": letter.description]), errors(game) + "."]
        let wrong = game.wrongLetters.map(\.description).joined(separator: ", ")
        // Translators: spoken after a wrong guess: every wrong letter so far, "Q, X".
        if game.wrongGuessCount > 1 { parts.append(tr("Wrong letters: {letters}.").filling(["letters": wrong])) }
        parts += newHints
        return parts.joined(separator: " ")
    }

    /// A letter tried before.
    static func repeated(_ letter: Letter) -> String {
        tr("You already tried {letter}: it costs nothing.").filling(["letter": letter.description])
    }

    /// "1 error of 6".
    static func errors(_ game: Game) -> String {
        // Translators: spoken with each guess; {max} is the number of errors that loses (6).
        ntr("{count} error of {max}", "{count} errors of {max}", game.wrongGuessCount)
            .filling(["count": "\(game.wrongGuessCount)", "max": "\(Game.maxWrongGuesses)"])
    }

    /// The puzzle as a new game presents it: a word by its length and language while nothing is
    /// open, else cell by cell; a title cell by cell, for its words and punctuation.
    private static func opening(_ game: Game, mode: GameMode, language: WordLanguage?) -> String {
        guard mode == .words else { return PuzzleText.spoken(game, mode: mode) + "." }
        let letters = game.cells.reduce(0) { count, cell in
            switch cell {
            case .shown: count
            case .partial: count + 2
            default: count + 1
            }
        }
        let allHidden = game.cells.allSatisfy {
            switch $0 {
            case .hidden, .partial(nil, nil): true
            default: false
            }
        }
        let length = allHidden
            ? ntr("Word, {count} letter", "Word, {count} letters", letters).filling(["count": "\(letters)"])
            : PuzzleText.spoken(game, mode: mode)
        guard let language else { return length + "." }
        return length + ", " + language.spokenName + "."
    }
}

extension WordLanguage {
    /// The language's name in the interface's language, as a sentence says it: "French".
    var spokenName: String {
        switch self {
        // Translators: a word's language, spoken when a game begins: "Word, 7 letters, French".
        case .english: ctr("word language", "English")
        case .french: ctr("word language", "French")
        case .spanish: ctr("word language", "Spanish")
        case .german: ctr("word language", "German")
        case .italian: ctr("word language", "Italian")
        }
    }
}
