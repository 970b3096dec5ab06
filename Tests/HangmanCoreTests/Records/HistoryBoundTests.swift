import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// The history keeps the last 1,000 games and every record; older games are folded into
/// counts, and the statistics stay exactly what they were.
@Suite("The history's bound")
struct HistoryBoundTests {
    /// `count` games alternating modes, with runs of wins and losses, a few high scores early.
    static func games(_ count: Int) -> [FinishedGame] {
        var generator = SplitMix64(seed: 7)
        return (0..<count).map { index in
            let won = Int.random(in: 0..<10, using: &generator) < 7
            let errors = won ? Int.random(in: 0...5, using: &generator) : 6
            return FinishedGame(
                mode: index.isMultiple(of: 3) ? .movies : .words, puzzle: "puzzle\(index)", result: won ? .won : .lost,
                wrongLetters: Array(Letter.alphabet.suffix(errors)), score: won ? (index < 40 && index.isMultiple(of: 7) ? 150 : 30) : 0,
                duration: 10, date: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60))
        }
    }

    static let fastWriter = KeyValueStore.FileWriter { bytes, path throws(FileSystemError) in
        try AtomicFile.write(bytes, to: path, durable: false)
    }

    @Test("past 1,100 games a save folds the oldest down to 1,000 plus the records; every statistic is unchanged")
    func foldingKeepsTheStatistics() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let all = Self.games(1_101)
            let history = GameHistory(store: KeyValueStore(path: path, fileWriter: Self.fastWriter))
            try history.store.setValue(Array(all.dropLast()), forKey: GameHistory.key)
            #expect(history.games.count == 1_100, "up to the threshold nothing is folded")
            let before = GameMode.allCases.map { ModeStatistics(mode: $0, history: Array(all)) }
            let recordsBefore = GameMode.allCases.map { RecordBook(games: all).records(for: $0).map(\.id) }

            try history.append(all.last!)

            let reopened = GameHistory(store: KeyValueStore(path: path))
            let kept = reopened.games
            #expect(kept.count <= GameHistory.maximumGames + 2 * RecordBook.size)
            #expect(kept.count >= GameHistory.maximumGames)
            let keptIDs = Set(kept.map(\.id))
            let newestKept = all.suffix(GameHistory.maximumGames).allSatisfy { keptIDs.contains($0.id) }
            #expect(newestKept, "the newest 1,000 stay")
            let inOrder = kept.map(\.date) == kept.map(\.date).sorted()
            #expect(inOrder, "in the order they were played")
            let after = GameMode.allCases.map { ModeStatistics(mode: $0, history: kept, folded: reopened.folded[$0]) }
            for (old, new) in zip(before, after) {
                #expect(new.played == old.played && new.won == old.won && new.losses == old.losses)
                #expect(new.winsByErrors == old.winsByErrors)
                #expect(new.currentStreak == old.currentStreak && new.bestStreak == old.bestStreak)
                #expect(new.winRate == old.winRate && new.latestBar == old.latestBar)
                #expect(new.recent.map(\.id) == old.recent.map(\.id))
            }
            #expect(GameMode.allCases.map { RecordBook(games: kept).records(for: $0).map(\.id) } == recordsBefore, "every record kept")
        }
    }

    @Test("folding twice adds up, and a reset forgets a mode's folded games too")
    func foldTwiceThenReset() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let all = Self.games(1_300)
            let history = GameHistory(store: KeyValueStore(path: path, fileWriter: Self.fastWriter))
            try history.store.setValue(Array(all.prefix(1_101)), forKey: GameHistory.key)
            try history.append(all[1_101])
            for game in all[1_102...] { try history.append(game) }
            let stats = ModeStatistics(mode: .words, history: history.games, folded: history.folded[.words])
            let expected = ModeStatistics(mode: .words, history: all)
            #expect(stats.played == expected.played && stats.bestStreak == expected.bestStreak && stats.currentStreak == expected.currentStreak)
            #expect(stats.winsByErrors == expected.winsByErrors)
            try history.removeAll(mode: .words)
            #expect(history.folded[.words] == nil)
            #expect(ModeStatistics(mode: .words, history: history.games, folded: history.folded[.words]).played == 0)
            #expect(history.folded[.movies] != nil, "the other mode keeps its counts")
        }
    }
}

@Suite("A history past its bound at start")
struct HistoryFoldAtStartTests {
    @Test("a store of 3,000 games is folded once, without a game being played, and the statistics hold")
    func foldIfOverBound() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let all = HistoryBoundTests.games(3_000)
            let history = GameHistory(store: KeyValueStore(path: path, fileWriter: HistoryBoundTests.fastWriter))
            try history.store.setValue(all, forKey: GameHistory.key)
            try history.foldIfOverBound()
            let reopened = GameHistory(store: KeyValueStore(path: path))
            #expect(reopened.games.count <= GameHistory.maximumGames + 2 * RecordBook.size)
            let stats = ModeStatistics(mode: .movies, history: reopened.games, folded: reopened.folded[.movies])
            let expected = ModeStatistics(mode: .movies, history: all)
            #expect(stats.played == expected.played && stats.won == expected.won && stats.bestStreak == expected.bestStreak)
            let before = try AtomicFile.read(path, limit: AtomicFile.Limit.store)
            try reopened.foldIfOverBound()
            #expect(try AtomicFile.read(path, limit: AtomicFile.Limit.store) == before, "within the bound, nothing is written")
        }
    }

    @Test("the recent puzzles come from the raw entries: every mode's last 200, an entry out of range included")
    func recentPuzzlesFromRawEntries() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = KeyValueStore(path: directory + "/store.json", fileWriter: HistoryBoundTests.fastWriter)
            var entries = try HistoryBoundTests.games(300).map { try KeyValueStore.json($0) }
            // A game no version could have saved (a score past any possible) still names its puzzle.
            entries.append(.object(["mode": .string("words"), "puzzle": .string("Lantern"), "score": .int(-5)]))
            entries.append(.object(["mode": .string("chess"), "puzzle": .string("knight")]))
            try store.update { $0[GameHistory.key] = .array(entries) }
            let history = GameHistory(store: store)
            #expect(history.modesAndPuzzles.count == 301)
            let recent = RecentPuzzles(history: history)
            #expect(recent.contains("lantern", mode: .words))
            #expect(!recent.contains("knight", mode: .words))
            #expect(recent.contains("puzzle299", mode: .words) && recent.contains("puzzle0", mode: .movies))
            #expect(!recent.contains("puzzle1", mode: .words), "201 Words games: the oldest is out of the last 200")
        }
    }
}
