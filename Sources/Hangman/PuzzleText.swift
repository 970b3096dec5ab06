import HangmanCore

/// How the puzzle label writes a game's cells.
enum PuzzleText {
    /// The puzzle in capitals with a gap between cells, `P O _ _ R _ N`. Cells of one word are
    /// joined by narrow no-break spaces, so a long title wraps between words, never inside one,
    /// and a 15-letter word still fits a 360 px window.
    static func display(_ game: Game) -> String {
        var text = ""
        var previousWasSpace = true
        for cell in game.cells {
            let piece: String
            switch cell {
            case .hidden: piece = "_"
            case .revealed(let character), .missed(let character): piece = character.uppercased()
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
        return text
    }
}
