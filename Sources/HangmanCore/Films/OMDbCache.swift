#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Every OMDb answer about an id, hit or miss, so the same id never costs quota twice.
///
/// Kept in one JSON file in the user's cache directory, bounded to `capacity` entries (the
/// oldest go first). A file that does not parse is ignored and replaced at the next save.
public final class OMDbCache: Sendable {
    public enum Entry: Codable, Equatable, Sendable {
        case film(Film)
        case miss(String)
    }

    private struct FileContents: Codable {
        var version: Int
        var ids: [String]
        var entries: [String: Entry]
    }

    private struct State {
        var ids: [String]
        var entries: [String: Entry]
        var isDirty = false
    }

    public static let defaultCapacity = 20_000

    public let path: String?
    public let capacity: Int
    private let state: Mutex<State>

    /// A cache kept at `path`, or only in memory when `path` is nil.
    public init(path: String?, capacity: Int = OMDbCache.defaultCapacity) {
        self.path = path
        self.capacity = capacity
        var loaded = State(ids: [], entries: [:])
        if let path, let bytes = try? AtomicFile.read(path),
           let contents = try? JSONDecoder().decode(FileContents.self, from: Data(bytes)), contents.version == 1 {
            let ids = contents.ids.filter { contents.entries[$0] != nil }
            let kept = Set(ids)
            loaded = State(ids: ids, entries: contents.entries.filter { kept.contains($0.key) })
        }
        state = Mutex(loaded)
    }

    /// `$XDG_CACHE_HOME/io.github.swifthangman.Hangman/omdb-answers.json`.
    public static func defaultPath(userCacheDirectory: String) -> String {
        "\(userCacheDirectory)/\(AppIdentity.applicationID)/omdb-answers.json"
    }

    public func entry(for id: String) -> Entry? {
        state.withLock { $0.entries[id] }
    }

    public var count: Int { state.withLock { $0.ids.count } }

    public func store(_ entry: Entry, for id: String) {
        state.withLock { state in
            if state.entries.updateValue(entry, forKey: id) == nil { state.ids.append(id) }
            if state.ids.count > capacity {
                let evicted = state.ids.prefix(state.ids.count - capacity)
                for old in evicted { state.entries[old] = nil }
                state.ids.removeFirst(evicted.count)
            }
            state.isDirty = true
        }
    }

    /// Writes the file if anything changed; a failed write only costs future requests.
    public func save() {
        guard let path else { return }
        let contents: FileContents? = state.withLock { state in
            guard state.isDirty else { return nil }
            state.isDirty = false
            return FileContents(version: 1, ids: state.ids, entries: state.entries)
        }
        guard let contents, let data = try? JSONEncoder().encode(contents) else { return }
        try? AtomicFile.write(Array(data), to: path, mode: 0o600)
    }
}
