import GtkKit
import HangmanCore

/// The name the record dialog offers: the last one used, else the account's real name.
struct PlayerNameMemory {
    static let storeKey = "lastPlayerName"
    let store: KeyValueStore

    var prefilledName: String {
        if let last = store.string(forKey: Self.storeKey), let name = PlayerName.sanitized(last) { return name }
        return PlayerName.sanitized(UserDirectories.realName) ?? ""
    }

    func remember(_ name: String) throws(StoreError) {
        try store.set(name, forKey: Self.storeKey)
    }
}
