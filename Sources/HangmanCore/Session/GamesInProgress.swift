#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The games under way on this home (`games-in-progress.json`), one per running instance of the
/// game and mode, so that two windows, in two sessions of one player, never drop each other's
/// game; and the puzzles each instance dealt, so that neither deals what the other just did.
///
/// Each instance writes only its own keys (`words@<instance>`, `dealt.words@<instance>`); the
/// store takes in what the others saved. A game left by an instance that no longer runs is
/// claimed by the next New Game of its mode, the most recently kept first.
public final class GamesInProgress: Sendable {
    public let store: KeyValueStore
    /// This instance's name in the keys: a new one each launch.
    private let instance: String
    /// Tells whether the instance that kept a game still runs.
    private let keeper: ProcessIdentity
    /// The puzzles this instance dealt, by mode, newest last.
    private let dealtHere = Mutex<[GameMode: [String]]>([:])

    public init(store: KeyValueStore, instance: String = UUID().uuidString.lowercased(), keeper: ProcessIdentity = .current) {
        self.store = store
        self.instance = instance
        self.keeper = keeper
    }

    private func ownKey(_ mode: GameMode) -> String { "\(mode.rawValue)@\(instance)" }
    private static func dealtPrefix(_ mode: GameMode) -> String { "dealt.\(mode.rawValue)@" }

    /// Keeps `kept` as this instance's game of `mode`, with by whom and when it was last played:
    /// kept again unchanged (at quit), it keeps the time of its last letter.
    public func keep(_ kept: KeptGame, of mode: GameMode) throws(StoreError) {
        var kept = kept
        let stored = store.value(KeptGame.self, forKey: ownKey(mode))
        kept.keptAt = stored.flatMap { $0.id == kept.id && $0.guesses == kept.guesses ? $0.keptAt : nil } ?? Date()
        kept.keeper = keeper
        let value = try KeyValueStore.json(kept)
        try store.update { $0[ownKey(mode)] = value }
    }

    /// Forgets this instance's game of `mode`: it ended, and is in the history.
    public func forget(_ mode: GameMode) {
        try? store.update { $0[ownKey(mode)] = nil }
    }

    /// The newest game of `mode` that an instance left under way when it quit or crashed (the
    /// last run of this one included, and a file written before games were kept per instance),
    /// taken over by this instance so that no other puts it back too. Nil when none is left.
    public func claimLeftGame(of mode: GameMode) -> KeptGame? {
        store.takeInSavesByOthers()
        let own = ownKey(mode)
        let left = store.dictionaryRepresentation().compactMap { key, value -> (key: String, game: KeptGame)? in
            guard key != own, key == mode.rawValue || key.hasPrefix(mode.rawValue + "@"),
                  let kept = KeyValueStore.decode(KeptGame.self, from: value), !Self.isKeptByAnotherRunningInstance(kept.keeper, than: keeper)
            else { return nil }
            return (key, kept)
        }
        guard let newest = left.max(by: { ($0.game.keptAt ?? .distantPast) < ($1.game.keptAt ?? .distantPast) }) else { return nil }
        var claimed = newest.game
        claimed.keeper = keeper
        let value = try? KeyValueStore.json(claimed)
        try? store.update { values in
            values[newest.key] = nil
            values[own] = value
        }
        return newest.game
    }

    /// A game kept by this process under another instance's name was kept by an earlier
    /// archive of it (a test's "next run"): the app opens one archive a process.
    private static func isKeptByAnotherRunningInstance(_ other: ProcessIdentity?, than keeper: ProcessIdentity) -> Bool {
        guard let other, other != keeper else { return false }
        return other.isRunning
    }

    // MARK: Puzzles dealt

    /// Notes a puzzle this instance dealt (`key`, as the recent puzzles compare them), for the
    /// other instances to see.
    func noteDealt(_ key: String, mode: GameMode) {
        let list = dealtHere.withLock { dealt in
            dealt[mode, default: []].append(key)
            dealt[mode] = Array(dealt[mode, default: []].suffix(RecentPuzzles.window))
            return dealt[mode, default: []]
        }
        guard let keeper = try? KeyValueStore.json(keeper) else { return }
        let value = JSONValue.object(["keeper": keeper, "answers": .array(list.map(JSONValue.string))])
        try? store.update { $0[Self.dealtPrefix(mode) + instance] = value }
    }

    /// What the other instances dealt, as they last saved it: read again when they saved since.
    func dealtElsewhere(mode: GameMode) -> Set<String> {
        store.takeInSavesByOthers()
        let prefix = Self.dealtPrefix(mode), own = prefix + instance
        var dealt = Set<String>()
        for (key, value) in store.dictionaryRepresentation() where key.hasPrefix(prefix) && key != own {
            guard case .object(let fields) = value, case .array(let answers)? = fields["answers"] else { continue }
            for case .string(let answer) in answers.suffix(RecentPuzzles.window) { dealt.insert(answer) }
        }
        return dealt
    }

    /// Removes the lists of puzzles dealt by instances that no longer run (their finished games
    /// are in the history), so the file does not grow by one list per launch. At launch.
    public func forgetDealtByInstancesGone() {
        let gone = store.dictionaryRepresentation().compactMap { key, value -> String? in
            guard key.hasPrefix("dealt."), !key.hasSuffix("@" + instance) else { return nil }
            guard case .object(let fields) = value, let stored = fields["keeper"],
                  let keeper = KeyValueStore.decode(ProcessIdentity.self, from: stored) else { return key }
            return Self.isKeptByAnotherRunningInstance(keeper, than: self.keeper) ? nil : key
        }
        guard !gone.isEmpty else { return }
        try? store.update { values in for key in gone { values[key] = nil } }
    }
}
