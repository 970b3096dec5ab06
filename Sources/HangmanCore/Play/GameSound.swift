/// The game's event sounds: each names its file in `data/sounds/`.
public enum GameSound: String, CaseIterable, Sendable {
    /// A letter found.
    case right
    /// A wrong letter.
    case wrong
    /// A won game.
    case win
    /// A lost game.
    case lose
    /// A won game that entered its mode's top 5.
    case record

    /// The sound a guess makes while the game goes on; none for a repeated guess, a key that is
    /// not a letter, or the guess that ends the game (its ending sound plays instead).
    public static func after(_ outcome: Game.GuessOutcome, in game: Game) -> GameSound? {
        guard !game.isOver else { return nil }
        switch outcome {
        case .revealed: return .right
        case .wrong: return .wrong
        case .repeated, .notALetter, .gameOver: return nil
        }
    }

    /// The sound of a game's end: a record, a win or a loss; none while it is played.
    public static func ending(of game: Game, isRecord: Bool) -> GameSound? {
        switch game.status {
        case .playing: nil
        case .won: isRecord ? .record : .win
        case .lost: .lose
        }
    }

    /// The file's name: `win.wav`.
    public var fileName: String { "\(rawValue).wav" }
}
