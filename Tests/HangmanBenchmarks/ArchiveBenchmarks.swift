import Foundation
import HangmanCore
import HangmanTestSupport
import XCTest

/// What a Stats refresh and the end of a game cost with a full history (1,000 games), read from
/// the archive's memory against decoding the history as the pages did before the archive.
final class ArchiveBenchmarks: XCTestCase {
    func testStatsRefreshAndRankingWithAThousandGames() async throws {
        try Bench.skipUnlessEnabled()
        let path = Bench.temporaryDirectory() + "/store.json"
        var entries: [JSONValue] = []
        for index in 0..<GameHistory.maximumGames {
            let lost = index % 4 == 0
            let mode: GameMode = index % 3 == 0 ? .movies : .words
            let date = Date(timeIntervalSince1970: 1_790_000_000 + Double(index))
            let game = FinishedGame(
                mode: mode, puzzle: "puzzle\(index % 97)", result: lost ? .lost : .won, wrongLetters: [],
                score: lost ? 0 : index % 60, duration: 30, date: date)
            entries.append(try KeyValueStore.json(game))
        }
        try KeyValueStore(path: path).update { $0[GameHistory.key] = .array(entries) }
        let clock = ContinuousClock()

        // Before: each refresh decoded the history twice (statistics, records), and each game's
        // end once more to rank it.
        let history = GameHistory(store: KeyValueStore(path: path))
        var decoding: [Double] = []
        for _ in 0..<20 {
            let start = clock.now
            let games = history.games
            _ = ModeStatistics(mode: .words, history: games, folded: history.folded[.words])
            _ = RecordBook(games: history.games).records(for: .words)
            decoding.append(Bench.milliseconds(clock.now - start))
        }

        // Now: the archive decoded them once; a refresh reads its snapshot.
        let archive = GameArchive.testing(games: KeyValueStore(path: path, loading: .onFirstUse))
        let loadStart = clock.now
        await archive.load()
        let load = Bench.milliseconds(clock.now - loadStart)
        var fromMemory: [Double] = []
        for _ in 0..<20 {
            let start = clock.now
            let snapshot = archive.snapshot
            _ = snapshot.statistics(for: .words)
            _ = snapshot.records(for: .words)
            fromMemory.append(Bench.milliseconds(clock.now - start))
        }
        Bench.report("stats_refresh_1000_games_decoding_median_ms", Bench.percentile(decoding, 0.5), unit: "ms")
        Bench.report("stats_refresh_1000_games_archive_median_ms", Bench.percentile(fromMemory, 0.5), unit: "ms")
        Bench.report("archive_load_1000_games_ms", load, unit: "ms")
    }
}
