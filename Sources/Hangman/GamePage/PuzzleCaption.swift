import GtkKit
import HangmanCore

/// The line under a word's puzzle: where the word comes from, and the deck chosen during the
/// game that deals the next one.
enum PuzzleCaption {
    /// "Español · Difícil"; "English · Animals · Hard" for a category, whose words are of every
    /// level (the level multiplies the score); "Spelling week · English" for a list, "A friend’s
    /// word"; with "next word: Hard" when the next word will come from another deck. Empty for a
    /// film.
    static func text(of deal: PuzzleDeal?, next: WordsDeck?) -> String {
        guard case .word(let word) = deal, let language = word.language else { return "" }
        let now: String = switch word.source {
        // Translators: under the puzzle of a word a friend typed.
        case .friend: tr("A friend’s word")
        case .playerList(_, let name, _, _): "\(name) · \(language.nativeName)"
        case .gameWords(let choice): [choice.language.nativeName, choice.category?.displayName, choice.level.displayName]
            .compactMap { $0 }.joined(separator: " · ")
        case .scripted: ""
        }
        guard let next else { return now }
        let nextText: String = switch next {
        case .list(_, let name, _): name
        case .words(let next) where next.language != language || word.ownSource != nil:
            "\(next.language.nativeName) · \(next.category?.displayName ?? next.level.displayName)"
        case .words(let next): next.category?.displayName ?? next.level.displayName
        }
        // Translators: under the puzzle, a choice made during a game: "English · Normal — next word: Hard".
        return tr("{now} — next word: {next}").filling(["now": now, "next": nextText])
    }
}
