#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A finished game as the history keeps it.
public struct FinishedGame: Codable, Equatable, Sendable {
    public enum Result: String, Codable, Sendable {
        case won
        case lost
    }

    /// Identifies the game, so the end panel can name the record after it was saved.
    public var id: UUID
    public var mode: GameMode
    public var puzzle: String
    public var result: Result
    /// The wrong letters, in the order they were tried.
    public var wrongLetters: [Letter]
    public var score: Int
    /// Seconds from the first guess to the last.
    public var duration: Double
    /// When the game ended.
    public var date: Date
    /// The name given on the end panel; nil for games that are not records.
    public var playerName: String?
    /// The word language and level of a Words game; nil for films and for games saved before
    /// there were languages.
    public var language: WordLanguage?
    public var level: WordLevel?
    /// True for a game the player gave up (it counts as lost).
    public var givenUp: Bool
    /// A friend's word or a list's: such a game counts in the statistics, never in the records.
    public var source: OwnWordSource?

    public var errors: Int { wrongLetters.count }

    public init(
        id: UUID = UUID(), mode: GameMode, puzzle: String, result: Result, wrongLetters: [Letter], score: Int,
        duration: Double, date: Date, playerName: String? = nil, language: WordLanguage? = nil, level: WordLevel? = nil,
        givenUp: Bool = false, source: OwnWordSource? = nil
    ) {
        self.id = id
        self.mode = mode
        self.puzzle = puzzle
        self.result = result
        self.wrongLetters = wrongLetters
        self.score = score
        self.duration = duration
        self.date = date
        self.playerName = playerName
        self.language = language
        self.level = level
        self.givenUp = givenUp
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case id, mode, puzzle, result, wrongLetters, score, duration, date, playerName, language, level, givenUp, source
    }

    /// The ranges a stored game must hold to be read. A damaged or hand-edited store can hold
    /// anything; a game out of range is skipped like an undecodable one (and kept raw).
    public enum StoredRange {
        /// Seconds: a game lasts less than a day.
        public static let duration: ClosedRange<Double> = 0...86_400
        /// Every letter of the keyboard (A–Z and Ñ), won without an error at the highest factor, scores the most.
        public static let score = 0...Score.points(
            distinctLetters: Letter.alphabet.count + 1, wrongGuesses: 0, won: true, factor: Score.largestFactor)
        public static let wrongLetters = 0...Game.maxWrongGuesses
        /// From the Unix epoch (a machine with an unset clock) to 2200: beyond is a damaged value.
        public static let date = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 7_258_118_400)
    }

    /// Decodes leniently: a game written before ids existed gets one (the store migrates them).
    /// Values out of `StoredRange`, or a puzzle longer than any playable one, are refused; a
    /// stored name is cleaned as the end panel cleans a typed one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func inRange<T: Comparable & Decodable>(_ key: CodingKeys, _ range: ClosedRange<T>) throws -> T {
            let value = try container.decode(T.self, forKey: key)
            guard range.contains(value) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "out of \(range)")
            }
            return value
        }
        id = try container.decodeIfPresent(UUID.self, forKey: .id) ?? UUID()
        mode = try container.decode(GameMode.self, forKey: .mode)
        puzzle = try container.decode(String.self, forKey: .puzzle)
        guard (1...Puzzle.maximumLength).contains(puzzle.count) else {
            throw DecodingError.dataCorruptedError(forKey: .puzzle, in: container, debugDescription: "puzzle length \(puzzle.count)")
        }
        result = try container.decode(Result.self, forKey: .result)
        wrongLetters = try container.decode([Letter].self, forKey: .wrongLetters)
        guard StoredRange.wrongLetters.contains(wrongLetters.count) else {
            throw DecodingError.dataCorruptedError(forKey: .wrongLetters, in: container, debugDescription: "\(wrongLetters.count) wrong letters")
        }
        score = try inRange(.score, StoredRange.score)
        duration = try inRange(.duration, StoredRange.duration)
        date = try inRange(.date, StoredRange.date)
        playerName = try container.decodeIfPresent(String.self, forKey: .playerName).flatMap(PlayerName.sanitized)
        // A language or level this version does not know is dropped, not the game.
        language = (try? container.decodeIfPresent(WordLanguage.self, forKey: .language)) ?? nil
        level = (try? container.decodeIfPresent(WordLevel.self, forKey: .level)) ?? nil
        givenUp = (try? container.decodeIfPresent(Bool.self, forKey: .givenUp)) ?? false
        // A source this version cannot read: still not a record (a record would be a lie).
        if container.contains(.source) {
            source = (try? container.decode(OwnWordSource.self, forKey: .source)) ?? .friend
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(mode, forKey: .mode)
        try container.encode(puzzle, forKey: .puzzle)
        try container.encode(result, forKey: .result)
        try container.encode(wrongLetters, forKey: .wrongLetters)
        try container.encode(score, forKey: .score)
        try container.encode(duration, forKey: .duration)
        try container.encode(date, forKey: .date)
        try container.encodeIfPresent(playerName, forKey: .playerName)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encodeIfPresent(level, forKey: .level)
        if givenUp { try container.encode(givenUp, forKey: .givenUp) }
        try container.encodeIfPresent(source, forKey: .source)
    }

    /// The record of a game that is over, dealt with `deal`: a word's language, and the level of
    /// one of the game's words (a player's own word has none); nil while it is still being played.
    public init?(_ game: Game, mode: GameMode, dealtWith deal: PuzzleDeal?, id: UUID = UUID()) {
        var language: WordLanguage?
        if case .word(let word) = deal { language = word.language }
        self.init(game, mode: mode, language: language, level: deal?.wordChoice?.level, source: deal?.ownSource, id: id)
    }

    /// The record of a game that is over; nil while it is still being played.
    public init?(
        _ game: Game, mode: GameMode, language: WordLanguage? = nil, level: WordLevel? = nil, source: OwnWordSource? = nil, id: UUID = UUID()
    ) {
        guard game.isOver, let endDate = game.endDate else { return nil }
        self.init(
            id: id,
            mode: mode,
            puzzle: game.puzzle.answer,
            result: game.status == .won ? .won : .lost,
            wrongLetters: game.wrongLetters,
            score: game.score,
            duration: game.elapsed(now: endDate),
            date: endDate,
            language: language,
            level: source == nil ? level : nil,
            givenUp: game.isAbandoned,
            source: source
        )
    }
}
