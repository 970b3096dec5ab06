#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The two ways to play.
public enum GameMode: String, Codable, CaseIterable, Sendable {
    case words
    case movies
}

/// A finished game as the history keeps it.
public struct FinishedGame: Codable, Equatable, Sendable {
    public enum Result: String, Codable, Sendable {
        case won
        case lost
    }

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

    public var errors: Int { wrongLetters.count }

    public init(mode: GameMode, puzzle: String, result: Result, wrongLetters: [Letter], score: Int, duration: Double, date: Date) {
        self.mode = mode
        self.puzzle = puzzle
        self.result = result
        self.wrongLetters = wrongLetters
        self.score = score
        self.duration = duration
        self.date = date
    }

    /// The record of a game that is over; nil while it is still being played.
    public init?(_ game: Game, mode: GameMode) {
        guard game.isOver, let endDate = game.endDate else { return nil }
        self.init(
            mode: mode,
            puzzle: game.puzzle.answer,
            result: game.status == .won ? .won : .lost,
            wrongLetters: game.wrongLetters,
            score: game.score,
            duration: game.elapsed(now: endDate),
            date: endDate
        )
    }
}

/// Every finished game, oldest first, kept in the store under `history`.
public struct GameHistory: Sendable {
    public static let key = "history"
    public let store: KeyValueStore

    public init(store: KeyValueStore) {
        self.store = store
    }

    public var games: [FinishedGame] {
        store.value([FinishedGame].self, forKey: Self.key) ?? []
    }

    /// Appends a game and writes the store before returning.
    public func append(_ game: FinishedGame) throws(StoreError) {
        var all = games
        all.append(game)
        try store.setValue(all, forKey: Self.key)
    }
}
