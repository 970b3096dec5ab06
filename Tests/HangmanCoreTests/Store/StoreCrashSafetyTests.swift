import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// The requirement: a writer process is killed with SIGKILL at random moments during
/// 200 saves; after each kill the store still parses and holds every game whose save had returned.
@Suite("Crash safety: 200 saves under SIGKILL", .serialized)
struct StoreCrashSafetyTests {
    /// The index N of a game the writer saved as "potironN".
    static func index(of game: FinishedGame) -> Int? {
        guard game.puzzle.hasPrefix("potiron") else { return nil }
        return Int(game.puzzle.dropFirst("potiron".count))
    }

    @Test("killed at random moments during 200 saves, the store always parses and holds every game whose save returned")
    func twoHundredSavesUnderSIGKILL() async throws {
        let writer = try StoreWriterProcess.path()
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let target = 200
            var confirmed: [Int] = [] // every index whose "saved" line was read, across all runs
            var storedCount = 0
            var runs = 0
            var kills = 0
            while confirmed.count < target && runs < 400 {
                runs += 1
                let plan = StoreWriterProcess.KillPlan.random()
                let first = storedCount + 1
                let run = try await StoreWriterProcess.run(writer: writer, store: path, first: first, plan: plan)
                let context = "run \(runs), \(plan), first index \(first)"
                if run.killed { kills += 1 }
                #expect(run.killed || run.exitStatus == 0, "\(context): the writer failed by itself (status \(run.exitStatus))")
                #expect(run.saved == Array(first..<(first + run.saved.count)), "\(context): lines in order from \(first)")
                confirmed += run.saved

                let store = KeyValueStore(path: path)
                try #require(store.problem == nil, "\(context): \(String(describing: store.problem))")
                let games = GameHistory(store: store).games
                let indices = games.compactMap(Self.index(of:))
                #expect(indices == (0..<games.count).map { $0 + 1 }, "\(context): games 1…\(games.count), in order, none twice")
                let present = Set(indices)
                let missing = confirmed.filter { !present.contains($0) }
                try #require(missing.isEmpty, "\(context): saved games lost: \(missing)")
                // At most one game more than was confirmed: the one whose save was under way.
                let lastKnown = max(storedCount, run.saved.last ?? 0)
                #expect(games.count <= lastKnown + 1, "\(context): \(games.count) games, \(lastKnown) known")
                #expect(games.count >= storedCount, "\(context): the history never shrinks")
                storedCount = games.count
            }
            #expect(confirmed.count >= target, "\(confirmed.count) saves returned in \(runs) runs")
            #expect(storedCount >= target)
            #expect(kills >= runs - 1, "every run but possibly one was killed mid-way (\(kills) of \(runs))")

            let final = KeyValueStore(path: path)
            #expect(final.problem == nil)
            let games = GameHistory(store: final).games
            #expect(games.count == storedCount)
            #expect(Set(games.map(\.id)).count == games.count, "every game kept its own id")
            #expect(RecordBook(games: games).records(for: .words).compactMap(Self.index(of:)) == Array((storedCount - 4)...storedCount).reversed())
        }
    }

    /// A real store with a history, as the app writes it.
    static func historyStoreBytes(in directory: String) throws -> [UInt8] {
        let path = "\(directory)/source/store.json"
        let history = GameHistory(store: KeyValueStore(path: path))
        for index in 1...12 {
            try history.append(FinishedGame(
                mode: index.isMultiple(of: 3) ? .movies : .words, puzzle: "Amélie \(index) 👩‍🚀", result: .won,
                wrongLetters: [.known("Z")], score: index, duration: Double(index) + 0.5,
                date: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)), playerName: "<b>Ada</b>"))
        }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test("a history store cut off at any point before its end is moved aside with its bytes, never half loaded")
    func truncatedHistoryMovedAside() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let full = try Self.historyStoreBytes(in: directory)
            let closing = try #require(full.lastIndex(of: UInt8(ascii: "}")))
            // The cut points: the very start, just before the last brace, and random ones between.
            let cuts = [0, 1, closing] + (0..<25).map { _ in Int.random(in: 1..<closing) }
            let now = Date(timeIntervalSince1970: 1_794_747_132) // 2026-11-15T12:52:12Z
            for (round, cut) in cuts.enumerated() {
                let path = "\(directory)/cut-\(round)/store.json"
                try FileManager.default.createDirectory(atPath: "\(directory)/cut-\(round)", withIntermediateDirectories: true)
                let truncated = Array(full.prefix(cut))
                try Data(truncated).write(to: URL(fileURLWithPath: path))

                let store = KeyValueStore(path: path, now: now)
                #expect(store.problem == .movedAside(brokenPath: "\(path).broken-20261115T125212Z"), "cut at \(cut) of \(full.count)")
                #expect(GameHistory(store: store).games.isEmpty, "cut at \(cut): the store starts empty")
                #expect(!FileManager.default.fileExists(atPath: path))
                let moved = try Data(contentsOf: URL(fileURLWithPath: "\(path).broken-20261115T125212Z"))
                #expect(Array(moved) == truncated, "cut at \(cut): the broken file keeps its bytes")
            }
        }
    }
}
