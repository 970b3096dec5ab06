#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Games saved while another program held the store's lock past its limit (a second Hangman
/// stuck in a save, a backup tool). Each waits in a file of its own beside the store,
/// `store.json.pending-<microseconds since 1970>-<UUID>`, written atomically with mode 0600:
/// two instances never write the same one, and the names sort in the order they were written
/// (a game before its record's name). The next save or launch that gets the lock merges them into the
/// history and removes their files: nothing is lost, and nothing is written over another
/// program's save.
enum PendingGames {
    /// What a pending file holds: history entries, as the store keeps them.
    struct File {
        var path: String
        var entries: [JSONValue]
    }

    static let infix = ".pending-"

    /// Writes `entries` to a new pending file beside the store at `storePath`.
    static func write(_ entries: [JSONValue], besideStoreAt storePath: String) throws(StoreError) {
        let contents = JSONValue.object(["schemaVersion": .int(KeyValueStore.schemaVersion), GameHistory.key: .array(entries)])
        let bytes: [UInt8]
        do {
            bytes = Array(try KeyValueStore.encoder().encode(contents))
        } catch {
            throw .encodingFailed(String(describing: error))
        }
        do {
            try AtomicFile.write(bytes + [UInt8(ascii: "\n")], to: storePath + infix + stamp() + "-" + UUID().uuidString, mode: 0o600)
        } catch {
            throw .writeFailed(error)
        }
    }

    /// Microseconds since 1970, 17 digits: names that sort as they were written.
    private static func stamp() -> String {
        let microseconds = String(Int64(Date().timeIntervalSince1970 * 1_000_000))
        return String(repeating: "0", count: max(0, 17 - microseconds.count)) + microseconds
    }

    /// The pending files beside the store at `storePath`. One that is not a regular file, is
    /// over the store's cap or does not parse is left as it is, never merged nor removed.
    static func read(besideStoreAt storePath: String) -> [File] {
        let directory = FileSystem.parentDirectory(of: storePath)
        let prefix = String(storePath.split(separator: "/").last ?? "") + infix
        return FileSystem.names(in: directory, startingWith: prefix).compactMap { name in
            // A pending file's own temporary file, mid-write, is not one.
            guard !name.contains(AtomicFile.temporarySuffix) else { return nil }
            let path = directory + "/" + name
            guard let bytes = try? AtomicFile.read(path, limit: AtomicFile.Limit.store),
                  case .object(let top)? = try? JSONParser.parse(bytes),
                  case .int(let version)? = top["schemaVersion"], version <= KeyValueStore.schemaVersion,
                  case .array(let entries)? = top[GameHistory.key]
            else { return nil }
            return File(path: path, entries: entries)
        }
    }

    /// Merges pending entries into the history's: one whose id is there already replaces it (a
    /// record named since), any other is appended. Merging twice changes nothing.
    static func merge(_ pending: [JSONValue], into entries: inout [JSONValue]) {
        guard !pending.isEmpty else { return }
        var indexByID: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            if let id = GameHistory.rawID(entry) { indexByID[id] = index }
        }
        for entry in pending {
            if let id = GameHistory.rawID(entry), let index = indexByID[id] {
                entries[index] = entry
            } else {
                if let id = GameHistory.rawID(entry) { indexByID[id] = entries.count }
                entries.append(entry)
            }
        }
    }

    /// Removes pending files once their games are in the store.
    static func remove(_ files: [File]) {
        for file in files { FileSystem.remove(file.path) }
    }
}
