/// What New Game deals: a word or a film, each with where it came from.
public enum PuzzleDeal: Sendable {
    case word(DealtWord)
    case film(DealtFilm)

    /// Wrong guesses after which a word's kind (its category, else its part of speech) shows,
    /// unless the player picked the category.
    public static let wordKindAfterWrongGuesses = 1
    /// Wrong guesses after which a word's definition shows, as the film hints do after 2, 4 and 5.
    public static let wordHintAfterWrongGuesses = 3
    /// Wrong guesses after which the hint a player gave with their own word shows.
    public static let ownHintAfterWrongGuesses = 1

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

    /// Where a player's own word came from (a friend, a list); nil for the game's own puzzles.
    public var ownSource: OwnWordSource? {
        if case .word(let word) = self { return word.ownSource }
        return nil
    }

    /// What a won game's points are multiplied by: its word's level's factor; 1 for a film and
    /// for a player's own word, which has no level.
    public var scoreFactor: Int {
        wordChoice?.level.scoreFactor ?? 1
    }

    /// The hints to show after `wrongGuesses` errors: the film's (2, 4, 5 errors), or the
    /// word's kind from the first error (not when the player chose its category) and its
    /// definition from the third. A word without hint data has none, never an empty one.
    public func hints(forWrongGuesses wrongGuesses: Int) -> [PuzzleHint] {
        switch self {
        case .film(let film):
            return film.filmPuzzle.film.hints(forWrongGuesses: wrongGuesses).map(PuzzleHint.film)
        case .word(let word) where word.ownSource != nil:
            // A player's own word has only the hint they gave, from the first wrong letter.
            guard wrongGuesses >= Self.ownHintAfterWrongGuesses, let hint = word.ownHint else { return [] }
            return [.own(hint)]
        case .word(let word):
            guard wrongGuesses >= Self.wordKindAfterWrongGuesses, let facts = word.facts else { return [] }
            var hints: [PuzzleHint] = []
            if word.choice?.category == nil {
                if let category = facts.category {
                    hints.append(.category(category))
                } else if let partOfSpeech = facts.partOfSpeech {
                    hints.append(.partOfSpeech(partOfSpeech))
                }
            }
            if wrongGuesses >= Self.wordHintAfterWrongGuesses, let definition = facts.definition {
                hints.append(.definition(definition))
            }
            return hints
        }
    }
}

/// A word dealt for the Words mode: its puzzle, where it comes from (`Source`), and what the
/// lists say of it.
public struct DealtWord: Sendable {
    /// Where a dealt word comes from, with what comes with it.
    public enum Source: Equatable, Sendable {
        /// One of the game's words, of a language and level (or category).
        case gameWords(WordChoice)
        /// A line of one of the player's lists: its id, its name when the game was played, the
        /// list's language and the line's hint.
        case playerList(id: String, name: String, language: WordLanguage, hint: String?)
        /// A word a friend typed, in the language they chose, with the hint they gave.
        case friend(language: WordLanguage, hint: String?)
        /// A word with no language or level: a scripted deal in tests and benchmarks.
        case scripted

        /// A player's own word from `source` (a friend, a list), in `language`, with its hint.
        public init(_ source: OwnWordSource, language: WordLanguage, hint: String?) {
            switch source {
            case .friend: self = .friend(language: language, hint: hint)
            case .list(let id, let name): self = .playerList(id: id, name: name, language: language, hint: hint)
            }
        }

        /// The language the word is played in; nil for a scripted word.
        public var language: WordLanguage? {
            switch self {
            case .gameWords(let choice): choice.language
            case .playerList(_, _, let language, _), .friend(let language, _): language
            case .scripted: nil
            }
        }
    }

    public var puzzle: Puzzle
    public var origin: PuzzleOrigin
    public var source: Source
    /// Looks up the word's facts when they are first needed: the lookup loads the language's
    /// data, which a deal must not wait for.
    private let factsLookup: (@Sendable () -> WordFacts?)?

    /// The word's kind, definition and meaning; nil for a word the lists do not hold.
    public var facts: WordFacts? { factsLookup?() }

    /// The language and level (or category) of one of the game's words. A player's own word has
    /// none: it never enters the records, and its score's factor is 1.
    public var choice: WordChoice? {
        if case .gameWords(let choice) = source { return choice }
        return nil
    }

    /// The language the word is played in.
    public var language: WordLanguage? { source.language }

    /// Where a player's own word came from, as the records keep it; nil for the game's words.
    public var ownSource: OwnWordSource? {
        switch source {
        case .playerList(let id, let name, _, _): .list(id: id, name: name)
        case .friend: .friend
        case .gameWords, .scripted: nil
        }
    }

    /// The hint the player gave with their own word.
    public var ownHint: String? {
        switch source {
        case .playerList(_, _, _, let hint), .friend(_, let hint): hint
        case .gameWords, .scripted: nil
        }
    }

    public init(_ puzzle: Puzzle, origin: PuzzleOrigin, source: Source, facts: WordFacts? = nil) {
        var lookup: (@Sendable () -> WordFacts?)?
        if let facts { lookup = { facts } }
        self.init(puzzle, origin: origin, source: source, factsLookup: lookup)
    }

    /// One of the game's words of `choice` (none: a scripted word).
    public init(_ puzzle: Puzzle, origin: PuzzleOrigin, choice: WordChoice? = nil, facts: WordFacts? = nil) {
        self.init(puzzle, origin: origin, source: choice.map(Source.gameWords) ?? .scripted, facts: facts)
    }

    /// A word whose facts are looked up on first use.
    public init(_ puzzle: Puzzle, origin: PuzzleOrigin, source: Source, factsLookup: (@Sendable () -> WordFacts?)?) {
        self.puzzle = puzzle
        self.origin = origin
        self.source = source
        self.factsLookup = factsLookup
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
    /// What kind of thing the word names ("an animal").
    case category(WordCategory)
    /// The word's part of speech, for a word without a category ("a verb").
    case partOfSpeech(PartOfSpeech)
    /// What a word means (WordNet's main sense for English words), never giving it away.
    case definition(String)
    /// The hint a player gave with their own word (a friend's, a list's line).
    case own(String)
}
