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
    public enum Entry: Equatable, Sendable {
        /// A playable film, as OMDb answered it.
        case film(FilmPuzzle)
        /// Why the id is no film to play.
        case miss(String)
    }

    private struct FileContents: Encodable {
        var version: Int
        var ids: [String]
        var entries: [String: Entry]
    }

    /// The file as read: each entry on its own, so a bad one is cleaned without the others.
    private struct LoadedContents: Decodable {
        var version: Int
        var ids: [String]
        var entries: [String: SkippedIfInvalid<Entry>]
    }

    private struct State {
        var ids: [String]
        var entries: [String: Entry]
        var isDirty = false
    }

    public static let defaultCapacity = 20_000

    public let path: String?
    public let capacity: Int
    /// Nil until first used: the file is read by whoever asks first (an OMDb request, off the
    /// main thread), never while the app builds its window.
    private let loadedState = Mutex<State?>(nil)

    /// A cache kept at `path`, or only in memory when `path` is nil. Reads nothing yet.
    public init(path: String?, capacity: Int = OMDbCache.defaultCapacity) {
        self.path = path
        self.capacity = capacity
    }

    private func withState<R>(_ body: (inout State) -> R) -> R {
        loadedState.withLock { loaded in
            var state = loaded ?? Self.load(path: path)
            defer { loaded = state }
            return body(&state)
        }
    }

    /// The file's answers, checked by today's rules: an entry for a malformed or another id, or one
    /// that does not decode, is dropped; a film whose title is no longer playable becomes a miss
    /// as it decodes (`Entry`).
    private static func load(path: String?) -> State {
        guard let path, let bytes = try? AtomicFile.read(path, limit: AtomicFile.Limit.cache), JSONValue.isShallow(bytes),
              let contents = try? JSONDecoder().decode(LoadedContents.self, from: Data(bytes)), contents.version == 1
        else { return State(ids: [], entries: [:]) }
        var entries: [String: Entry] = [:]
        var ids: [String] = []
        for id in contents.ids where IMDbID.isValid(id) && entries[id] == nil {
            guard let entry = contents.entries[id]?.value else { continue }
            switch entry {
            case .film(let puzzle) where puzzle.film.imdbID != id:
                continue
            case .miss(let why) where why.count > Film.maximumFieldLength:
                entries[id] = .miss(String(why.prefix(Film.maximumFieldLength)))
            default:
                entries[id] = entry
            }
            ids.append(id)
        }
        return State(ids: ids, entries: entries)
    }

    /// `$XDG_CACHE_HOME/io.github.swifthangman.Hangman/omdb-answers.json`.
    public static func defaultPath(userCacheDirectory: String) -> String {
        "\(userCacheDirectory)/\(AppIdentity.applicationID)/omdb-answers.json"
    }

    public func entry(for id: String) -> Entry? {
        withState { $0.entries[id] }
    }

    public var count: Int { withState { $0.ids.count } }

    public func store(_ entry: Entry, for id: String) {
        withState { state in
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
        let contents: FileContents? = withState { state in
            guard state.isDirty else { return nil }
            state.isDirty = false
            return FileContents(version: 1, ids: state.ids, entries: state.entries)
        }
        guard let contents, let data = try? JSONEncoder().encode(contents) else { return }
        // A device, a FIFO or a huge file planted here was not read, and is not replaced either.
        guard !AtomicFile.holdsRefusedFile(path, limit: AtomicFile.Limit.cache) else { return }
        try? AtomicFile.write(Array(data), to: path, mode: 0o600)
    }
}

extension OMDbCache.Entry: Codable {
    private enum CodingKeys: String, CodingKey { case film, miss }
    private enum ValueKeys: String, CodingKey { case value = "_0" }

    /// A kept film is checked as an OMDb answer is: one whose title is no longer playable (a
    /// cache written under older rules) becomes a miss, neither replayed nor asked again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.film) {
            let film = try container.nestedContainer(keyedBy: ValueKeys.self, forKey: .film).decode(Film.self, forKey: .value)
            self = FilmPuzzle(film: film).map(Self.film) ?? .miss("unplayable title")
        } else {
            self = .miss(try container.nestedContainer(keyedBy: ValueKeys.self, forKey: .miss).decode(String.self, forKey: .value))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .film(let puzzle):
            var value = container.nestedContainer(keyedBy: ValueKeys.self, forKey: .film)
            try value.encode(puzzle.film, forKey: .value)
        case .miss(let why):
            var value = container.nestedContainer(keyedBy: ValueKeys.self, forKey: .miss)
            try value.encode(why, forKey: .value)
        }
    }
}
