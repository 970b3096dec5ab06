#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finishing a game: what happens between the last guess and the end panel.
///
/// The game is written to the store before anything is shown. A game that enters its mode's
/// top 5 is written under the name the end panel will offer, so a crash before the player
/// names it loses nothing; the end panel only renames it.
public struct GameRecorder: Sendable {
    public let history: GameHistory
    public let names: PlayerNameMemory

    public init(history: GameHistory, names: PlayerNameMemory) {
        self.history = history
        self.names = names
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

    /// Saves `game`, with the language and level of a word, and ranks it. Returns nil for a game that is not over; throws when the store
    /// refused the write, and then nothing was saved and nothing is a record.
    public func finish(_ game: Game, mode: GameMode, wordChoice: WordChoice? = nil) throws(StoreError) -> SavedGame? {
        guard var finished = FinishedGame(game, mode: mode, wordChoice: wordChoice) else { return nil }
        let rank = RecordBook(games: history.games + [finished]).rank(ofGame: finished.id)
        if rank != nil { finished.playerName = names.prefilledName }
        try history.append(finished)
        return SavedGame(game: finished, recordRank: rank)
    }

    /// Names the record `id` and remembers the name for the next record; nil (the player
    /// skipped) leaves the record without a name.
    public func nameRecord(_ id: UUID, name: String?) throws(StoreError) {
        try history.setPlayerName(name, forGame: id)
        if let name { try names.remember(name) }
    }
}
