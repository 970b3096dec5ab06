#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the history keeps of one mode's games it no longer holds one by one. The history keeps
/// the last `GameHistory.maximumGames` games and every record; older games are folded into
/// these counts, so the statistics stay whole and the store stays small.
public struct FoldedGames: Codable, Equatable, Sendable {
    public var played = 0
    public var won = 0
    public var losses = 0
    /// Won games by their number of errors, 0 to 5.
    public var winsByErrors = Array(repeating: 0, count: Game.maxWrongGuesses)
    /// The run of wins at `until`, over every game of the mode up to it, kept or folded.
    public var streak = 0
    public var bestStreak = 0
    /// The date of the newest folded game: streaks go on from there.
    public var until: Date?

    public init() {}

    /// The most a count can hold: more games than anyone plays, far from overflow.
    static let maximumCount = 100_000_000

    private enum CodingKeys: String, CodingKey {
        case played, won, losses, winsByErrors, streak, bestStreak, until
    }

    /// Range-checked like a stored game: counts between 0 and `maximumCount`, six bars that add
    /// up to the wins, streaks within the games. Anything else does not decode, and is ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        played = try container.decode(Int.self, forKey: .played)
        won = try container.decode(Int.self, forKey: .won)
        losses = try container.decode(Int.self, forKey: .losses)
        winsByErrors = try container.decode([Int].self, forKey: .winsByErrors)
        streak = try container.decode(Int.self, forKey: .streak)
        bestStreak = try container.decode(Int.self, forKey: .bestStreak)
        until = try container.decodeIfPresent(Date.self, forKey: .until)
        let range = 0...Self.maximumCount
        guard range.contains(played), range.contains(won), range.contains(losses), won + losses == played,
              winsByErrors.count == Game.maxWrongGuesses, winsByErrors.allSatisfy(range.contains), winsByErrors.reduce(0, +) == won,
              (0...played).contains(bestStreak), streak <= bestStreak, streak >= 0,
              until.map(FinishedGame.StoredRange.date.contains) ?? true
        else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "folded games out of range"))
        }
    }

    /// Adds `games` (all of this mode, the oldest kept ones), with `keptRecords`: the records of
    /// this mode that stay in the history, whose place in the run of wins counts too.
    mutating func fold(_ games: [FinishedGame], keptRecords: [FinishedGame]) {
        guard let newest = games.map(\.date).max() else { return }
        for game in games {
            played += 1
            if game.result == .won {
                won += 1
                winsByErrors[min(game.errors, Game.maxWrongGuesses - 1)] += 1
            } else {
                losses += 1
            }
        }
        let since = until ?? .distantPast
        let timeline = (games + keptRecords.filter { $0.date > since && $0.date <= newest }).sorted { $0.date < $1.date }
        for game in timeline {
            streak = game.result == .won ? streak + 1 : 0
            bestStreak = max(bestStreak, streak)
        }
        until = max(until ?? newest, newest)
    }
}
