/// What New Game deals: a word or a film, each with where it came from.
public enum PuzzleDeal: Sendable {
    case word(DealtWord)
    case film(DealtFilm)

    /// Wrong guesses after which a word's hint shows, as the film hints do after 2, 4 and 5.
    public static let wordHintAfterWrongGuesses = 3

    public var puzzle: Puzzle {
        switch self {
        case .word(let word): word.puzzle
        case .film(let film): film.filmPuzzle.puzzle
        }
    }

    public var origin: PuzzleOrigin {
        switch self {
        case .word(let word): word.origin
        case .film(let film): film.origin
        }
    }

    /// The film behind a Movies puzzle.
    public var film: Film? {
        if case .film(let film) = self { return film.filmPuzzle.film }
        return nil
    }

    /// The language and level of a Words puzzle, when it has them.
    public var wordChoice: WordChoice? {
        if case .word(let word) = self { return word.choice }
        return nil
    }

    /// The hints to show after `wrongGuesses` errors: the film's (2, 4, 5 errors), or the
    /// word's definition from the third error on. A word without hint data has none, never an
    /// empty one.
    public func hints(forWrongGuesses wrongGuesses: Int) -> [PuzzleHint] {
        switch self {
        case .film(let film):
            return film.filmPuzzle.film.hints(forWrongGuesses: wrongGuesses).map(PuzzleHint.film)
        case .word(let word):
            guard wrongGuesses >= Self.wordHintAfterWrongGuesses, let hint = word.hint else { return [] }
            return [.definition(hint)]
        }
    }
}

/// A word dealt for the Words mode: its puzzle, its language and level, and its definition.
public struct DealtWord: Sendable {
    public var puzzle: Puzzle
    public var origin: PuzzleOrigin
    /// Nil for a word with no language or level (a scripted deal in tests).
    public var choice: WordChoice?
    /// Looks up the word's definition when it is first needed: the lookup loads the language's
    /// hint data, which a deal must not wait for.
    private let hintLookup: (@Sendable () -> String?)?

    /// A definition of the word (English only), which never contains the word.
    public var hint: String? { hintLookup?() }

    public init(_ puzzle: Puzzle, origin: PuzzleOrigin, choice: WordChoice? = nil, hint: String? = nil) {
        var lookup: (@Sendable () -> String?)?
        if let hint { lookup = { hint } }
        self.init(puzzle, origin: origin, choice: choice, hintLookup: lookup)
    }

    /// A word whose hint is looked up on first use.
    public init(_ puzzle: Puzzle, origin: PuzzleOrigin, choice: WordChoice?, hintLookup: (@Sendable () -> String?)?) {
        self.puzzle = puzzle
        self.origin = origin
        self.choice = choice
        self.hintLookup = hintLookup
    }
}

/// A film dealt for the Movies mode: its title as a puzzle and the film for the hints.
public struct DealtFilm: Sendable {
    public var filmPuzzle: FilmPuzzle
    public var origin: PuzzleOrigin

    public init(_ filmPuzzle: FilmPuzzle, origin: PuzzleOrigin) {
        self.filmPuzzle = filmPuzzle
        self.origin = origin
    }
}

/// A hint the page shows under the puzzle.
public enum PuzzleHint: Equatable, Sendable {
    case film(MovieHint)
    /// What a word means (WordNet's first sense for English words).
    case definition(String)
}
