#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The offline word list shipped in `data/words/en.txt`.
public struct BundledWordList: Sendable {
    public let puzzles: [Puzzle]

    /// Words to play when even the bundled file cannot be read: the game must never stop.
    static let lastResort = ["hangman", "gallows", "puzzle", "letter", "guess", "window", "keyboard", "rope"]

    public init(words: [String]) {
        let puzzles = words.compactMap(Puzzle.playable)
        self.puzzles = puzzles.isEmpty ? Self.lastResort.compactMap(Puzzle.playable) : puzzles
    }

    /// Reads one word per line; a missing or unreadable file gives the last-resort list.
    public init(contentsOf path: String) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let words = text.split(whereSeparator: \.isNewline).map { String($0.filter { !$0.isWhitespace }) }
        self.init(words: words.filter(WordAPIAnswer.isAcceptable))
    }

    public func randomPuzzle() -> Puzzle {
        puzzles.randomElement()!
    }
}

/// A value loaded on first use, at most once, from whichever thread asks first.
public final class LoadedOnce<Value: Sendable>: Sendable {
    private let load: @Sendable () -> Value
    private let value = Mutex<Value?>(nil)

    public init(_ load: @escaping @Sendable () -> Value) {
        self.load = load
    }

    public var wrappedValue: Value {
        value.withLock { value in
            if let value { return value }
            let loaded = load()
            value = loaded
            return loaded
        }
    }
}

/// The bundled word list, read from disk on first use (off the main thread, by the ready queue).
public struct BundledWordSource: Sendable {
    public let path: String
    private let list: LoadedOnce<BundledWordList>

    public init(path: String) {
        self.path = path
        list = LoadedOnce { BundledWordList(contentsOf: path) }
    }

    public func randomPuzzle() -> Puzzle {
        list.wrappedValue.randomPuzzle()
    }
}
