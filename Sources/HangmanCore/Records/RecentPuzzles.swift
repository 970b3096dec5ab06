import Synchronization

/// The answers of the last 200 games of each mode: a puzzle among them is not dealt again, online
/// or bundled. Handed the history's games by the archive once it has read them (`adopt`), so the
/// first deal never waits for the games file; or read from a history on first use. Kept up to
/// date by the ready queues as they deal: a puzzle counts from the moment it is shown, so a word
/// being played is not fetched again for the next game, nor an abandoned one.
public final class RecentPuzzles: Sendable {
    /// How many of a mode's latest games a puzzle must not repeat.
    public static let window = 200

    private let history: GameHistory?
    private let answers = Mutex<[GameMode: [String]]?>(nil)
    /// Where the other running instances of the game note what they deal.
    private let otherInstances: GamesInProgress?

    /// The recent games of `history`; nil starts with none (tests). With `otherInstances`, what
    /// other instances on this home dealt counts too.
    public init(history: GameHistory?, otherInstances: GamesInProgress? = nil) {
        self.history = history
        self.otherInstances = otherInstances
    }

    /// True when `answer` was the puzzle of one of the mode's last 200 games, or was dealt by
    /// another instance of the game.
    public func contains(_ answer: String, mode: GameMode) -> Bool {
        let key = Self.key(answer)
        return withAnswers { $0[mode, default: []].contains(key) } || otherInstances?.dealtElsewhere(mode: mode).contains(key) == true
    }

    /// Notes a puzzle dealt, for this instance and the others.
    public func add(_ answer: String, mode: GameMode) {
        let key = Self.key(answer)
        withAnswers { answers in
            var list = answers[mode, default: []]
            list.append(key)
            answers[mode] = Array(list.suffix(Self.window))
        }
        otherInstances?.noteDealt(key, mode: mode)
    }

    /// Takes in the history's games, oldest first, once they are read: the puzzles dealt since
    /// launch stay the latest.
    public func adopt(_ games: [(mode: GameMode, puzzle: String)]) {
        answers.withLock { stored in
            var answers: [GameMode: [String]] = [:]
            for (mode, puzzle) in games { answers[mode, default: []].append(Self.key(puzzle)) }
            for (mode, dealt) in stored ?? [:] { answers[mode, default: []].append(contentsOf: dealt) }
            stored = answers.mapValues { Array($0.suffix(Self.window)) }
        }
    }

    private func withAnswers<R>(_ body: (inout [GameMode: [String]]) -> R) -> R {
        answers.withLock { stored in
            var answers = stored ?? Self.load(history)
            defer { stored = answers }
            return body(&answers)
        }
    }

    private static func load(_ history: GameHistory?) -> [GameMode: [String]] {
        var answers: [GameMode: [String]] = [:]
        for (mode, puzzle) in history?.modesAndPuzzles ?? [] {
            answers[mode, default: []].append(key(puzzle))
        }
        return answers.mapValues { Array($0.suffix(window)) }
    }

    private static func key(_ answer: String) -> String { answer.lowercased() }
}
