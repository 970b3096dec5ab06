#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A game in progress as it is kept across a quit or a crash: enough to put it back on its page
/// as it was, and to save it once when it ends.
public struct KeptGame: Codable, Equatable, Sendable {
    /// The id the game is saved under when it ends: a game kept and saved is never saved twice.
    public var id: UUID
    public var answer: String
    /// The letters played, in order.
    public var guesses: [Letter]
    /// Seconds on the clock when it was kept.
    public var elapsed: Double
    /// The film of a Movies game, for its hints.
    public var film: Film?
    /// The language and level of a Words game, and what the lists say of its word.
    public var choice: WordChoice?
    public var facts: WordFacts?
    /// A friend's word or a list's, with the hint given with it: kept until the game ends,
    /// then forgotten (the history alone keeps the word).
    public var source: OwnWordSource?
    public var hint: String?
    /// When it was last kept, and by which running instance of the game (nil in a file written
    /// before games were kept per instance): the newest left game comes back first.
    public var keptAt: Date?
    public var keeper: ProcessIdentity?

    public init(
        id: UUID, answer: String, guesses: [Letter], elapsed: Double, film: Film? = nil, choice: WordChoice? = nil, facts: WordFacts? = nil
    ) {
        self.id = id
        self.answer = answer
        self.guesses = guesses
        self.elapsed = elapsed
        self.film = film
        self.choice = choice
        self.facts = facts
    }

    /// The deal the game was played with, checked as a new deal is; nil when it is no longer
    /// playable (a kept file edited, or from a version with other rules).
    public var deal: PuzzleDeal? {
        if let film {
            guard film.title == answer, let puzzle = FilmPuzzle(film: film) else { return nil }
            return .film(DealtFilm(puzzle, origin: .online))
        }
        if let source {
            return OwnWordDeal.deal(OwnWordEntry(word: answer, hint: hint), language: choice?.language ?? .english, source: source)
        }
        guard let puzzle = Puzzle.playable(answer, alphabet: choice?.language.alphabet ?? .latin) else { return nil }
        return .word(DealtWord(puzzle, origin: .online, choice: choice, facts: facts))
    }
}
