import GtkKit
import HangmanCore

/// The line under the puzzle after a guess: a found letter is cheered with how many it opened.
enum GuessMessage {
    static func text(for outcome: Game.GuessOutcome, before: Game, after: Game) -> String? {
        switch outcome {
        case .revealed(let letter):
            let found = revealedCells(after) - revealedCells(before)
            // Translators: {letter} is a capital letter; {count} how many of it the guess uncovered.
            return ntr("Yes, {letter} is in it: {count} found!", "Yes, {letter} is in it: {count} found!", found)
                .filling(["letter": letter.description, "count": "\(found)"])
        case .wrong(let letter):
            return tr("No {letter} in it.").filling(["letter": letter.description])
        case .repeated(let letter):
            return tr("You already tried {letter}: it costs nothing.").filling(["letter": letter.description])
        case .notALetter, .gameOver:
            return nil
        }
    }

    private static func revealedCells(_ game: Game) -> Int {
        game.cells.count { if case .revealed = $0 { true } else { false } }
    }
}
