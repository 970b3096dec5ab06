#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Brings the values of an older store file up to the current schema, one version at a time.
enum StoreMigration {
    /// Migrates `values` written with `version`; the result is in `KeyValueStore.schemaVersion`.
    static func migrate(_ values: [String: JSONValue], from version: Int) -> [String: JSONValue] {
        var values = values
        if version < 2 { values = giveEveryGameAnID(values) }
        return values
    }

    /// Version 2: finished games carry an id, so a record can be named after it was saved.
    private static func giveEveryGameAnID(_ values: [String: JSONValue]) -> [String: JSONValue] {
        guard case .array(let games) = values[GameHistory.key] else { return values }
        var values = values
        values[GameHistory.key] = .array(games.map { game in
            guard case .object(var fields) = game, fields["id"] == nil else { return game }
            fields["id"] = .string(UUID().uuidString)
            return .object(fields)
        })
        return values
    }
}
