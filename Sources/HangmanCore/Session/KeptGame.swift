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
    /// Where the word of a Words game came from: the game's words of a language and level, a
    /// player's list or a friend (with the hint given with it, kept until the game ends, then
    /// forgotten: the history alone keeps the word).
    public var word: DealtWord.Source?
    /// What the lists say of the game's word.
    public var facts: WordFacts?
    /// When it was last kept, and by which running instance of the game (nil in a file written
    /// before games were kept per instance): the newest left game comes back first.
    public var keptAt: Date?
    public var keeper: ProcessIdentity?

    public init(
        id: UUID, answer: String, guesses: [Letter], elapsed: Double, film: Film? = nil, word: DealtWord.Source? = nil, facts: WordFacts? = nil
    ) {
        self.id = id
        self.answer = answer
        self.guesses = guesses
        self.elapsed = elapsed
        self.film = film
        self.word = word
        self.facts = facts
    }

    /// The deal the game was played with, checked as a new deal is; nil when it is no longer
    /// playable (a kept file edited, or from a version with other rules).
    public var deal: PuzzleDeal? {
        if let film {
            guard film.title == answer, let puzzle = FilmPuzzle(film: film) else { return nil }
            return .film(DealtFilm(puzzle, origin: .online))
        }
        switch word {
        case .friend(let language, let hint):
            return OwnWordDeal.deal(OwnWordEntry(word: answer, hint: hint), language: language, source: .friend)
        case .playerList(let id, let name, let language, let hint):
            return OwnWordDeal.deal(OwnWordEntry(word: answer, hint: hint), language: language, source: .list(id: id, name: name))
        case .gameWords(let choice):
            guard let puzzle = Puzzle.playable(answer, alphabet: choice.language.alphabet) else { return nil }
            return .word(DealtWord(puzzle, origin: .online, source: .gameWords(choice), facts: facts))
        case .scripted, nil:
            guard let puzzle = Puzzle.playable(answer) else { return nil }
            return .word(DealtWord(puzzle, origin: .online, source: .scripted, facts: facts))
        }
    }

    // The file keeps the word's source as flat keys, as versions before the enum wrote them: a
    // `choice` (its language, and a level a player's own word never uses), a `source` for a
    // player's own word and its `hint`.
    private enum CodingKeys: String, CodingKey {
        case id, answer, guesses, elapsed, film, choice, facts, source, hint, keptAt, keeper
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        answer = try container.decode(String.self, forKey: .answer)
        guesses = try container.decode([Letter].self, forKey: .guesses)
        elapsed = try container.decode(Double.self, forKey: .elapsed)
        film = try container.decodeIfPresent(Film.self, forKey: .film)
        facts = try container.decodeIfPresent(WordFacts.self, forKey: .facts)
        keptAt = try container.decodeIfPresent(Date.self, forKey: .keptAt)
        keeper = try container.decodeIfPresent(ProcessIdentity.self, forKey: .keeper)
        let choice = try container.decodeIfPresent(WordChoice.self, forKey: .choice)
        let hint = try container.decodeIfPresent(String.self, forKey: .hint)
        if let source = try container.decodeIfPresent(OwnWordSource.self, forKey: .source) {
            word = DealtWord.Source(source, language: choice?.language ?? .english, hint: hint)
        } else {
            word = choice.map(DealtWord.Source.gameWords) ?? (film == nil ? .scripted : nil)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(answer, forKey: .answer)
        try container.encode(guesses, forKey: .guesses)
        try container.encode(elapsed, forKey: .elapsed)
        try container.encodeIfPresent(film, forKey: .film)
        try container.encodeIfPresent(facts, forKey: .facts)
        try container.encodeIfPresent(keptAt, forKey: .keptAt)
        try container.encodeIfPresent(keeper, forKey: .keeper)
        switch word {
        case .gameWords(let choice):
            try container.encode(choice, forKey: .choice)
        case .playerList(let id, let name, let language, let hint):
            try container.encode(WordChoice(language: language, level: WordSettings.defaultLevel), forKey: .choice)
            try container.encode(OwnWordSource.list(id: id, name: name), forKey: .source)
            try container.encodeIfPresent(hint, forKey: .hint)
        case .friend(let language, let hint):
            try container.encode(WordChoice(language: language, level: WordSettings.defaultLevel), forKey: .choice)
            try container.encode(OwnWordSource.friend, forKey: .source)
            try container.encodeIfPresent(hint, forKey: .hint)
        case .scripted, nil:
            break
        }
    }
}
