/// Deals the words of one of the player's lists, in its shuffled order (`WordListLibrary`).
/// Nothing is taken ahead of New Game: a word counts as dealt only once it is on the board.
public actor WordListSupply: PuzzleSupply {
    public nonisolated let listID: String
    private let library: WordListLibrary
    /// Deals when the list went away under the session (removed in Preferences): the game's words.
    private let otherwise: any PuzzleSupply
    private var generator = SystemRandomNumberGenerator()

    public init(listID: String, library: WordListLibrary, otherwise: any PuzzleSupply) {
        self.listID = listID
        self.library = library
        self.otherwise = otherwise
    }

    public func nextDeal() async -> PuzzleDeal {
        if let list = library.list(id: listID), let entry = library.nextEntry(of: listID, using: &generator),
           let deal = OwnWordDeal.deal(entry, language: list.language, source: list.source) {
            return deal
        }
        return await otherwise.nextDeal()
    }

    public func readyDeal() async -> PuzzleDeal? { nil }

    public func prefill() async {}
}

/// A player's own word as a deal.
public enum OwnWordDeal {
    /// `entry` as a Words deal in `language`, from `source`; nil when it is not playable there.
    public static func deal(_ entry: OwnWordEntry, language: WordLanguage, source: OwnWordSource) -> PuzzleDeal? {
        guard case .success(let puzzle) = OwnWord.check(entry.word, in: language) else { return nil }
        return deal(puzzle, hint: entry.hint, language: language, source: source)
    }

    /// A friend's word as typed, with its hint, or the first rule it breaks.
    public static func friend(word: String, hint: String, language: WordLanguage) -> Result<PuzzleDeal, OwnWordProblem> {
        OwnWord.check(word, in: language).map { deal($0, hint: hint, language: language, source: .friend) }
    }

    private static func deal(_ puzzle: Puzzle, hint: String?, language: WordLanguage, source: OwnWordSource) -> PuzzleDeal {
        let hint = OwnWord.normalizedHint(hint)
        return .word(DealtWord(puzzle, origin: .chosenList, source: DealtWord.Source(source, language: language, hint: hint)))
    }
}

