import Foundation
import Testing

/// Runs `StoreWriter` (a process that saves games in a loop and prints "saved N" after each save
/// returns) and kills it with SIGKILL, for the tests that check what a killed writer leaves behind.
enum StoreWriterProcess {
    /// When a run is killed.
    enum KillPlan: Sendable, CustomStringConvertible {
        /// A random moment: this long after the process was started.
        case afterDelay(Duration)
        /// Right after this many "saved" lines were read, plus a short delay.
        case afterLines(Int, then: Duration)

        static func random() -> KillPlan {
            Bool.random()
                ? .afterDelay(.milliseconds(Int.random(in: 0...150)))
                : .afterLines(Int.random(in: 1...12), then: .microseconds(Int.random(in: 0...15_000)))
        }

        var description: String {
            switch self {
            case .afterDelay(let delay): "killed \(delay) after start"
            case .afterLines(let lines, let delay): "killed \(delay) after \(lines) saved lines"
            }
        }
    }

    /// What one writer run printed before it died.
    struct Run: Sendable {
        /// The indices of the games whose save returned, as printed.
        var saved: [Int]
        var killed: Bool
        var exitStatus: Int32
    }

    /// `StoreWriter` is built beside the test binary: `<scratch>/debug/StoreWriter`.
    static func path() throws -> String {
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

    /// Starts `StoreWriter <store> 100000 <first>`, kills it as `plan` says, and collects every
    /// "saved" line it printed. Runs on its own thread: it blocks on the pipe.
    static func run(writer: String, store: String, first: Int, plan: KillPlan) async throws -> Run {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Run, any Error>) in
            let thread = Thread {
                continuation.resume(with: Result {
                    try blockingRun(writer: writer, store: store, first: first, plan: plan)
                })
            }
            thread.start()
        }
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }

    private static func blockingRun(writer: String, store: String, first: Int, plan: KillPlan) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: writer)
        process.arguments = [store, "100000", String(first)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        let reader = output.fileHandleForReading
        var buffer = Data()
        var saved: [Int] = []

        func consumeLines() {
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.hasPrefix("saved "), let index = Int(line.dropFirst(6)) { saved.append(index) }
            }
        }

        switch plan {
        case .afterDelay(let delay):
            // The writer's lines wait in the pipe meanwhile: a few bytes each, far below its capacity.
            sleep(delay)
        case .afterLines(let lines, let delay):
            while saved.count < lines {
                let chunk = reader.availableData
                if chunk.isEmpty { break } // the writer ended early
                buffer.append(chunk)
                consumeLines()
            }
            sleep(delay)
        }
        var killed = false
        if process.isRunning {
            killed = kill(process.processIdentifier, SIGKILL) == 0
        }
        // Every line printed before the kill is still in the pipe: read to the end.
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            consumeLines()
        }
        process.waitUntilExit()
        return Run(saved: saved, killed: killed, exitStatus: process.terminationStatus)
    }
}
