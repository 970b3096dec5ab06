#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Deals a bundled list in a shuffled order that persists across launches: every entry comes
/// once before any comes again, and an entry played recently is passed over.
///
/// The order is a permutation drawn from a seed; the seed and the position in it live in a
/// small file in the cache directory, written after each deal. A missing or unreadable file, or
/// one for a list of another size, starts a fresh order.
public final class BundledDeck: Sendable {
    private struct State: Codable {
        var kind: String
        var count: Int
        var seed: UInt64
        var position: Int
    }

    public let count: Int
    private let path: String?
    private let kind: String
    private let state: Mutex<(state: State, order: [Int])?>

    /// A deck of `count` entries whose order is kept at `path` (nil: a fresh order each launch).
    public init(count: Int, path: String?, kind: String) {
        self.count = count
        self.path = path
        self.kind = kind
        state = Mutex(nil)
    }

    /// `$XDG_CACHE_HOME/io.github.swifthangman.Hangman/deck-<kind>.json`.
    public static func defaultPath(userCacheDirectory: String, kind: String) -> String {
        "\(userCacheDirectory)/\(AppIdentity.applicationID)/deck-\(kind).json"
    }

    /// The index of the next entry to deal, passing over up to a whole round of entries for
    /// which `isStale` holds (when every entry is stale, the next one is dealt anyway).
    public func next(isStale: (Int) -> Bool = { _ in false }) -> Int {
        guard count > 0 else { return 0 }
        return state.withLock { stored in
            var (current, order) = stored ?? load()
            var chosen = order[current.position]
            for _ in 0..<count {
                chosen = order[current.position]
                advance(&current, &order)
                if !isStale(chosen) { break }
            }
            stored = (current, order)
            save(current)
            return chosen
        }
    }

    private func advance(_ current: inout State, _ order: inout [Int]) {
        current.position += 1
        if current.position >= count {
            current = State(kind: kind, count: count, seed: UInt64.random(in: 1...UInt64.max), position: 0)
            order = Self.permutation(count: count, seed: current.seed)
        }
    }

    private func load() -> (State, [Int]) {
        if let path, let bytes = try? AtomicFile.read(path, limit: AtomicFile.Limit.cache),
           JSONValue.isShallow(bytes), let saved = try? JSONDecoder().decode(State.self, from: Data(bytes)),
           saved.kind == kind, saved.count == count, (0..<count).contains(saved.position) {
            return (saved, Self.permutation(count: count, seed: saved.seed))
        }
        let fresh = State(kind: kind, count: count, seed: UInt64.random(in: 1...UInt64.max), position: 0)
        return (fresh, Self.permutation(count: count, seed: fresh.seed))
    }

    private func save(_ current: State) {
        guard let path, let data = try? JSONEncoder().encode(current) else { return }
        try? AtomicFile.write(Array(data), to: path, durable: false)
    }

    /// 0..<count shuffled by a generator seeded with `seed`: the same seed, the same order.
    static func permutation(count: Int, seed: UInt64) -> [Int] {
        var generator = SplitMix64(seed: seed)
        var order = Array(0..<count)
        order.shuffle(using: &generator)
        return order
    }
}

/// A small seeded generator (SplitMix64): a stable order from a stored seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
