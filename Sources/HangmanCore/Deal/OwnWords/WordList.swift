#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One of the player's word lists, as the game keeps it: a copy of what was imported, so that
/// moving or editing the original loses nothing, with the order its words are being dealt in.
public struct WordList: Codable, Equatable, Sendable {
    /// The largest file an import reads: a week's spelling words fit many times over.
    public static let maximumFileBytes = 1024 * 1024
    /// The most words a list holds; later lines are skipped, and said so.
    public static let maximumEntries = 5_000
    public static let maximumNameCharacters = 60
    /// The cap on a kept list's own file, with its hints and order.
    static let maximumStoredBytes = 4 * 1024 * 1024

    public var id: String
    public var name: String
    public var language: WordLanguage
    public var entries: [OwnWordEntry]
    /// The entries' indices in the order they are dealt, shuffled; `dealt` of them are played.
    var deck: [Int]
    var dealt: Int

    /// What the Words page and the games call it.
    public var source: OwnWordSource { .list(id: id, name: name) }

    /// The name as kept: trimmed, at most `maximumNameCharacters`; nil when empty.
    public static func cleanedName(_ text: String) -> String? {
        let name = OwnWord.normalized(String(text.unicodeScalars.filter { !$0.properties.generalCategory.isControl }.map(Character.init)))
        // Normalized again after the cut, which may end on a space.
        return name.isEmpty ? nil : OwnWord.normalized(String(name.prefix(maximumNameCharacters)))
    }

    /// The name a file suggests: "spelling-week.txt" gives "spelling-week".
    public static func suggestedName(forFileAt path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return cleanedName(name) ?? "List"
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControl: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: true
        default: false
        }
    }
}

/// The player's word lists, one file each in `lists/` beside the store (mode 0600, the folder
/// 0700). A list is dealt in a shuffled order without repeats until every word was played, then
/// shuffled again; where it stands is written before a word is dealt, so a restart goes on
/// where the last run stopped. Every call may come from any thread.
public final class WordListLibrary: Sendable {
    public let directory: String
    private let lists = Mutex<[WordList]?>(nil)
    private let setAsidePaths = Mutex<[String]>([])

    public init(directory: String) {
        self.directory = directory
    }

    /// Every list, by name.
    public var all: [WordList] {
        withLists { $0 }.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The list files that could not be read, moved aside when the lists were read
    /// (`<id>.json.broken-<time>`): kept, never overwritten, and told to the player once.
    public var setAside: [String] {
        withLists { _ in }
        return setAsidePaths.withLock { $0 }
    }

    public func list(id: String) -> WordList? {
        withLists { lists in lists.first { $0.id == id } }
    }

    /// Reads the lists on another thread now. Three full lists take a noticeable time to read
    /// and check (docs/benchmarks.md): started as the program starts, that
    /// happens while GTK opens the display, and the window finds them read.
    @discardableResult
    public func preload() -> Task<Void, Never> {
        Task.detached(priority: .userInitiated) { [self] in _ = withLists { $0.count } }
    }

    /// Keeps a new list of `entries` (already checked, as `WordListFile` gives them).
    @discardableResult
    public func add(name: String, language: WordLanguage, entries: [OwnWordEntry]) throws(StoreError) -> WordList {
        var generator = SystemRandomNumberGenerator()
        let list = WordList(
            id: UUID().uuidString.lowercased(), name: WordList.cleanedName(name) ?? "List", language: language,
            entries: Array(entries.prefix(WordList.maximumEntries)), deck: Array(entries.indices).shuffled(using: &generator), dealt: 0)
        try write(list)
        withLists { $0.append(list) }
        return list
    }

    /// Renames list `id`; an empty name is refused (false).
    @discardableResult
    public func rename(id: String, to name: String) throws(StoreError) -> Bool {
        guard var list = list(id: id), let cleaned = WordList.cleanedName(name) else { return false }
        list.name = cleaned
        try write(list)
        withLists { lists in
            if let index = lists.firstIndex(where: { $0.id == id }) { lists[index] = list }
        }
        return true
    }

    /// Removes list `id` and its file. Its games stay in the history, under its name.
    public func remove(id: String) throws(StoreError) {
        let path = Self.path(of: id, in: directory)
        if FileSystem.exists(path), unlink(path) != 0 { throw .writeFailed(FileSystemError("unlink", path: path)) }
        withLists { $0.removeAll { $0.id == id } }
    }

    /// The next word of list `id`: the next of its shuffled order, shuffled again once every
    /// word was played (never the same word twice in a row across the reshuffle). Its place is
    /// on disk before it returns; a failed write still deals (the order then repeats at the
    /// next launch, nothing worse). Nil when there is no such list.
    public func nextEntry(of id: String, using generator: inout some RandomNumberGenerator) -> OwnWordEntry? {
        let next: (WordList, OwnWordEntry)? = withLists { lists in
            guard let index = lists.firstIndex(where: { $0.id == id }), !lists[index].entries.isEmpty else { return nil }
            var list = lists[index]
            if list.dealt >= list.deck.count {
                let last = list.deck.last
                list.deck = Array(list.entries.indices).shuffled(using: &generator)
                if list.deck.count > 1, list.deck.first == last { list.deck.swapAt(0, list.deck.count - 1) }
                list.dealt = 0
            }
            let entry = list.entries[list.deck[list.dealt]]
            list.dealt += 1
            lists[index] = list
            return (list, entry)
        }
        guard let (list, entry) = next else { return nil }
        try? write(list)
        return entry
    }

    // MARK: Files

    private func withLists<R>(_ body: (inout [WordList]) -> R) -> R {
        lists.withLock { loaded in
            var lists = loaded ?? Self.load(from: directory, settingAside: { path in setAsidePaths.withLock { $0.append(path) } })
            defer { loaded = lists }
            return body(&lists)
        }
    }

    static func path(of id: String, in directory: String) -> String {
        "\(directory)/\(id).json"
    }

    private func write(_ list: WordList) throws(StoreError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try JSONEncoder().encode(list))
        } catch {
            throw .encodingFailed(String(describing: error))
        }
        do {
            try FileSystem.createDirectory(directory)
            try AtomicFile.write(bytes, to: Self.path(of: list.id, in: directory), mode: 0o600, durable: false)
        } catch {
            throw .writeFailed(error)
        }
    }

    /// Every list file that reads. One that does not (a link to a device, a FIFO, garbage, another
    /// list's id inside, no playable word) is renamed aside, never opened for writing, and
    /// `settingAside` is given its new path. Each word is checked again as at import, so a
    /// hand-edited file deals nothing unplayable; a damaged order is shuffled afresh.
    private static func load(from directory: String, settingAside: (String) -> Void) -> [WordList] {
        FileSystem.names(in: directory, startingWith: "").compactMap { name -> WordList? in
            guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
            let path = "\(directory)/\(name)"
            if let list = read(path, id: String(name.dropLast(5))) { return list }
            let aside = KeyValueStore.uniqueBrokenPath(for: path, now: Date())
            // A rename moves the entry itself, a link or a FIFO included, without opening it.
            if (try? AtomicFile.move(path, to: aside)) != nil { settingAside(aside) }
            return nil
        }
    }

    /// The list in the file at `path`, its words checked again; nil when it is not a list.
    private static func read(_ path: String, id: String) -> WordList? {
        guard let bytes = try? AtomicFile.read(path, limit: WordList.maximumStoredBytes), JSONValue.isShallow(bytes),
              var list = try? JSONDecoder().decode(WordList.self, from: Data(bytes)), list.id == id
        else { return nil }
        list.name = WordList.cleanedName(list.name) ?? "List"
        let playable = list.entries.prefix(WordList.maximumEntries).compactMap { entry -> OwnWordEntry? in
            guard case .success(let puzzle) = OwnWord.check(entry.word, in: list.language) else { return nil }
            let hint = OwnWord.normalizedHint(entry.hint).map { String($0.prefix(OwnWord.maximumHintCharacters)) }
            return OwnWordEntry(word: puzzle.answer, hint: hint)
        }
        guard !playable.isEmpty else { return nil }
        if playable != list.entries || Set(list.deck) != Set(playable.indices) || list.deck.count != playable.count {
            list.entries = playable
            list.deck = Array(playable.indices).shuffled()
            list.dealt = 0
        }
        list.dealt = min(max(list.dealt, 0), list.deck.count)
        return list
    }
}
