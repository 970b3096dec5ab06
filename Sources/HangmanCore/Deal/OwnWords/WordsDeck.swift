/// What the Words page deals from: the game's words of a language, level and category, or one
/// of the player's lists.
public enum WordsDeck: Hashable, Sendable {
    case words(WordChoice)
    case list(id: String, name: String, language: WordLanguage)
}

extension PuzzleDeal {
    /// The deck a Words deal came from; nil for a film and for a friend's word, which comes
    /// from no deck.
    public var wordsDeck: WordsDeck? {
        guard case .word(let word) = self else { return nil }
        switch word.ownSource {
        case .friend: return nil
        case .list(let id, let name): return .list(id: id, name: name, language: word.choice?.language ?? .english)
        case nil: return word.choice.map(WordsDeck.words)
        }
    }
}
