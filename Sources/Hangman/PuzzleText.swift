import HangmanCore

/// How the puzzle label writes a game's cells.
enum PuzzleText {
    /// The puzzle in capitals with a gap between cells, `P O _ _ R _ N`. Cells of one word are
    /// joined by narrow no-break spaces, so a long title wraps between words, never inside one,
    /// and a 15-letter word still fits a 360 px window.
    static func display(_ game: Game) -> String {
        rendering(game).text
    }

    /// The display text, and where in it (in Characters) the letters the player missed stand.
    static func rendering(_ game: Game) -> (text: String, missed: [Range<Int>]) {
        var text = ""
        var missed: [Range<Int>] = []
        var previousWasSpace = true
        for cell in game.cells {
            let piece: String
            switch cell {
            case .hidden: piece = "_"
            case .revealed(let character): piece = character.uppercased()
            case .missed(let character):
                piece = character.uppercased()
                if !previousWasSpace { text += "\u{202F}" }
                missed.append(text.count..<text.count + piece.count)
                text += piece
                previousWasSpace = false
                continue
            case .shown(let character) where character.isWhitespace:
                text += "\u{2003}"
                previousWasSpace = true
                continue
            case .shown(let character): piece = String(character)
            }
            if !previousWasSpace { text += "\u{202F}" }
            text += piece
            previousWasSpace = false
        }
        return (text, missed)
    }
}
