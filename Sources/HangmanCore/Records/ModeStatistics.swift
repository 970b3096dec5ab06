/// The numbers the Stats page shows for one mode, computed from the history.
public struct ModeStatistics: Equatable, Sendable {
    public let mode: GameMode
    public let played: Int
    public let won: Int
    /// Consecutive wins ending with the latest game.
    public let currentStreak: Int
    public let bestStreak: Int
    /// Won games by their number of errors: index 0 to 5.
    public let winsByErrors: [Int]
    public let losses: Int
    /// The bar of the latest game: its error count if won, nil (the losses bar) if lost.
    public let latestBar: ChartBar?
    /// The latest games, newest first.
    public let recent: [FinishedGame]
    /// The games of the player's own words among them: friend's words first, then each list.
    public let ownWords: [OwnWordsCount]

    /// How many games of one source of own words were played and won.
    public struct OwnWordsCount: Equatable, Sendable {
        /// `.friend`, or a list under the name of its latest game.
        public var source: OwnWordSource
        public var played: Int
        public var won: Int
    }

    /// A bar of the error chart.
    public enum ChartBar: Equatable, Sendable {
        case won(errors: Int)
        case lost
    }

    public static let recentCount = 20

    /// Percent of games won, rounded to the nearest (2 of 3 is 67), 0 with no game. 100 only
    /// when every game was won, and 0 only when none was: 199 of 200 reads 99.
    public var winRate: Int {
        guard played > 0 else { return 0 }
        let rounded = (won * 200 + played) / (2 * played)
        return won == played ? 100 : won == 0 ? 0 : min(max(rounded, 1), 99)
    }

    /// The statistics of `history`'s games of `mode`, and of the games `folded` out of it.
    public init(mode: GameMode, history: [FinishedGame], folded: FoldedGames? = nil) {
        let games = history.filter { $0.mode == mode }.sorted { $0.date < $1.date }
        let folded = folded ?? FoldedGames()
        self.mode = mode
        played = folded.played + games.count
        won = folded.won + games.count { $0.result == .won }
        // The run of wins goes on from the folded games; the records kept from before are in it.
        var best = folded.bestStreak
        var running = folded.streak
        let inFoldedStreaks = folded.keptGamesInStreaks.map(Set.init)
        for game in games where inFoldedStreaks.map({ !$0.contains(game.id) }) ?? (game.date > folded.until ?? .distantPast) {
            running = game.result == .won ? running + 1 : 0
            best = max(best, running)
        }
        currentStreak = running
        bestStreak = best
        var wins = folded.winsByErrors
        for game in games where game.result == .won {
            wins[min(game.errors, Game.maxWrongGuesses - 1)] += 1
        }
        winsByErrors = wins
        losses = folded.losses + games.count { $0.result == .lost }
        latestBar = games.last.map { $0.result == .won ? .won(errors: $0.errors) : .lost }
        recent = Array(games.suffix(Self.recentCount).reversed())
        var counts: [String: OwnWordsCount] = [:]
        var order: [String] = []
        for game in games {
            guard let source = game.source else { continue }
            let key = switch source {
            case .friend: ""
            case .list(let id, _): id
            }
            if counts[key] == nil { order.append(key) }
            var count = counts[key] ?? OwnWordsCount(source: source, played: 0, won: 0)
            count.source = source // a list's latest name
            count.played += 1
            if game.result == .won { count.won += 1 }
            counts[key] = count
        }
        ownWords = order.sorted { lhs, rhs in
            if lhs.isEmpty || rhs.isEmpty { return lhs.isEmpty && !rhs.isEmpty }
            return Self.name(of: counts[lhs]!.source).lowercased() < Self.name(of: counts[rhs]!.source).lowercased()
        }.compactMap { counts[$0] }
    }

    private static func name(of source: OwnWordSource) -> String {
        if case .list(_, let name) = source { return name }
        return ""
    }
}
