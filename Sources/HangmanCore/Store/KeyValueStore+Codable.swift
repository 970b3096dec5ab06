#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Codable values in the store: read and written as their JSON.
extension KeyValueStore {
    /// The decoded value for `key`; nil when absent or when it does not decode as `T`.
    public func value<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        object(forKey: key).flatMap { Self.decode(T.self, from: $0) }
    }

    public func setValue<T: Encodable>(_ value: T, forKey key: String) throws(StoreError) {
        let json = try Self.json(value)
        try update { $0[key] = json }
    }

    /// `json` as a `T`, with the store's dates; nil when it does not decode.
    public static func decode<T: Decodable>(_ type: T.Type, from json: JSONValue) -> T? {
        guard let data = try? encoder().encode(json) else { return nil }
        return try? decoder().decode(T.self, from: data)
    }

    /// `value` as the store keeps it.
    public static func json<T: Encodable>(_ value: T) throws(StoreError) -> JSONValue {
        do {
            return try decoder().decode(JSONValue.self, from: encoder().encode(value))
        } catch {
            throw .encodingFailed(String(describing: error))
        }
    }
}
