import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Statistics of one mode")
struct ModeStatisticsTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A game ended `minute` minutes after `start`: won with `errors` wrong letters, or lost.
    static func won(_ errors: Int, minute: Int, mode: GameMode = .words) -> FinishedGame {
        FinishedGame(
            mode: mode, puzzle: "won\(minute)", result: .won, wrongLetters: Array("QWXYZ".prefix(errors)).map(Letter.known),
            score: 6 * (7 - errors), duration: 30, date: start.addingTimeInterval(Double(minute) * 60))
    }

    static func lost(minute: Int, mode: GameMode = .words) -> FinishedGame {
        FinishedGame(
            mode: mode, puzzle: "lost\(minute)", result: .lost, wrongLetters: "QWXYZV".map(Letter.known),
            score: 0, duration: 30, date: start.addingTimeInterval(Double(minute) * 60))
    }

    /// Games from a pattern such as "WWLW": W won with no error, L lost, one minute apart.
    static func games(_ pattern: String, mode: GameMode = .words) -> [FinishedGame] {
        pattern.enumerated().map { minute, kind in
            kind == "W" ? won(0, minute: minute, mode: mode) : lost(minute: minute, mode: mode)
        }
    }

    @Test("with no game: nothing played, 0 % won, no streak, empty chart, no latest bar, no recent game")
    func noGame() {
        let stats = ModeStatistics(mode: .words, history: [])
        #expect(stats.mode == .words)
        #expect(stats.played == 0)
        #expect(stats.won == 0)
        #expect(stats.winRate == 0)
        #expect(stats.currentStreak == 0)
        #expect(stats.bestStreak == 0)
        #expect(stats.winsByErrors == [0, 0, 0, 0, 0, 0])
        #expect(stats.losses == 0)
        #expect(stats.latestBar == nil)
        #expect(stats.recent.isEmpty)
    }

    @Test("played and won count the mode's games")
    func playedAndWon() {
        let stats = ModeStatistics(mode: .words, history: Self.games("WLWWL"))
        #expect(stats.played == 5)
        #expect(stats.won == 3)
        #expect(stats.losses == 2)
    }

    @Test(
        "the win rate is a percentage rounded to the nearest, 100 only for all won and 0 only for none",
        arguments: [("W", 100), ("L", 0), ("WL", 50), ("WWL", 67), ("WLL", 33), ("WWWWWWL", 86), ("WLLLLL", 17),
                    (String(repeating: "W", count: 199) + "L", 99), ("W" + String(repeating: "L", count: 199), 1)]
    )
    func winRate(pattern: String, expected: Int) {
        #expect(ModeStatistics(mode: .words, history: Self.games(pattern)).winRate == expected)
    }

    @Test(
        "the current streak counts the wins that end with the latest game; the best streak is the longest run",
        arguments: [
            ("W", 1, 1), ("L", 0, 0), ("WWW", 3, 3), ("WWWL", 0, 3), ("WWWLW", 1, 3), ("LWWLWWWW", 4, 4),
            ("WWWWLWW", 2, 4), ("WLWLWL", 0, 1),
        ]
    )
    func streaks(pattern: String, current: Int, best: Int) {
        let stats = ModeStatistics(mode: .words, history: Self.games(pattern))
        #expect(stats.currentStreak == current)
        #expect(stats.bestStreak == best)
    }

    @Test("won games are counted by errors in buckets 0 to 5; lost games only in losses")
    func winsByErrors() {
        let history = [
            Self.won(0, minute: 0), Self.won(0, minute: 1), Self.won(1, minute: 2), Self.won(3, minute: 3),
            Self.won(5, minute: 4), Self.won(5, minute: 5), Self.won(5, minute: 6), Self.lost(minute: 7),
            Self.lost(minute: 8),
        ]
        let stats = ModeStatistics(mode: .words, history: history)
        #expect(stats.winsByErrors == [2, 1, 0, 1, 0, 3])
        #expect(stats.winsByErrors.count == 6)
        #expect(stats.losses == 2)
        #expect(stats.winsByErrors.reduce(0, +) == stats.won)
    }

    @Test("the latest bar is the latest game's error count when it was won", arguments: 0...5)
    func latestBarWon(errors: Int) {
        let history = [Self.lost(minute: 0), Self.won(errors, minute: 1)]
        #expect(ModeStatistics(mode: .words, history: history).latestBar == .won(errors: errors))
    }

    @Test("the latest bar is the losses bar when the latest game was lost")
    func latestBarLost() {
        let history = [Self.won(2, minute: 0), Self.lost(minute: 1)]
        #expect(ModeStatistics(mode: .words, history: history).latestBar == .lost)
    }

    @Test("recent holds the last 20 games, newest first")
    func recentLastTwenty() {
        let history = (0..<30).map { Self.won($0 % 6, minute: $0) }
        let stats = ModeStatistics(mode: .words, history: history)
        #expect(ModeStatistics.recentCount == 20)
        #expect(stats.recent.count == 20)
        #expect(stats.recent.map(\.puzzle) == (10..<30).reversed().map { "won\($0)" })
        #expect(stats.played == 30, "older games still count in the numbers")
    }

    @Test("with fewer than 20 games, recent holds them all, newest first")
    func recentFewGames() {
        let stats = ModeStatistics(mode: .words, history: Self.games("WLW"))
        #expect(stats.recent.map(\.puzzle) == ["won2", "lost1", "won0"])
    }

    @Test("only the given mode's games are counted")
    func onlyTheGivenMode() {
        // Movies games interleaved, and the very latest game is a movies loss.
        var history: [FinishedGame] = []
        for minute in 0..<6 {
            history.append(Self.won(minute % 2, minute: minute * 2, mode: .words))
            history.append(minute.isMultiple(of: 2) ? Self.lost(minute: minute * 2 + 1, mode: .movies) : Self.won(4, minute: minute * 2 + 1, mode: .movies))
        }
        history.append(Self.lost(minute: 100, mode: .movies))

        let words = ModeStatistics(mode: .words, history: history)
        #expect(words.mode == .words)
        #expect(words.played == 6)
        #expect(words.won == 6)
        #expect(words.winRate == 100)
        #expect(words.currentStreak == 6, "a movies loss does not break a words streak")
        #expect(words.bestStreak == 6)
        #expect(words.winsByErrors == [3, 3, 0, 0, 0, 0])
        #expect(words.losses == 0)
        #expect(words.latestBar == .won(errors: 1))
        #expect(words.recent.allSatisfy { $0.mode == .words })
        #expect(words.recent.count == 6)

        let movies = ModeStatistics(mode: .movies, history: history)
        #expect(movies.played == 7)
        #expect(movies.won == 3)
        #expect(movies.winRate == 43)
        #expect(movies.currentStreak == 0)
        #expect(movies.bestStreak == 1)
        #expect(movies.winsByErrors == [0, 0, 0, 0, 3, 0])
        #expect(movies.losses == 4)
        #expect(movies.latestBar == .lost)
        #expect(movies.recent.allSatisfy { $0.mode == .movies })
    }

    @Test("a history given out of date order is computed by date")
    func outOfOrderHistory() {
        // By date: W W L W W W (minutes 0…5); given shuffled, the latest by date last given first.
        let byDate = [
            Self.won(0, minute: 0), Self.won(1, minute: 1), Self.lost(minute: 2),
            Self.won(2, minute: 3), Self.won(3, minute: 4), Self.won(4, minute: 5),
        ]
        let shuffled = [byDate[5], byDate[2], byDate[0], byDate[4], byDate[1], byDate[3]]
        let stats = ModeStatistics(mode: .words, history: shuffled)
        #expect(stats.currentStreak == 3)
        #expect(stats.bestStreak == 3)
        #expect(stats.latestBar == .won(errors: 4), "the latest game by date, not the last given")
        #expect(stats.recent.map(\.puzzle) == ["won5", "won4", "won3", "lost2", "won1", "won0"])

        // A loss given first but dated last ends the streak.
        let lateLoss = [Self.lost(minute: 10)] + byDate
        let afterLoss = ModeStatistics(mode: .words, history: lateLoss)
        #expect(afterLoss.currentStreak == 0)
        #expect(afterLoss.latestBar == .lost)
        #expect(afterLoss.recent.first?.puzzle == "lost10")
    }

    @Test("the statistics equal those computed from the history after a reopen")
    func sameAfterReopen() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let history = GameHistory(store: KeyValueStore(path: path))
            for game in Self.games("WWLWW") + Self.games("LW", mode: .movies) {
                try history.append(game)
            }
            let before = ModeStatistics(mode: .words, history: history.games)
            let after = ModeStatistics(mode: .words, history: GameHistory(store: KeyValueStore(path: path)).games)
            #expect(after == before)
            #expect(after.currentStreak == 2)
            #expect(after.played == 5)
        }
    }
}
