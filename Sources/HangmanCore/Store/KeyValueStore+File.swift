#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The store's file: how it is read, parsed, written and set aside.
extension KeyValueStore {
    struct FileContents: Encodable {
        var schemaVersion: Int
        var values: [String: JSONValue]
    }

    /// The string stored under `key` in the store file at `path`, read without opening a store:
    /// nothing is locked, written or moved aside. Nil when the file is missing, unreadable, of
    /// another version, or holds no such string. The app reads the word language so before GTK
    /// starts, to read that language's list ahead.
    public static func peekString(forKey key: String, inFileAt path: String, limit: Int) -> String? {
        guard let bytes = try? AtomicFile.read(path, limit: limit), let file = parse(bytes), file.version == schemaVersion,
              case .string(let value)? = file.values?[key]
        else { return nil }
        return value
    }

    /// A store file's schema version and values (nil when they are not an object), read by
    /// `JSONParser`, which opens a large store far faster than `JSONDecoder`. Nil when it is no store file.
    static func parse(_ bytes: [UInt8]) -> (version: Int, values: [String: JSONValue]?)? {
        guard case .object(let top)? = try? JSONParser.parse(bytes), case .int(let version)? = top["schemaVersion"] else { return nil }
        guard case .object(let values)? = top["values"] else { return (version, nil) }
        return (version, values)
    }

    // MARK: File

    /// Dates are ISO 8601 with milliseconds, so ties broken by date survive a save.
    static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(dateFormat))
        }
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = try? dateFormat.parse(text) { return date }
            if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
        }
        return decoder
    }

    static func write(_ values: [String: JSONValue], to path: String, with fileWriter: FileWriter = .atomic) throws(StoreError) {
        let bytes: [UInt8]
        do {
            bytes = Array(try encoder().encode(FileContents(schemaVersion: schemaVersion, values: values)))
        } catch {
            throw .encodingFailed(String(describing: error))
        }
        do {
            try fileWriter.write(bytes + [UInt8(ascii: "\n")], path)
        } catch {
            throw .writeFailed(error)
        }
    }

    static func load(path: String, now: Date) -> (values: [String: JSONValue], problem: StoreProblem?, isReadOnly: Bool) {
        let bytes: [UInt8]?
        AtomicFile.removeLeftovers(beside: path)
        do {
            bytes = try AtomicFile.read(path, limit: AtomicFile.Limit.store)
        } catch {
            return ([:], .unreadable(error.description), true)
        }
        guard let bytes else { return ([:], nil, false) }
        let file = parse(bytes)
        if let file, file.version > schemaVersion {
            // Written by a newer version: kept exactly as it is, read as far as this one can.
            return (file.values ?? [:], .newerVersion(file.version), true)
        }
        if let file, let values = file.values, file.version <= schemaVersion {
            guard file.version < schemaVersion else { return (values, nil, false) }
            let migrated = StoreMigration.migrate(values, from: file.version)
            // Keep the old file beside the new one; without that copy, never overwrite the original.
            do {
                try AtomicFile.write(bytes, to: "\(path).v\(file.version).bak", mode: 0o600)
            } catch {
                return (migrated, .unreadable(error.description), true)
            }
            do {
                try write(migrated, to: path)
                return (migrated, nil, false)
            } catch {
                return (migrated, .unreadable(String(describing: error)), true)
            }
        }
        let brokenPath = uniqueBrokenPath(for: path, now: now)
        do {
            try AtomicFile.move(path, to: brokenPath)
            return ([:], .movedAside(brokenPath: brokenPath), false)
        } catch {
            return ([:], .unreadable(error.description), true)
        }
    }

    /// Copies the file as it is on disk beside it (`store.json.broken-<time>`), before a part of
    /// it that could not be read is replaced. Returns the copy's path.
    public func copyAside(now: Date = Date()) throws(FileSystemError) -> String {
        let bytes = try AtomicFile.read(path, limit: AtomicFile.Limit.store) ?? []
        let copy = Self.uniqueBrokenPath(for: path, now: now)
        try AtomicFile.write(bytes, to: copy, mode: 0o600)
        return copy
    }

    /// `store.json.broken-20261121T125212Z`, with a counter if that name is taken.
    static func uniqueBrokenPath(for path: String, now: Date) -> String {
        let stamp = now.ISO8601Format().filter { $0 != "-" && $0 != ":" }
        var candidate = "\(path).broken-\(stamp)"
        var counter = 1
        while FileSystem.exists(candidate) {
            candidate = "\(path).broken-\(stamp)-\(counter)"
            counter += 1
        }
        return candidate
    }
}
