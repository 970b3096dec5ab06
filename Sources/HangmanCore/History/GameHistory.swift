#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The two ways to play.
public enum GameMode: String, Codable, CaseIterable, Sendable {
    case words
    case movies
}

/// A finished game as the history keeps it.
public struct FinishedGame: Codable, Equatable, Sendable {
    public enum Result: String, Codable, Sendable {
        case won
        case lost
    }

    /// Identifies the game, so the end panel can name the record after it was saved.
    public var id: UUID
    public var mode: GameMode
    public var puzzle: String
    public var result: Result
    /// The wrong letters, in the order they were tried.
    public var wrongLetters: [Letter]
    public var score: Int
    /// Seconds from the first guess to the last.
    public var duration: Double
    /// When the game ended.
    public var date: Date
    /// The name given on the end panel; nil for games that are not records.
    public var playerName: String?
    /// The word language and level of a Words game; nil for films and for games saved before
    /// there were languages.
    public var language: WordLanguage?
    public var level: WordLevel?

    public var errors: Int { wrongLetters.count }

    public init(
        id: UUID = UUID(), mode: GameMode, puzzle: String, result: Result, wrongLetters: [Letter], score: Int,
        duration: Double, date: Date, playerName: String? = nil, language: WordLanguage? = nil, level: WordLevel? = nil
    ) {
        self.id = id
        self.mode = mode
        self.puzzle = puzzle
        self.result = result
        self.wrongLetters = wrongLetters
        self.score = score
        self.duration = duration
        self.date = date
        self.playerName = playerName
        self.language = language
        self.level = level
    }

    private enum CodingKeys: String, CodingKey {
        case id, mode, puzzle, result, wrongLetters, score, duration, date, playerName, language, level
    }

    /// The ranges a stored game must hold to be read. A damaged or hand-edited store can hold
    /// anything; a game out of range is skipped like an undecodable one (and kept raw).
    public enum StoredRange {
        /// Seconds: a game lasts less than a day.
        public static let duration: ClosedRange<Double> = 0...86_400
        /// 26 distinct letters won without an error score the most.
        public static let score = 0...Score.points(distinctLetters: 26, wrongGuesses: 0, won: true)
        public static let wrongLetters = 0...Game.maxWrongGuesses
        /// From the Unix epoch (a machine with an unset clock) to 2200: beyond is a damaged value.
        public static let date = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 7_258_118_400)
    }

    /// Decodes leniently: a game written before ids existed gets one (the store migrates them).
    /// Values out of `StoredRange`, or a puzzle longer than any playable one, are refused; a
    /// stored name is cleaned as the end panel cleans a typed one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func inRange<T: Comparable & Decodable>(_ key: CodingKeys, _ range: ClosedRange<T>) throws -> T {
            let value = try container.decode(T.self, forKey: key)
            guard range.contains(value) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "out of \(range)")
            }
            return value
        }
        id = try container.decodeIfPresent(UUID.self, forKey: .id) ?? UUID()
        mode = try container.decode(GameMode.self, forKey: .mode)
        puzzle = try container.decode(String.self, forKey: .puzzle)
        guard (1...Puzzle.maximumLength).contains(puzzle.count) else {
            throw DecodingError.dataCorruptedError(forKey: .puzzle, in: container, debugDescription: "puzzle length \(puzzle.count)")
        }
        result = try container.decode(Result.self, forKey: .result)
        wrongLetters = try container.decode([Letter].self, forKey: .wrongLetters)
        guard StoredRange.wrongLetters.contains(wrongLetters.count) else {
            throw DecodingError.dataCorruptedError(forKey: .wrongLetters, in: container, debugDescription: "\(wrongLetters.count) wrong letters")
        }
        score = try inRange(.score, StoredRange.score)
        duration = try inRange(.duration, StoredRange.duration)
        date = try inRange(.date, StoredRange.date)
        playerName = try container.decodeIfPresent(String.self, forKey: .playerName).flatMap(PlayerName.sanitized)
        // A language or level this version does not know is dropped, not the game.
        language = (try? container.decodeIfPresent(WordLanguage.self, forKey: .language)) ?? nil
        level = (try? container.decodeIfPresent(WordLevel.self, forKey: .level)) ?? nil
    }

    /// The record of a game that is over; nil while it is still being played.
    public init?(_ game: Game, mode: GameMode, wordChoice: WordChoice? = nil) {
        guard game.isOver, let endDate = game.endDate else { return nil }
        self.init(
            mode: mode,
            puzzle: game.puzzle.answer,
            result: game.status == .won ? .won : .lost,
            wrongLetters: game.wrongLetters,
            score: game.score,
            duration: game.elapsed(now: endDate),
            date: endDate,
            language: wordChoice?.language,
            level: wordChoice?.level
        )
    }
}

/// Every finished game, oldest first, kept in the store under `history`.
///
/// Entries are kept as raw JSON: one this version cannot read (a newer mode, say) is skipped
/// when reading, but kept as it is on every write, never dropped.
public struct GameHistory: Sendable {
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
        Self.folded(in: store.object(forKey: Self.foldedKey))
    }

    /// Appends a game and writes the store before returning. Past `maximumGames` games, the
    /// oldest that are not records are folded into `folded` in the same write.
    public func append(_ game: FinishedGame) throws(StoreError) {
        let entry = try KeyValueStore.json(game)
        try updateEntries(folding: true) { $0.append(entry) }
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
        var folded = Self.folded(in: values[foldedKey])
        for mode in GameMode.allCases {
            let leaving = foldedIndices.sorted().compactMap { decoded[$0] }.filter { $0.mode == mode }
            guard !leaving.isEmpty else { continue }
            folded[mode, default: FoldedGames()].fold(leaving, keptRecords: records.filter { $0.mode == mode })
        }
        entries = entries.enumerated().filter { !foldedIndices.contains($0.offset) }.map(\.element)
        if let encoded = try? KeyValueStore.json(Dictionary(uniqueKeysWithValues: folded.map { ($0.key.rawValue, $0.value) })) {
            values[foldedKey] = encoded
        }
    }

    private static func folded(in value: JSONValue?) -> [GameMode: FoldedGames] {
        guard case .object(let modes) = value else { return [:] }
        var folded: [GameMode: FoldedGames] = [:]
        for (name, counts) in modes {
            guard let mode = GameMode(rawValue: name), let decoded = KeyValueStore.decode(FoldedGames.self, from: counts) else { continue }
            folded[mode] = decoded
        }
        return folded
    }

    /// Sets the player's name on a saved game (a record).
    /// nil removes the name.
    public func setPlayerName(_ name: String?, forGame id: UUID) throws(StoreError) {
        try updateEntries { entries in
            for index in entries.indices {
                guard case .object(var fields) = entries[index], fields["id"] == .string(id.uuidString) else { continue }
                fields["playerName"] = name.map(JSONValue.string)
                entries[index] = .object(fields)
            }
        }
    }

    /// Deletes every game of `mode`, and so its records and its folded counts; other modes keep theirs.
    public func removeAll(mode: GameMode) throws(StoreError) {
        try store.update { values in
            if case .array(var entries) = values[Self.key] {
                entries.removeAll { entry in
                    guard case .object(let fields) = entry else { return false }
                    return fields["mode"] == .string(mode.rawValue)
                }
                values[Self.key] = .array(entries)
            }
            if case .object(var folded) = values[Self.foldedKey] {
                folded[mode.rawValue] = nil
                values[Self.foldedKey] = .object(folded)
            }
        }
    }

    private var rawEntries: [JSONValue] {
        guard case .array(let entries) = store.object(forKey: Self.key) else { return [] }
        return entries
    }

    /// Changes the entries as they are on disk; with `folding`, then folds the oldest past the bound.
    private func updateEntries(
        folding: Bool = false, decoded: [String: FinishedGame] = [:], _ change: (inout [JSONValue]) -> Void
    ) throws(StoreError) {
        try store.update { values in
            var entries: [JSONValue] = []
            if case .array(let existing) = values[Self.key] { entries = existing }
            change(&entries)
            if folding { Self.foldOldest(&entries, into: &values, decoded: decoded) }
            values[Self.key] = .array(entries)
        }
    }

    /// The id an entry carries, as written.
    private static func rawID(_ entry: JSONValue) -> String? {
        guard case .object(let fields) = entry, case .string(let id)? = fields["id"] else { return nil }
        return id
    }

    private static func decode(_ entry: JSONValue) -> FinishedGame? {
        KeyValueStore.decode(FinishedGame.self, from: entry)
    }
}
