#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// A UserDefaults-style key-value store kept in one JSON file.
///
/// Every change is written at once, atomically, with mode 0600. A file that does not parse is
/// moved aside to `store.json.broken-<timestamp>`, never overwritten. The file looks like
/// `{"schemaVersion": 2, "values": {…}}`; an older file is migrated and rewritten at load.
public final class KeyValueStore: Sendable {
    /// The version of the file layout this code writes.
    public static let schemaVersion = 2

    /// Where the file lives.
    public let path: String

    /// When the file is read.
    public enum Loading: Sendable {
        /// In the initializer.
        case now
        /// By the first call that needs a value, or by `loadIfNeeded()`: a large file can be read
        /// off the main thread while the window opens.
        case onFirstUse
    }

    private struct State {
        var values: [String: JSONValue] = [:]
        var isReadOnly = false
        /// The file as this store last read or wrote it: when it differs, another instance saved.
        var seen: FileIdentity?
        var problem: StoreProblem?
        var isLoaded = false
        /// Changed values not yet on disk (`.inBackground` writing): nil for a removed key.
        var unsaved: [String: JSONValue?] = [:]
        /// How many times the values were replaced by what another instance saved.
        var adoptions = 0
    }

    private let state: Mutex<State>
    private let fileWriter: FileWriter

    /// How the store writes its file: atomically, or (tests) failing as a full disk does.
    public struct FileWriter: Sendable {
        public let write: @Sendable (_ bytes: [UInt8], _ path: String) throws(FileSystemError) -> Void

        public init(write: @escaping @Sendable (_ bytes: [UInt8], _ path: String) throws(FileSystemError) -> Void) {
            self.write = write
        }

        /// `AtomicFile.write` with mode 0600.
        public static let atomic = FileWriter { bytes, path throws(FileSystemError) in
            try AtomicFile.write(bytes, to: path, mode: 0o600)
        }
    }

    /// When a change reaches the file.
    public enum Writing: Sendable {
        /// Before `update` returns: for a caller already off the main thread (the archive).
        case immediate
        /// In memory at once, on disk through the queue, in order: the caller never waits for
        /// the disk or another instance's lock. Each write's outcome goes to the queue's report.
        case inBackground(WriteQueue)
    }

    private let loadDate: Date
    private let writing: Writing
    /// How long a save waits for another program's lock on the store.
    private let lockWaitLimit: Duration

    /// Opens the store at `path`, creating nothing until the first write.
    public init(
        path: String, now: Date = Date(), fileWriter: FileWriter = .atomic, loading: Loading = .now, writing: Writing = .immediate,
        lockWaitLimit: Duration = FileLock.waitLimit
    ) {
        self.path = path
        self.lockWaitLimit = lockWaitLimit
        self.fileWriter = fileWriter
        self.writing = writing
        loadDate = now
        state = Mutex(State())
        if loading == .now { loadIfNeeded() }
    }

    /// Reads the file unless it was read already. Other calls wait until it is read.
    public func loadIfNeeded() {
        withState { _ in }
    }

    /// What went wrong when the file was read, if anything (reads it first if needed).
    public var problem: StoreProblem? {
        withState { $0.problem }
    }

    /// `body` on the loaded state, under the lock.
    private func withState<R>(_ body: (inout State) -> R) -> R {
        state.withLock { state in
            if !state.isLoaded {
                let loaded = Self.load(path: path, now: loadDate)
                state = State(
                    values: loaded.values, isReadOnly: loaded.isReadOnly, seen: FileIdentity(path: path), problem: loaded.problem, isLoaded: true)
            }
            return body(&state)
        }
    }

    /// `$XDG_DATA_HOME/io.github.swifthangman.Hangman/store.json`, given the user data directory.
    public static func defaultPath(userDataDirectory: String) -> String {
        "\(userDataDirectory)/\(AppIdentity.applicationID)/store.json"
    }

    // MARK: UserDefaults-style surface

    public func object(forKey key: String) -> JSONValue? {
        withState { $0.values[key] }
    }

    /// Every key and its value, as `UserDefaults.dictionaryRepresentation()`.
    public func dictionaryRepresentation() -> [String: JSONValue] {
        withState { $0.values }
    }

    public func string(forKey key: String) -> String? {
        if case .string(let value) = object(forKey: key) { return value }
        return nil
    }

    /// The integer for `key`, or 0 like UserDefaults.
    public func integer(forKey key: String) -> Int {
        switch object(forKey: key) {
        case .int(let value): value
        case .double(let value) where value.isFinite && value.rounded() == value && abs(value) < 1e15: Int(value)
        default: 0
        }
    }

    /// The boolean for `key`, or false like UserDefaults.
    public func bool(forKey key: String) -> Bool {
        if case .bool(let value) = object(forKey: key) { return value }
        return false
    }

    public func set(_ value: String, forKey key: String) throws(StoreError) {
        try update { $0[key] = .string(value) }
    }

    public func set(_ value: Int, forKey key: String) throws(StoreError) {
        try update { $0[key] = .int(value) }
    }

    public func set(_ value: Bool, forKey key: String) throws(StoreError) {
        try update { $0[key] = .bool(value) }
    }

    public func removeObject(forKey key: String) throws(StoreError) {
        try update { $0[key] = nil }
    }

    /// Changes values and writes the file before returning. The change is applied to what is on
    /// disk: under an advisory lock on `store.json.lock`, a file another instance saved since
    /// this one last read or wrote it is read again first, so two instances never drop each
    /// other's games. On a failed write the change is kept in memory, so nothing is lost for
    /// this session.
    public func update(_ change: (inout [String: JSONValue]) -> Void) throws(StoreError) {
        if case .inBackground(let queue) = writing { return try updateInBackground(change, queue: queue) }
        // The lock is waited for outside the values' mutex: a reader on the main thread never
        // waits behind another program that holds the store's lock.
        var lock: FileLock?
        if !withState({ $0.isReadOnly }) {
            switch FileLock.acquire(path: path + ".lock", waitLimit: lockWaitLimit) {
            case .taken(let taken): lock = taken
            case .unavailable: break
            case .heldByAnother:
                // Not written over another program's save: kept in memory for this session.
                withState { change(&$0.values) }
                throw .lockHeld(keptAside: false)
            }
        }
        defer { lock?.unlock() }
        let result: Result<Void, StoreError> = withState { state in
            guard !state.isReadOnly else {
                change(&state.values)
                return .failure(.readOnly)
            }
            adoptSavesByOthers(&state)
            change(&state.values)
            guard !state.isReadOnly else { return .failure(.readOnly) }
            return Result { () throws(StoreError) in
                try Self.write(state.values, to: path, with: fileWriter)
                state.seen = FileIdentity(path: path)
            }
        }
        try result.get()
    }

    /// How many times this store took in what another instance saved: a reader that keeps
    /// decoded values reads them again when it changed.
    public var adoptions: Int { withState { $0.adoptions } }

    /// Reads what another instance saved since this store last read or wrote the file, if
    /// anything: a reader about to rank against the file's games sees theirs too.
    public func takeInSavesByOthers() {
        withState { adoptSavesByOthers(&$0) }
    }

    /// True while a change made with `.inBackground` writing is not on disk yet.
    public var hasUnsavedChanges: Bool { withState { !$0.unsaved.isEmpty } }

    /// Applies `change` in memory now and writes it through `queue`. A read-only store (a file it
    /// could not read, or a newer version's) keeps the change in memory and says so at once.
    private func updateInBackground(_ change: (inout [String: JSONValue]) -> Void, queue: WriteQueue) throws(StoreError) {
        let readOnly = withState { state in
            let before = state.values
            change(&state.values)
            for key in Set(before.keys).union(state.values.keys) where before[key] != state.values[key] {
                state.unsaved[key] = .some(state.values[key])
            }
            return state.isReadOnly
        }
        guard !readOnly else { throw .readOnly }
        queue.enqueueStoreWrite(path: path) { [self] in self.writeUnsaved() }
    }

    /// Writes the changes not on disk yet, over what another instance saved meanwhile. The lock
    /// file, the read and the write all happen outside the values' mutex, so a reader on the main
    /// thread never waits for them.
    private func writeUnsaved() -> StoreError? {
        let (unsaved, seen) = withState { ($0.unsaved, $0.seen) }
        guard !unsaved.isEmpty else { return nil }
        // Past the limit the settings and the games in progress are written all the same: each
        // key is this instance's own choice, and at quit there is no later save to wait for.
        let lock = FileLock(path: path + ".lock", waitLimit: lockWaitLimit)
        defer { lock?.unlock() }
        let identity = FileIdentity(path: path)
        var theirs: [String: JSONValue]?
        var newer = false
        if let identity, identity != seen, let bytes = try? AtomicFile.read(path, limit: AtomicFile.Limit.store) {
            let file = Self.parse(bytes)
            if let file, file.version > Self.schemaVersion {
                newer = true
            } else if let file, file.version == Self.schemaVersion, let values = file.values {
                theirs = values
            } else {
                try? AtomicFile.move(path, to: Self.uniqueBrokenPath(for: path, now: Date()))
            }
        }
        let values: [String: JSONValue]? = withState { state in
            state.seen = identity
            if newer { state.isReadOnly = true }
            guard !state.isReadOnly else { return nil }
            if var merged = theirs {
                for (key, value) in state.unsaved { merged[key] = value }
                state.values = merged
                state.adoptions += 1
            }
            return state.values
        }
        guard let values else { return .readOnly }
        do {
            try Self.write(values, to: path, with: fileWriter)
        } catch {
            return error
        }
        let written = FileIdentity(path: path)
        withState { state in
            state.seen = written
            state.unsaved = state.unsaved.filter { key, value in values[key] != value }
        }
        return nil
    }

    /// Takes the values another instance saved since this one last read or wrote the file. A
    /// file it cannot read is moved aside, as at start; one from a newer version makes this
    /// store read-only.
    private func adoptSavesByOthers(_ state: inout State) {
        let identity = FileIdentity(path: path)
        guard let identity, identity != state.seen, let bytes = try? AtomicFile.read(path, limit: AtomicFile.Limit.store) else { return }
        state.seen = identity
        let file = Self.parse(bytes)
        if let file, file.version > Self.schemaVersion {
            state.isReadOnly = true
        } else if let file, file.version == Self.schemaVersion, let values = file.values {
            state.values = values
            state.adoptions += 1
        } else {
            try? AtomicFile.move(path, to: Self.uniqueBrokenPath(for: path, now: Date()))
        }
    }
}
