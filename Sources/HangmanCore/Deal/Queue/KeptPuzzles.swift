#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An item a ready queue holds, and when it was fetched.
public struct KeptItem<Item: Sendable>: Sendable {
    public var item: Item
    public var fetched: Date

    public init(_ item: Item, fetched: Date) {
        self.item = item
        self.fetched = fetched
    }
}

extension KeptItem: Codable where Item: Codable {}

/// Puzzles fetched but not played yet, kept in the cache directory, so that the next launch
/// deals its first game at once, before any request.
///
/// One small JSON file per ready queue, written atomically each time the queue changes: a
/// dealt puzzle is gone from the file before it is shown, so none is ever dealt twice, even
/// after a crash. Entries older than `maxAge` are dropped; at most `capacity` are kept. A file
/// that does not read (broken, another queue's, a device or a FIFO) is renamed aside, never
/// overwritten, `setAside` is told where, and the queue starts empty: it is a cache, never
/// worth a crash.
public struct KeptPuzzles<Item: Codable & Sendable>: Sendable {
    /// Thirty days: an older word may have left the service, an older film its facts.
    public static var maxAge: TimeInterval { 30 * 24 * 3600 }

    public let path: String
    /// Which queue the file is for ("words-en-normal", "films"): another queue's file is foreign.
    public let kind: String
    public let capacity: Int
    private let now: @Sendable () -> Date

    private struct FileContents: Encodable {
        var kind: String
        var entries: [KeptItem<Item>]
    }

    /// The file as read: an entry that no longer decodes (an unplayable puzzle, a film over the
    /// bounds of `Film`) is dropped alone.
    private struct LoadedContents: Decodable {
        var kind: String
        var entries: [SkippedIfInvalid<KeptItem<Item>>]
    }

    /// Told of kept items that no longer read as puzzles (a film past `Film`'s bounds, a title
    /// no longer playable), which are dropped.
    private let log: DebugLog

    /// Told the path a file that did not read was moved to, for the player.
    private let setAside: @Sendable (String) -> Void

    public init(
        path: String, kind: String, capacity: Int, log: DebugLog = .silent, now: @escaping @Sendable () -> Date = { Date() },
        setAside: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.path = path
        self.kind = kind
        self.capacity = capacity
        self.log = log
        self.now = now
        self.setAside = setAside
    }

    /// `$XDG_CACHE_HOME/io.github.swifthangman.Hangman/ready-<kind>.json`.
    public static func defaultPath(userCacheDirectory: String, kind: String) -> String {
        "\(userCacheDirectory)/\(AppIdentity.applicationID)/ready-\(kind).json"
    }

    /// The kept items, newest last, without the stale, the invalid and those over the capacity.
    /// A file that does not read is moved aside to `<path>.broken-<time>`.
    public func load() -> [KeptItem<Item>] {
        AtomicFile.removeLeftovers(beside: path)
        let bytes: [UInt8]
        do {
            guard let read = try AtomicFile.read(path, limit: AtomicFile.Limit.cache) else { return [] }
            bytes = read
        } catch {
            moveAside()
            return []
        }
        guard JSONValue.isShallow(bytes), let contents = try? JSONDecoder().decode(LoadedContents.self, from: Data(bytes)), contents.kind == kind else {
            moveAside()
            return []
        }
        let readable = contents.entries.compactMap(\.value)
        if readable.count < contents.entries.count {
            log("ready queue \(kind): \(contents.entries.count - readable.count) kept item(s) no longer read as puzzles and are dropped")
        }
        let limit = now().addingTimeInterval(-Self.maxAge)
        let fresh = readable.filter { $0.fetched >= limit && $0.fetched <= now().addingTimeInterval(3600) }
        return Array(fresh.prefix(capacity))
    }

    /// Renames the file aside (a link or a FIFO itself, unopened), beside earlier ones.
    private func moveAside() {
        let aside = KeyValueStore.uniqueBrokenPath(for: path, now: now())
        guard (try? AtomicFile.move(path, to: aside)) != nil else { return }
        log("ready queue \(kind): the kept file did not read and was moved to \(aside)")
        setAside(aside)
    }

    /// Replaces the file with `entries`; failures are ignored (the queue refills as before).
    public func save(_ entries: [KeptItem<Item>]) {
        guard let data = try? JSONEncoder().encode(FileContents(kind: kind, entries: Array(entries.prefix(capacity)))) else { return }
        // Atomic without fsync: a crashed process never deals a puzzle twice, and the deal that
        // waits for this write is on its way to the screen.
        // A device, a FIFO or a huge file planted here was not read, and is not replaced either.
        guard !AtomicFile.holdsRefusedFile(path, limit: AtomicFile.Limit.cache) else { return }
        try? AtomicFile.write(Array(data), to: path, durable: false)
    }
}

/// How a ready queue keeps its items across launches: in a `KeptPuzzles` file, or not at all.
public struct QueueKeeping<Item: Sendable>: Sendable {
    public let load: @Sendable () -> [KeptItem<Item>]
    public let save: @Sendable ([KeptItem<Item>]) -> Void

    public init(load: @escaping @Sendable () -> [KeptItem<Item>], save: @escaping @Sendable ([KeptItem<Item>]) -> Void) {
        self.load = load
        self.save = save
    }

    /// Keeps nothing: every launch starts empty.
    public static var none: QueueKeeping<Item> { QueueKeeping(load: { [] }, save: { _ in }) }

    /// The same keeping, whose items are checked as they come back, as a fresh one would be:
    /// one that fails `isDealable` (an edited file, or a word a newer list denies) is dropped
    /// and said in `log`, never dealt.
    public func checked(by isDealable: @escaping @Sendable (Item) -> Bool, log: DebugLog, describe: @escaping @Sendable (Item) -> String) -> QueueKeeping<Item> {
        let load = load
        return QueueKeeping(load: {
            load().filter { kept in
                guard isDealable(kept.item) else {
                    log("ready queue: a kept item no longer passes its filter and is dropped: \(describe(kept.item))")
                    return false
                }
                return true
            }
        }, save: save)
    }
}

extension QueueKeeping where Item: Codable {
    /// Keeps the items in `file`.
    public static func file(_ file: KeptPuzzles<Item>) -> QueueKeeping<Item> {
        QueueKeeping(load: { file.load() }, save: { file.save($0) })
    }
}
