#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every finished game, oldest first, kept in the store under `history`.
///
/// Entries are kept as raw JSON: one this version cannot read (a newer mode, say) is skipped
/// when reading, but kept as it is on every write, never dropped.
public struct GameHistory: Sendable {
    /// Where a save went.
    public enum Saved: Equatable, Sendable {
        /// Into the store.
        case inStore
        /// Beside it, while another program held the store's lock past its limit: merged into
        /// the store at the next save or launch (`PendingGames`).
        case keptAside
    }

    public static let key = "history"
    /// Where the folded games' counts are kept, by mode.
    public static let foldedKey = "foldedGames"
    /// Every key the history keeps in its store; the rest of a store written before the
    /// settings had their own file were settings (`SettingsSplit`).
    public static let storeKeys: Set<String> = [key, foldedKey]
    /// The most games kept one by one, besides the records: older ones are folded into counts.
    public static let maximumGames = 1_000
    /// Folding waits until 100 games past the maximum, then folds them at once: a save reads
    /// every game back only once in 100.
    public static let foldingThreshold = maximumGames + 100
    public let store: KeyValueStore

    public init(store: KeyValueStore) {
        self.store = store
    }

    /// The games this version can read.
    public var games: [FinishedGame] {
        rawEntries.compactMap(Self.decode)
    }

    /// The counts of the games folded out of the history, by mode (none until it outgrew
    /// `maximumGames`).
    public var folded: [GameMode: FoldedGames] {
        folded(keptGames: games)
    }

    /// The folded counts, given the games the history keeps (`games`): a fold written before
    /// it named the records in its streaks learns them, and one that fails its checks is
    /// repaired (`repairDamagedParts` keeps a copy of the file first).
    public func folded(keptGames: [FinishedGame]) -> [GameMode: FoldedGames] {
        Self.folded(in: store.object(forKey: Self.foldedKey), keptGames: keptGames).counts
    }

    /// Appends a game and writes the store before returning. Past `maximumGames` games, the
    /// oldest that are not records are folded into `folded` in the same write. While another
    /// program holds the store's lock past its limit, the game is kept aside and merged later.
    @discardableResult
    public func append(_ game: FinishedGame) throws(StoreError) -> Saved {
        let entry = try KeyValueStore.json(game)
        return try updateEntries(folding: true, keepingAside: [entry]) { $0.append(entry) }
    }

    /// Merges the games kept aside while another program held the lock, if any: at launch.
    @discardableResult
    public func mergePending() throws(StoreError) -> Saved {
        guard !PendingGames.read(besideStoreAt: store.path).isEmpty else { return .inStore }
        return try updateEntries { _ in }
    }

    /// Folds a history that outgrew its bound (a store from before the bound, or edited by
    /// hand) now rather than at the next game's end: then the Stats page reads 1,000 games, not
    /// every one. Writes nothing when the history is within the bound. Call it off the main thread.
    /// The games are decoded before the store is locked, so the other readers (the first deal's
    /// recent puzzles) wait seconds less on a history of 200,000 games.
    public func foldIfOverBound() throws(StoreError) {
        let entries = rawEntries
        guard entries.count > Self.foldingThreshold else { return }
        var decoded: [String: FinishedGame] = [:]
        for entry in entries {
            if let id = Self.rawID(entry), let game = Self.decode(entry) { decoded[id] = game }
        }
        try updateEntries(folding: true, decoded: decoded) { _ in }
    }

    /// Each entry's mode and puzzle, oldest first, read from the raw entries without decoding
    /// whole games: all that the recent puzzles need, at a fraction of the cost.
    public var modesAndPuzzles: [(mode: GameMode, puzzle: String)] {
        rawEntries.compactMap { entry in
            guard case .object(let fields) = entry, case .string(let name)? = fields["mode"], let mode = GameMode(rawValue: name),
                  case .string(let puzzle)? = fields["puzzle"] else { return nil }
            return (mode, puzzle)
        }
    }

    /// Folds the oldest games past `maximumGames` (never a record, never an entry this version
    /// cannot read) into the counts under `foldedKey`. `decoded` holds games already decoded,
    /// by their raw id; the others are decoded here.
    private static func foldOldest(_ entries: inout [JSONValue], into values: inout [String: JSONValue], decoded cache: [String: FinishedGame]) {
        guard entries.count > foldingThreshold else { return }
        let decoded = entries.map { entry in rawID(entry).flatMap { cache[$0] } ?? decode(entry) }
        let games = decoded.compactMap(\.self)
        guard games.count > foldingThreshold else { return }
        let book = RecordBook(games: games)
        let records = GameMode.allCases.flatMap(book.records(for:))
        let recordIDs = Set(records.map(\.id))
        var excess = games.count { !recordIDs.contains($0.id) } - maximumGames
        var foldedIndices = Set<Int>()
        for (index, game) in decoded.enumerated() where excess > 0 {
            guard let game, !recordIDs.contains(game.id) else { continue }
            foldedIndices.insert(index)
            excess -= 1
        }
        var folded = Self.folded(in: values[foldedKey], keptGames: games).counts
        for mode in GameMode.allCases {
            let leaving = foldedIndices.sorted().compactMap { decoded[$0] }.filter { $0.mode == mode }
            guard !leaving.isEmpty else { continue }
            folded[mode, default: FoldedGames()].fold(leaving, keptRecords: records.filter { $0.mode == mode })
        }
        entries = entries.enumerated().filter { !foldedIndices.contains($0.offset) }.map(\.element)
        Self.write(folded, into: &values)
    }

    /// Writes the counts of every mode this version knows under `foldedKey`, keeping as they are
    /// the counts of a mode it does not know (a newer version's).
    private static func write(_ folded: [GameMode: FoldedGames], into values: inout [String: JSONValue]) {
        var modes: [String: JSONValue] = [:]
        if case .object(let existing) = values[foldedKey] { modes = existing }
        for (mode, counts) in folded {
            if let encoded = try? KeyValueStore.json(counts) { modes[mode.rawValue] = encoded }
        }
        values[foldedKey] = .object(modes)
    }

    /// The counts stored under `foldedKey`, and whether any of them failed its checks (then
    /// repaired: what can be trusted is kept, never restarted from zero).
    private static func folded(in value: JSONValue?, keptGames: [FinishedGame]) -> (counts: [GameMode: FoldedGames], damaged: Bool) {
        guard let value else { return ([:], false) }
        guard case .object(let modes) = value else { return ([:], true) }
        var folded: [GameMode: FoldedGames] = [:]
        var damaged = false
        for (name, counts) in modes {
            guard let mode = GameMode(rawValue: name) else { continue }
            let kept = keptGames.filter { $0.mode == mode }
            // Before the fold named them, its streaks counted the won games kept up to its date.
            let keptWinsUntil = { (until: Date?) in kept.filter { $0.result == .won && $0.date <= until ?? .distantPast }.map(\.id) }
            if var decoded = KeyValueStore.decode(FoldedGames.self, from: counts) {
                if decoded.keptGamesInStreaks == nil { decoded.keptGamesInStreaks = keptWinsUntil(decoded.until) }
                if decoded.isConsistent(keptWins: decoded.keptGamesInStreaks?.count) {
                    folded[mode] = decoded
                    continue
                }
            }
            damaged = true
            folded[mode] = FoldedGames.repaired(from: counts, keptWinsUntil: keptWinsUntil)
        }
        return (folded, damaged)
    }

    /// The games of a `history` that is not the list it should be, as far as they can be read:
    /// the game entries of an object (by date), none from anything else.
    private static func salvagedEntries(from value: JSONValue) -> [JSONValue] {
        guard case .object(let fields) = value else { return [] }
        return fields.values.compactMap { entry in decode(entry).map { (entry, $0.date) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// When a part of the store cannot be read as it should (`history` not a list, folded counts
    /// that fail their checks), copies the whole file aside (`store.json.broken-<time>`), then
    /// writes the parts repaired: the games that can be read, the counts that can be trusted.
    /// Returns the problem to tell the player, nil when every part was sound. Off the main thread.
    public func repairDamagedParts(now: Date = Date()) -> StoreProblem? {
        let values = store.dictionaryRepresentation()
        let historyDamaged = values[Self.key].map { if case .array = $0 { false } else { true } } ?? false
        let foldedDamaged = Self.folded(in: values[Self.foldedKey], keptGames: historyDamaged ? [] : games).damaged
        guard historyDamaged || foldedDamaged else { return nil }
        let copy: String
        do {
            copy = try store.copyAside(now: now)
        } catch {
            // Without a copy the damaged parts are never overwritten: the store stays as it is.
            return .unreadable(error.reason)
        }
        try? store.update { values in
            if historyDamaged, let damaged = values[Self.key] { values[Self.key] = .array(Self.salvagedEntries(from: damaged)) }
            let kept = (values[Self.key].map { if case .array(let entries) = $0 { entries } else { [] } } ?? []).compactMap(Self.decode)
            let repaired = Self.folded(in: values[Self.foldedKey], keptGames: kept)
            if repaired.damaged {
                if case .object = values[Self.foldedKey] {} else { values[Self.foldedKey] = nil }
                Self.write(repaired.counts, into: &values)
            }
        }
        return .partKeptAside(brokenPath: copy)
    }

    /// Sets the player's name on a saved game (a record).
    /// nil removes the name. While another program holds the store's lock past its limit, the
    /// named game is kept aside and merged later.
    @discardableResult
    public func setPlayerName(_ name: String?, forGame id: UUID) throws(StoreError) -> Saved {
        let rename = { (entry: JSONValue) -> JSONValue? in
            guard case .object(var fields) = entry, fields["id"] == .string(id.uuidString) else { return nil }
            fields["playerName"] = name.map(JSONValue.string)
            return .object(fields)
        }
        let named = rawEntries.compactMap(rename)
        return try updateEntries(keepingAside: named) { entries in
            for index in entries.indices {
                if let renamed = rename(entries[index]) { entries[index] = renamed }
            }
        }
    }

    /// Deletes every game of `mode`, and so its records and its folded counts; other modes keep theirs.
    @discardableResult
    public func removeAll(mode: GameMode) throws(StoreError) -> Saved {
        try updateEntries { entries in
            entries.removeAll { entry in
                guard case .object(let fields) = entry else { return false }
                return fields["mode"] == .string(mode.rawValue)
            }
        } changingValues: { values in
            if case .object(var folded) = values[Self.foldedKey] {
                folded[mode.rawValue] = nil
                values[Self.foldedKey] = .object(folded)
            }
        }
    }

    /// How many entries the file holds, readable or not.
    public var entryCount: Int { rawEntries.count }

    private var rawEntries: [JSONValue] {
        guard case .array(let entries) = store.object(forKey: Self.key) else { return [] }
        return entries
    }

    /// Changes the entries as they are on disk, with the games kept aside merged in first; with
    /// `folding`, then folds the oldest past the bound. When another program holds the lock past
    /// its limit, `aside` (the entries this change saves) goes to a pending file.
    @discardableResult
    private func updateEntries(
        folding: Bool = false, decoded: [String: FinishedGame] = [:], keepingAside aside: [JSONValue] = [],
        _ change: (inout [JSONValue]) -> Void, changingValues changeValues: (inout [String: JSONValue]) -> Void = { _ in }
    ) throws(StoreError) -> Saved {
        let pending = PendingGames.read(besideStoreAt: store.path)
        do {
            try store.update { values in
                var entries: [JSONValue] = []
                if case .array(let existing) = values[Self.key] { entries = existing }
                PendingGames.merge(pending.flatMap(\.entries), into: &entries)
                change(&entries)
                changeValues(&values)
                if folding { Self.foldOldest(&entries, into: &values, decoded: decoded) }
                values[Self.key] = .array(entries)
            }
        } catch .lockHeld where !aside.isEmpty {
            try PendingGames.write(aside, besideStoreAt: store.path)
            return .keptAside
        }
        PendingGames.remove(pending)
        return .inStore
    }

    /// The id an entry carries, as written.
    static func rawID(_ entry: JSONValue) -> String? {
        guard case .object(let fields) = entry, case .string(let id)? = fields["id"] else { return nil }
        return id
    }

    private static func decode(_ entry: JSONValue) -> FinishedGame? {
        KeyValueStore.decode(FinishedGame.self, from: entry)
    }
}
