import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// Kills a process that saves games in a loop, at random moments, and checks that the store
/// always parses and keeps every game whose save had returned.
@Suite("A store survives its writer being killed", .serialized)
struct KilledWriterTests {
    @Test("killed at random moments, the store parses and keeps every game whose save returned, in order")
    func killedWriterLosesNothingSaved() async throws {
        let writer = try StoreWriterProcess.path()
        try await TestSupport.withTemporaryDirectory { directory in
            for round in 0..<10 {
                let store = "\(directory)/round-\(round)/store.json"
                let delay = Duration.milliseconds(Int.random(in: 2...200))
                let run = try await StoreWriterProcess.run(writer: writer, store: store, first: 1, plan: .afterLines(20, then: delay))
                #expect(run.killed, "round \(round): the writer was still running when killed")
                #expect(run.saved.count >= 20, "round \(round): the writer printed its first 20 lines")
                #expect(run.saved == Array(1...run.saved.count), "round \(round): lines in order")
                let lastSaved = run.saved.last ?? 0

                let reopened = KeyValueStore(path: store)
                #expect(reopened.problem == nil, "round \(round) (delay \(delay)): \(String(describing: reopened.problem))")
                let games = GameHistory(store: reopened).games
                // Every saved game is there; at most one more whose save was under way.
                #expect(games.count >= lastSaved, "round \(round): \(games.count) games, \(lastSaved) saved")
                #expect(games.count <= lastSaved + 1, "round \(round): \(games.count) games, \(lastSaved) saved")
                #expect(games.map(\.puzzle) == (0..<games.count).map { "potiron\($0 + 1)" }, "round \(round): in order")
                let durations: [Double] = (1...max(1, games.count)).prefix(games.count).map { Double(10_000 - $0) }
                #expect(games.map(\.duration) == durations, "round \(round): each game whole")

                // The store can still be written after the crash.
                try GameHistory(store: reopened).append(
                    FinishedGame(mode: .words, puzzle: "after", result: .lost, wrongLetters: [], score: 0, duration: 0, date: Date(timeIntervalSince1970: 0)))
                #expect(KeyValueStore(path: store).problem == nil)
                #expect(GameHistory(store: KeyValueStore(path: store)).games.last?.puzzle == "after")
            }
        }
    }
}
