/// The name the end panel offers for a record: the last one used, else the account's real name.
public struct PlayerNameMemory: Sendable {
    public static let storeKey = "lastPlayerName"
    public let store: KeyValueStore
    /// The account's real name (or user name), offered until the player types one.
    public let accountName: String

    public init(store: KeyValueStore, accountName: String) {
        self.store = store
        self.accountName = accountName
    }

    /// The last name used if it is still a valid name, else the account's; "" when neither is.
    public var prefilledName: String {
        if let last = store.string(forKey: Self.storeKey), let name = PlayerName.sanitized(last) { return name }
        return PlayerName.sanitized(accountName) ?? ""
    }

    public func remember(_ name: String) throws(StoreError) {
        try store.set(name, forKey: Self.storeKey)
    }
}
