/// The Sound switch of Preferences, kept in the store: on until the player turns it off.
public struct SoundSettings: Sendable {
    public static let key = "soundEnabled"
    public let store: KeyValueStore

    public init(store: KeyValueStore) {
        self.store = store
    }

    public var isEnabled: Bool {
        guard case .bool(let enabled) = store.object(forKey: Self.key) else { return true }
        return enabled
    }

    public func setEnabled(_ enabled: Bool) throws(StoreError) {
        try store.set(enabled, forKey: Self.key)
    }
}
