/// What New Game deals: a puzzle, where it came from, and what goes with it: the film behind
/// it in the Movies mode, the language, level and hint of a word in the Words mode.
public struct PuzzleDeal: Sendable {
    /// Wrong guesses after which a word's hint shows, as the film hints do after 2, 4 and 5.
    public static let wordHintAfterWrongGuesses = 3

    public var puzzle: Puzzle
    public var film: Film?
    public var origin: PuzzleOrigin
    public var wordChoice: WordChoice?
    /// Looks up the word's definition when it is first needed: the lookup loads the language's
    /// hint data, which a deal must not wait for.
    private let wordHintLookup: (@Sendable () -> String?)?

    /// A definition of the word (English only), which never contains the word.
    public var wordHint: String? { wordHintLookup?() }

    public init(puzzle: Puzzle, film: Film? = nil, origin: PuzzleOrigin, wordChoice: WordChoice? = nil, wordHint: String? = nil) {
        var lookup: (@Sendable () -> String?)?
        if let wordHint { lookup = { wordHint } }
        self.init(puzzle: puzzle, film: film, origin: origin, wordChoice: wordChoice, wordHintLookup: lookup)
    }

    /// A deal whose word hint is looked up on first use.
    public init(
        puzzle: Puzzle, film: Film? = nil, origin: PuzzleOrigin, wordChoice: WordChoice?, wordHintLookup: (@Sendable () -> String?)?
    ) {
        self.puzzle = puzzle
        self.film = film
        self.origin = origin
        self.wordChoice = wordChoice
        self.wordHintLookup = wordHintLookup
    }

    /// The hints to show after `wrongGuesses` errors: the film's (2, 4, 5 errors), or the
    /// word's definition from the third error on. A word without hint data has none, never an
    /// empty one.
    public func hints(forWrongGuesses wrongGuesses: Int) -> [PuzzleHint] {
        if let film { return film.hints(forWrongGuesses: wrongGuesses).map(PuzzleHint.film) }
        guard wrongGuesses >= Self.wordHintAfterWrongGuesses, let wordHint else { return [] }
        return [.definition(wordHint)]
    }
}

/// A hint the page shows under the puzzle.
public enum PuzzleHint: Equatable, Sendable {
    case film(MovieHint)
    /// What a word means (WordNet's first sense for English words).
    case definition(String)
}

extension ReadyQueue where Item == Puzzle {
    /// A plain deal: no language, level or hint (tests that script a queue of puzzles).
    public func nextDeal() async -> PuzzleDeal {
        let next = await next()
        return PuzzleDeal(puzzle: next.item, origin: next.origin)
    }

    /// A deal from a puzzle that is ready now, else nil (see `takeReady()`).
    public func readyDeal() -> PuzzleDeal? {
        takeReady().map { PuzzleDeal(puzzle: $0, origin: .online) }
    }
}

extension ReadyQueue where Item == FilmPuzzle {
    public func nextDeal() async -> PuzzleDeal {
        let next = await next()
        return PuzzleDeal(puzzle: next.item.puzzle, film: next.item.film, origin: next.origin)
    }

    /// A deal from a film that is ready now, else nil (see `takeReady()`).
    public func readyDeal() -> PuzzleDeal? {
        takeReady().map { PuzzleDeal(puzzle: $0.puzzle, film: $0.film, origin: .online) }
    }
}
