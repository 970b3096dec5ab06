/// What a `GameSession` answers to an intent: the board to draw now, and what just happened.
public struct Turn: Sendable {
    /// Where the session stands.
    public enum Phase: Sendable {
        /// No puzzle yet: the deal is on its way (the page shows a spinner if it takes long).
        case dealing
        /// A game is on the board and takes guesses.
        case playing
        /// The game is over and being saved: its end shows once it is on disk.
        case finishing
        /// The game is over and saved (or its save failed): the end panel shows it.
        case ended(Ending)
    }

    public var phase: Phase
    /// The game on the board: its cells, its keys' states, its counters.
    public var game: Game?
    /// What the game was dealt with: where it came from, its film, its word's language.
    public var deal: PuzzleDeal?
    /// What this turn did, in order: a page plays these once.
    public var effects: [TurnEffect]
    /// The deck chosen during this game, which deals the next word; nil when it is the game's.
    public var nextDeck: WordsDeck?

    public init(phase: Phase, game: Game?, deal: PuzzleDeal?, effects: [TurnEffect] = [], nextDeck: WordsDeck? = nil) {
        self.phase = phase
        self.game = game
        self.deal = deal
        self.effects = effects
        self.nextDeck = nextDeck
    }

    /// The hints earned by the errors so far.
    public var hints: [PuzzleHint] { deal?.hints(forWrongGuesses: game?.wrongGuessCount ?? 0) ?? [] }

    /// The end of the game, once it is saved.
    public var ending: Ending? {
        if case .ended(let ending) = phase { return ending }
        return nil
    }
}

/// What New Game answers.
public enum NewGameAnswer: Sendable {
    /// The next game is dealt (or on its way: the turn says `.dealing`).
    case dealt(Turn)
    /// A game is under way: the player must say first whether to give it up, which counts as a
    /// lost game. Nothing changed.
    case needsConfirmation
}

/// Something a turn did, for the page to show once: a message, a glow, a shake, a sound.
public enum TurnEffect: Equatable, Sendable {
    /// A new game is on the board.
    case began
    /// The game the last run left in progress is back on the board, its clock stopped until the
    /// next guess.
    case resumed
    /// The letter is in the answer: `cells` more cells are open.
    case found(Letter, cells: Int)
    /// The letter is not in the answer: one more error.
    case missed(Letter)
    /// The letter was tried before: it costs nothing.
    case repeated(Letter)
    case sound(GameSound)
}

/// A finished game as the end panel tells it.
public struct Ending: Sendable {
    public var game: Game
    /// The game as saved; nil when the save failed (then no record is celebrated).
    public var saved: SavedGame?

    /// The rank and suggested name when the game entered its mode's top 5.
    public var record: (rank: Int, prefilledName: String)? {
        guard let saved, let rank = saved.recordRank else { return nil }
        return (rank, saved.prefilledName)
    }
}
