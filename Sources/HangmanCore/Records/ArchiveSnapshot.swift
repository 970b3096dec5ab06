#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files the archive and the app read beside the store, as the player is told of them.
public enum StoreContents: Hashable, Sendable {
    /// `store.json`: the games and records.
    case games
    /// `settings.json`: the player's choices.
    case settings
    /// `games-in-progress.json`: the games under way, kept so that a quit loses nothing.
    case gameInProgress
    /// One of the player's word lists (`lists/<id>.json`).
    case wordList
    /// Puzzles fetched and kept for the next games (`ready-*.json` in the cache).
    case keptPuzzles
}

/// What the archive tells the app: the history changed (the Stats page redraws), or a save of
/// one of its files finished (nil when it reached the disk, else why it did not).
public enum ArchiveEvent: Equatable, Sendable {
    case historyChanged
    case saveFinished(StoreError?, of: StoreContents)
    /// A file could not be used as it was (found when it is first read): told once.
    case problemFound(StoreProblem, in: StoreContents)
}

/// What the Stats page reads: the games decoded once, and the counts of the games folded away.
public struct ArchiveSnapshot: Sendable {
    /// Every game this version can read, oldest first.
    public var games: [FinishedGame] = []
    public var folded: [GameMode: FoldedGames] = [:]

    public init(games: [FinishedGame] = [], folded: [GameMode: FoldedGames] = [:]) {
        self.games = games
        self.folded = folded
    }

    public func statistics(for mode: GameMode) -> ModeStatistics {
        ModeStatistics(mode: mode, history: games, folded: folded[mode])
    }

    public func records(for mode: GameMode) -> [FinishedGame] {
        RecordBook(games: games).records(for: mode)
    }
}

/// A game as it was saved.
public struct SavedGame: Equatable, Sendable {
    /// The game as the history now holds it.
    public var game: FinishedGame
    /// 1 to 5 when the game entered its mode's top 5; nil when it is not a record.
    public var recordRank: Int?

    /// The name the end panel offers, under which the game is already saved.
    public var prefilledName: String { game.playerName ?? "" }
}
