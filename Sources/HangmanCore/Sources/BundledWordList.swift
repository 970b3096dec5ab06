#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The offline word list shipped in `data/words/en.txt`.
public struct BundledWordList: Sendable {
    /// The playable words. Each becomes a `Puzzle` when it is dealt: building the letter sets of
    /// 10,000 puzzles up front was most of the list's load time.
    public let words: [String]

    /// Every word as a puzzle.
    public var puzzles: [Puzzle] { words.compactMap(Puzzle.playable) }

    /// Words to play when even the bundled file cannot be read: the game must never stop.
    static let lastResort = ["hangman", "gallows", "puzzle", "letter", "guess", "window", "keyboard", "rope"]

    public init(words: [String]) {
        let playable = words.filter(Puzzle.isPlayable)
        self.words = playable.isEmpty ? Self.lastResort : playable
    }

    /// Reads one word per line; a missing or unreadable file gives the last-resort list.
    public init(contentsOf path: String) {
        let bytes = (try? AtomicFile.read(path)) ?? []
        // Bytes, not Characters: only `^[a-z]{3,15}$` lines are kept, so grapheme breaking and
        // Unicode whitespace would be work for nothing.
        let lines = bytes.split(whereSeparator: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        let words = lines.map { line in
            String(decoding: line.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }, as: UTF8.self)
        }
        self.init(words: words.filter(WordAPIAnswer.isAcceptable))
    }

    public func randomPuzzle() -> Puzzle {
        words.randomElement().flatMap(Puzzle.playable) ?? Puzzle.playable(Self.lastResort[0])!
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
