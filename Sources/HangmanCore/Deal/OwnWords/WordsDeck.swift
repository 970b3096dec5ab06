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
        switch word.source {
        case .friend, .scripted: return nil
        case .playerList(let id, let name, let language, _): return .list(id: id, name: name, language: language)
        case .gameWords(let choice): return .words(choice)
        }
    }
}
