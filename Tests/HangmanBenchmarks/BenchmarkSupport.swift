import Foundation
import GtkKit
import HangmanCore
import XCTest

/// Figures for `make bench`: printed as `BENCH <name> <value>` lines that bench/run.py collects.
enum Bench {
    /// Pauses drawn from a range of milliseconds, the same sequence every run (SplitMix64).
    struct SeededPauses {
        let milliseconds: ClosedRange<Int>
        private var state: UInt64 = 2026

        init(milliseconds: ClosedRange<Int>) { self.milliseconds = milliseconds }

        mutating func next() -> Duration {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            return .milliseconds(milliseconds.lowerBound + Int(mixed % UInt64(milliseconds.count)))
        }
    }

    static var isEnabled: Bool { ProcessInfo.processInfo.environment["HANGMAN_BENCH"] == "1" }

    static func skipUnlessEnabled() throws {
        guard isEnabled else { throw XCTSkip("benchmarks run with `make bench` (HANGMAN_BENCH=1)") }
    }

    static func report(_ name: String, _ value: Double, unit: String) {
        print("BENCH \(name) \(value) \(unit)")
        fflush(nil)
    }

    /// The value below which `fraction` of `samples` fall.
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
        return sorted[max(0, index)]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hangman-bench-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// The loopback fake of random-word-api and OMDb, as a child process.
final class FakeAPIProcess {
    let process = Process()
    let port: Int
    /// The server exits when this pipe closes, so it never outlives the test process.
    private let lifeline = Pipe()

    init(arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Bench.repositoryRoot.appendingPathComponent("Tests/Fixtures/fake_api.py").path, "--lifetime", "900", "--exit-on-stdin-eof"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = lifeline
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: " ").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
            throw NSError(domain: "bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "fake_api.py said: \(text)"])
        }
        self.port = port
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    deinit {
        process.terminate()
        try? lifeline.fileHandleForWriting.close()
    }
}
