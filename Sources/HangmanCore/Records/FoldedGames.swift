#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the history keeps of one mode's games it no longer holds one by one. The history keeps
/// the last `GameHistory.maximumGames` games and every record; older games are folded into
/// these counts, so the statistics stay whole and the store stays small.
///
/// The counts are of the folded games alone. The streaks run over the player's whole timeline
/// up to `until`, so they also count the records kept among the folded games (a record is a won
/// game): `keptGamesInStreaks` names those, so that their wins are counted once, and so that
/// the counts can always be checked against each other (a streak is never longer than the wins
/// it is made of).
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
    /// The kept games (records) whose wins are in `streak` and `bestStreak` but not in the
    /// counts; nil in a fold written before they were named, where they are the kept games
    /// dated up to `until` (`GameHistory` resolves it).
    public var keptGamesInStreaks: [UUID]?

    public init() {}

    /// The most a count can hold: more games than anyone plays, far from overflow.
    static let maximumCount = 100_000_000

    private enum CodingKeys: String, CodingKey {
        case played, won, losses, winsByErrors, streak, bestStreak, until, keptGamesInStreaks
    }

    /// Range-checked like a stored game: counts between 0 and `maximumCount`, six bars that add
    /// up to the wins, streaks within the wins they are made of. Anything else does not decode;
    /// `GameHistory` then repairs what it can and keeps a copy of the file.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        played = try container.decode(Int.self, forKey: .played)
        won = try container.decode(Int.self, forKey: .won)
        losses = try container.decode(Int.self, forKey: .losses)
        winsByErrors = try container.decode([Int].self, forKey: .winsByErrors)
        streak = try container.decode(Int.self, forKey: .streak)
        bestStreak = try container.decode(Int.self, forKey: .bestStreak)
        until = try container.decodeIfPresent(Date.self, forKey: .until)
        keptGamesInStreaks = try container.decodeIfPresent([UUID].self, forKey: .keptGamesInStreaks)
        guard isConsistent(keptWins: keptGamesInStreaks?.count) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "folded games out of range"))
        }
    }

    /// Whether the counts agree with each other; `keptWins` is how many kept games the streaks
    /// may count besides the folded wins (nil: not known yet, the streaks are checked later).
    func isConsistent(keptWins: Int?) -> Bool {
        let range = 0...Self.maximumCount
        return range.contains(played) && range.contains(won) && range.contains(losses) && won + losses == played
            && winsByErrors.count == Game.maxWrongGuesses && winsByErrors.allSatisfy(range.contains) && winsByErrors.reduce(0, +) == won
            && (0...bestStreak).contains(streak) && bestStreak <= won + (keptWins ?? Self.maximumCount)
            && (keptGamesInStreaks?.count ?? 0) <= Self.maximumCount
            && until.map(FinishedGame.StoredRange.date.contains) ?? true
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
        // A game already in the streaks (a record at an earlier fold, folded now) is not run
        // again; the records among the games folded now join the run in their place.
        let counted = Set(keptGamesInStreaks ?? [])
        let since = until ?? .distantPast
        let joining = keptRecords.filter { !counted.contains($0.id) && $0.date > since && $0.date <= newest }
        let timeline = (games.filter { !counted.contains($0.id) } + joining).sorted { $0.date < $1.date }
        for game in timeline {
            streak = game.result == .won ? streak + 1 : 0
            bestStreak = max(bestStreak, streak)
        }
        let foldedIDs = Set(games.map(\.id))
        keptGamesInStreaks = (counted.union(joining.map(\.id))).subtracting(foldedIDs).sorted { $0.uuidString < $1.uuidString }
        until = max(until ?? newest, newest)
    }

    /// The counts that can still be trusted in a stored fold that failed its checks: the error
    /// bars give the wins when there are six of them in range, the losses are kept when in
    /// range, and the rest follows from those; streaks are cut to the wins they can be made of.
    /// What cannot be read counts as nothing. `keptWinsUntil` gives the kept won games up to
    /// a date, which the streaks may count. The file was copied aside before this.
    static func repaired(from value: JSONValue, keptWinsUntil: (Date?) -> [UUID]) -> FoldedGames {
        var fields: [String: JSONValue] = [:]
        if case .object(let stored) = value { fields = stored }
        let range = 0...maximumCount
        func count(_ key: String) -> Int? {
            guard case .int(let number)? = fields[key], range.contains(number) else { return nil }
            return number
        }
        var repaired = FoldedGames()
        if case .array(let bars)? = fields["winsByErrors"], bars.count == Game.maxWrongGuesses {
            let counts = bars.compactMap { bar -> Int? in
                if case .int(let number) = bar, range.contains(number) { return number }
                return nil
            }
            if counts.count == Game.maxWrongGuesses, counts.reduce(0, +) <= maximumCount { repaired.winsByErrors = counts }
        }
        repaired.won = repaired.winsByErrors.reduce(0, +)
        repaired.losses = min(count("losses") ?? 0, maximumCount - repaired.won)
        repaired.played = repaired.won + repaired.losses
        if let stored = fields["until"], let date = KeyValueStore.decode([Date].self, from: .array([stored]))?.first,
           FinishedGame.StoredRange.date.contains(date) {
            repaired.until = date
        }
        let keptWins = keptWinsUntil(repaired.until)
        repaired.keptGamesInStreaks = keptWins
        repaired.bestStreak = min(count("bestStreak") ?? 0, repaired.won + keptWins.count)
        repaired.streak = min(count("streak") ?? 0, repaired.bestStreak)
        return repaired
    }
}
