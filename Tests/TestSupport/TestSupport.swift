import Foundation
import Testing
import HangmanCore

/// Paths and helpers shared by the engine's tests.
public enum TestSupport {
    /// The repository root, found from this file's location: `<root>/Tests/TestSupport/TestSupport.swift`.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fresh, empty directory under the system's temporary directory.
    public static func makeTemporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hangman-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Runs `body` with a fresh temporary directory and removes the directory afterwards.
    public static func withTemporaryDirectory<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> R
    ) async throws -> R {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try await body(directory)
    }

    /// Runs `body` with a fresh temporary directory and removes the directory afterwards.
    public static func withTemporaryDirectorySync<R>(_ body: (String) throws -> R) throws -> R {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try body(directory)
    }

    /// Runs blocking `work` on a new thread and waits for it without holding a thread of the
    /// cooperative pool: on two cores, a long synchronous test would starve the other suites' tasks.
    public static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async -> Result<T, any Error> {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: Result { try work() }) }.start()
        }
    }

    /// Polls `condition` until it holds or `timeout` passes; returns whether it held. The timeout
    /// only guards against a hang: on CI's two cores, with every suite running in parallel, a
    /// background task can wait several seconds for a thread of the cooperative pool (a 5 s limit
    /// failed once that way).
    public static func eventually(
        isolation: isolated (any Actor)? = #isolation,
        timeout: Duration = .seconds(60),
        _ condition: () async -> Bool
    ) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return await condition()
    }
}

extension Puzzle {
    /// A puzzle the test knows to be playable.
    public static func known(_ answer: String) throws -> Puzzle {
        try #require(Puzzle.playable(answer), "\(answer) should be playable")
    }
}

extension Letter {
    /// The letter of a character the test knows to be A–Z.
    public static func known(_ character: Character) -> Letter {
        guard let letter = Letter(character) else { preconditionFailure("\(character) is not a letter A–Z") }
        return letter
    }
}

extension Game {
    /// Plays each character of `letters` in turn, one second apart from `start`.
    @discardableResult
    public mutating func play(_ letters: String, from start: Date = Date(timeIntervalSince1970: 1_000)) -> [GuessOutcome] {
        var outcomes: [GuessOutcome] = []
        for (offset, character) in letters.enumerated() {
            outcomes.append(guess(typed: character, at: start.addingTimeInterval(Double(offset))))
        }
        return outcomes
    }
}

extension GameArchive {
    /// An archive over `games`, with its settings beside it, as the app opens one.
    public static func testing(games: KeyValueStore, accountName: String = "Test Player") -> GameArchive {
        let writes = WriteQueue()
        let settings = KeyValueStore(path: FileSystem.parentDirectory(of: games.path) + "/settings.json", writing: .inBackground(writes))
        return GameArchive(games: games, settings: settings, writes: writes, accountName: accountName)
    }
}

extension FilmPuzzle {
    /// The puzzle of a film the test knows to be playable.
    public static func known(_ film: Film) -> FilmPuzzle {
        guard let puzzle = FilmPuzzle(film: film) else { preconditionFailure("\(film.title) is not playable") }
        return puzzle
    }
}
