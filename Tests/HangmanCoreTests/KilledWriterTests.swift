import Foundation
import Synchronization
import Testing
@testable import HangmanCore

/// Kills a process that saves games in a loop, at random moments, and checks that the store
/// always parses and keeps every game whose save had returned.
@Suite("A store survives its writer being killed", .serialized)
struct KilledWriterTests {
    /// `StoreWriter` is built beside the test binary: `<scratch>/debug/StoreWriter`.
    static func storeWriterPath() throws -> String {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        var candidates = [directory.appendingPathComponent("StoreWriter").path]
        // A test bundle may sit inside `<scratch>/debug/X.xctest/...`: look upwards too.
        var parent = directory
        for _ in 0..<3 {
            parent = parent.deletingLastPathComponent()
            candidates.append(parent.appendingPathComponent("StoreWriter").path)
        }
        return try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
            "StoreWriter not found near \(executable)"
        )
    }

    /// What one kill cycle observed.
    struct Cycle: Sendable {
        var savedLines: [Int]
        var killed: Bool
    }

    /// Starts the writer, waits for `linesBeforeKill` "saved" lines, sleeps `delay`, SIGKILLs it, and
    /// collects every line it managed to print. Runs on its own thread: it blocks on pipes.
    static func killCycle(writer: String, store: String, linesBeforeKill: Int, delay: Duration) async throws -> Cycle {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Cycle, any Error>) in
            let thread = Thread {
                continuation.resume(with: Result {
                    try blockingKillCycle(writer: writer, store: store, linesBeforeKill: linesBeforeKill, delay: delay)
                })
            }
            thread.start()
        }
    }

    private static func blockingKillCycle(writer: String, store: String, linesBeforeKill: Int, delay: Duration) throws -> Cycle {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: writer)
        process.arguments = [store, "100000"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        let reader = output.fileHandleForReading
        var buffer = Data()
        var lines: [Int] = []
        var killed = false

        func consumeLines() {
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.hasPrefix("saved "), let index = Int(line.dropFirst(6)) { lines.append(index) }
            }
        }

        while lines.count < linesBeforeKill {
            let chunk = reader.availableData
            if chunk.isEmpty { break } // the writer ended early
            buffer.append(chunk)
            consumeLines()
        }
        let (seconds, attoseconds) = delay.components
        usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        if process.isRunning {
            killed = kill(process.processIdentifier, SIGKILL) == 0
        }
        // Every line printed before the kill is still in the pipe.
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            consumeLines()
        }
        process.waitUntilExit()
        return Cycle(savedLines: lines, killed: killed)
    }

    @Test("killed at random moments, the store parses and keeps every game whose save returned, in order")
    func killedWriterLosesNothingSaved() async throws {
        let writer = try Self.storeWriterPath()
        try await TestSupport.withTemporaryDirectory { directory in
            let clock = ContinuousClock()
            let started = clock.now
            for round in 0..<10 {
                let store = "\(directory)/round-\(round)/store.json"
                let delay = Duration.milliseconds(Int.random(in: 2...200))
                let cycle = try await Self.killCycle(writer: writer, store: store, linesBeforeKill: 20, delay: delay)
                #expect(cycle.killed, "round \(round): the writer was still running when killed")
                #expect(cycle.savedLines.count >= 20, "round \(round): the writer printed its first 20 lines")
                #expect(cycle.savedLines == Array(1...cycle.savedLines.count), "round \(round): lines in order")
                let lastSaved = cycle.savedLines.last ?? 0

                let reopened = KeyValueStore(path: store)
                #expect(reopened.problem == nil, "round \(round) (delay \(delay)): \(String(describing: reopened.problem))")
                let games = GameHistory(store: reopened).games
                // Every saved game is there; at most one more whose save was under way.
                #expect(games.count >= lastSaved, "round \(round): \(games.count) games, \(lastSaved) saved")
                #expect(games.count <= lastSaved + 1, "round \(round): \(games.count) games, \(lastSaved) saved")
                #expect(games.map(\.puzzle) == (0..<games.count).map { "potiron\($0 + 1)" }, "round \(round): in order")
                #expect(games.map(\.score) == Array(1...max(1, games.count)).prefix(games.count).map { $0 })

                // The store can still be written after the crash.
                try GameHistory(store: reopened).append(
                    FinishedGame(mode: .words, puzzle: "after", result: .lost, wrongLetters: [], score: 0, duration: 0, date: Date(timeIntervalSince1970: 0)))
                #expect(KeyValueStore(path: store).problem == nil)
                #expect(GameHistory(store: KeyValueStore(path: store)).games.last?.puzzle == "after")
            }
            #expect(clock.now - started < .seconds(60), "did not hang")
        }
    }
}
