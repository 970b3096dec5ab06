import Foundation
import HangmanTestSupport
import Testing
@testable import HangmanCore

/// Folding old games away keeps every count the player earned, however often it happens and
/// whatever the records among them; a stored fold that cannot be trusted is repaired from what
/// can be, after the file was copied aside.
@Suite("The folded counts")
struct FoldedCountsTests {
    /// `count` won Words games of one score and one duration, a minute apart: the records are
    /// the five oldest (ties rank by time, then by date).
    static func equalWins(_ count: Int, from start: Int = 0) -> [FinishedGame] {
        (start..<start + count).map { index in
            FinishedGame(
                mode: .words, puzzle: "puzzle\(index)", result: .won, wrongLetters: [.known("Z")], score: 30, duration: 10,
                date: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60))
        }
    }

    private static func statistics(_ history: GameHistory, _ mode: GameMode = .words) -> ModeStatistics {
        let kept = history.games
        return ModeStatistics(mode: mode, history: kept, folded: history.folded(keptGames: kept)[mode])
    }

    @Test("1,150 wins whose records are the oldest, folded twice: every game and the whole streak are counted")
    func recordsAmongTheFoldedGames() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let history = GameHistory(store: KeyValueStore(path: path, fileWriter: HistoryBoundTests.fastWriter))
            let all = Self.equalWins(1_150)
            #expect(RecordBook(games: all).records(for: .words).map(\.id) == all.prefix(RecordBook.size).map(\.id))
            try history.store.setValue(all, forKey: GameHistory.key)
            try history.foldIfOverBound()

            let reopened = GameHistory(store: KeyValueStore(path: path, fileWriter: HistoryBoundTests.fastWriter))
            let folded = try #require(reopened.folded[.words], "the fold is read back, not rejected")
            #expect(folded.played == 145 && folded.won == 145)
            #expect(folded.keptGamesInStreaks?.count == RecordBook.size, "the five records are in its streaks")
            var stats = Self.statistics(reopened)
            #expect(stats.played == 1_150 && stats.won == 1_150)
            #expect(stats.bestStreak == 1_150 && stats.currentStreak == 1_150)

            for game in Self.equalWins(150, from: 1_150) { try reopened.append(game) }
            let again = GameHistory(store: KeyValueStore(path: path))
            #expect((again.folded[.words]?.played ?? 0) > 145, "the second fold adds to the first")
            stats = Self.statistics(again)
            #expect(stats.played == 1_300 && stats.won == 1_300)
            #expect(stats.bestStreak == 1_300 && stats.currentStreak == 1_300)
            #expect(stats.winsByErrors == [0, 1_300, 0, 0, 0, 0])
        }
    }

    @Test("a record that leaves the top 5 and is folded later is counted once")
    func aDisplacedRecordIsCountedOnce() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let history = GameHistory(store: KeyValueStore(path: path, fileWriter: HistoryBoundTests.fastWriter))
            try history.store.setValue(Self.equalWins(1_101), forKey: GameHistory.key)
            try history.foldIfOverBound()
            // Five better games push the old records out; they fold with the next games.
            let better = (0..<5).map { index in
                FinishedGame(
                    mode: .words, puzzle: "better\(index)", result: .won, wrongLetters: [], score: 90, duration: 10,
                    date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index) * 60))
            }
            for game in better { try history.append(game) }
            let later = (0..<200).map { index -> FinishedGame in
                let lost = index == 100
                return FinishedGame(
                    mode: .words, puzzle: "later\(index)", result: lost ? .lost : .won, wrongLetters: lost ? Array(Letter.alphabet.prefix(6)) : [],
                    score: lost ? 0 : 30, duration: 10, date: Date(timeIntervalSince1970: 1_800_100_000 + Double(index) * 60))
            }
            for game in later { try history.append(game) }
            let stats = Self.statistics(GameHistory(store: KeyValueStore(path: path)))
            #expect(stats.played == 1_101 + 5 + 200 && stats.won == 1_101 + 5 + 199)
            #expect(stats.bestStreak == 1_101 + 5 + 100, "the run before the one loss, each game once")
            #expect(stats.currentStreak == 99)
        }
    }

    @Test("150,001 games fold to the totals they sum to")
    func aHugeHistory() async throws {
        // Tens of seconds of decoding in a debug build: on a thread of its own, not the pool's.
        try await TestSupport.onOwnThread { try Self.foldAHugeHistory() }.get()
    }

    private static func foldAHugeHistory() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let all = HistoryBoundTests.games(150_001)
            let history = GameHistory(store: KeyValueStore(path: path, fileWriter: HistoryBoundTests.fastWriter))
            try history.store.setValue(all, forKey: GameHistory.key)
            try history.foldIfOverBound()
            let reopened = GameHistory(store: KeyValueStore(path: path))
            #expect(reopened.entryCount <= GameHistory.maximumGames + 2 * RecordBook.size)
            for mode in GameMode.allCases {
                let expected = ModeStatistics(mode: mode, history: all)
                let stats = statistics(reopened, mode)
                #expect(stats.played == expected.played && stats.won == expected.won && stats.losses == expected.losses)
                #expect(stats.winsByErrors == expected.winsByErrors)
                #expect(stats.bestStreak == expected.bestStreak && stats.currentStreak == expected.currentStreak)
            }
            let played = GameMode.allCases.map { statistics(reopened, $0).played }.reduce(0, +)
            #expect(played == 150_001)
        }
    }

    @Test("a fold written before it named its records is read, its streak counting them")
    func aFoldOfTheOlderLayout() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            // What the older fold wrote for 1,150 equal wins: 145 folded, a streak of 150.
            let all = Self.equalWins(1_150)
            let kept = Array(all.prefix(5) + all.suffix(1_000))
            var older = FoldedGames()
            (older.played, older.won, older.streak, older.bestStreak) = (145, 145, 150, 150)
            older.winsByErrors = [0, 145, 0, 0, 0, 0]
            older.until = all[149].date
            let store = KeyValueStore(path: path, fileWriter: HistoryBoundTests.fastWriter)
            try store.setValue(kept, forKey: GameHistory.key)
            let entry = try KeyValueStore.json(older)
            try store.update { $0[GameHistory.foldedKey] = .object(["words": entry]) }
            let history = GameHistory(store: KeyValueStore(path: path))
            #expect(history.repairDamagedParts() == nil, "nothing in it contradicts itself")
            let stats = Self.statistics(history)
            #expect(stats.played == 1_150 && stats.bestStreak == 1_150 && stats.currentStreak == 1_150)
        }
    }

    @Test("folded counts that fail their checks are repaired from what can be trusted, the file copied aside first", arguments: [
        (#"{"played":-1,"won":0,"losses":3,"winsByErrors":[0,0,0,0,0,0],"streak":0,"bestStreak":0}"#, 3, 0),
        (#"{"played":5,"won":5,"losses":0,"winsByErrors":[5,0,0,0,0],"streak":0,"bestStreak":0}"#, 0, 0),
        (#"{"played":5,"won":9,"losses":0,"winsByErrors":[9,0,0,0,0,0],"streak":9,"bestStreak":9}"#, 9, 9),
        (#"{"played":1e300,"won":0,"losses":0,"winsByErrors":[0,0,0,0,0,0],"streak":0,"bestStreak":0}"#, 0, 0),
        (#"{"played":2,"won":2,"losses":0,"winsByErrors":[2,0,0,0,0,0],"streak":3,"bestStreak":2}"#, 2, 2),
        (#"{"played":3,"won":3,"losses":0,"winsByErrors":[3,0,0,0,0,0],"streak":0,"bestStreak":40}"#, 3, 3),
        (#""forty""#, 0, 0),
    ])
    func damagedFoldedCounts(json: String, played: Int, bestStreak: Int) throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let original = Array(#"{"schemaVersion":2,"values":{"foldedGames":{"words":\#(json),"chess":{"played":4}}}}"#.utf8)
            try AtomicFile.write(original, to: path)
            let history = GameHistory(store: KeyValueStore(path: path))
            let repaired = try #require(history.folded[.words])
            #expect(repaired.played == played && repaired.bestStreak == bestStreak)
            #expect(repaired.isConsistent(keptWins: 0))

            guard case .partKeptAside(let copy)? = history.repairDamagedParts() else {
                Issue.record("the player is told")
                return
            }
            #expect(try AtomicFile.read(copy, limit: 1 << 20) == original, "the copy is the file as it was")
            let reread = GameHistory(store: KeyValueStore(path: path))
            #expect(reread.folded[.words] == repaired, "the repaired counts are written")
            #expect(reread.repairDamagedParts() == nil, "and told once")
            guard case .object(let modes)? = reread.store.object(forKey: GameHistory.foldedKey) else {
                Issue.record("the folded counts are an object")
                return
            }
            #expect(modes["chess"] != nil, "a mode this version does not know is kept as it was")
        }
    }
}

@Suite("A history of the wrong shape")
struct DamagedHistoryTests {
    @Test("is copied aside and named, and the next game is saved beside what could be read", arguments: ["object", "string", "numbers"])
    func keptAsideAndNamed(shape: String) async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let old = FoldedCountsTests.equalWins(1)[0]
            let oldEntry = String(decoding: try KeyValueStore.encoder().encode(old), as: UTF8.self)
            let history = switch shape {
            case "object": #"{"first":\#(oldEntry)}"#
            case "string": #""the history""#
            default: "42"
            }
            let original = Array(#"{"schemaVersion":2,"values":{"history":\#(history)}}"#.utf8)
            try AtomicFile.write(original, to: path)
            let archive = GameArchive.testing(games: KeyValueStore(path: path), accountName: "Ada")
            let problem = await archive.load()
            guard case .partKeptAside(let copy)? = problem else {
                Issue.record("the player is told: \(String(describing: problem))")
                return
            }
            #expect(try AtomicFile.read(copy, limit: 1 << 20) == original)
            var game = Game(puzzle: try Puzzle.known("potiron"))
            game.play("POTIRN")
            _ = try await archive.finish(game, mode: .words).get()
            let saved = GameHistory(store: KeyValueStore(path: path)).games.map(\.puzzle)
            #expect(saved == (shape == "object" ? [old.puzzle, "potiron"] : ["potiron"]))
            #expect(try AtomicFile.read(copy, limit: 1 << 20) == original, "the copy is never overwritten")
        }
    }
}
