/// The main window's size and maximized state, kept in the settings across runs.
public struct WindowSettings: Sendable {
    public static let widthKey = "windowWidth"
    public static let heightKey = "windowHeight"
    public static let maximizedKey = "windowMaximized"
    /// The notebook page open when the window closed: the next run opens on it.
    public static let pageKey = "lastPage"
    public static let defaultSize = (width: 760, height: 700)
    /// The narrowest phone-sized width the layout is made for.
    public static let minimumWidth = 360

    public let store: KeyValueStore

    public init(store: KeyValueStore) {
        self.store = store
    }

    /// The size kept from the last run, or the default when none was kept or it is not sane.
    public var size: (width: Int, height: Int) {
        let width = store.integer(forKey: Self.widthKey)
        let height = store.integer(forKey: Self.heightKey)
        guard width >= Self.minimumWidth, height >= 200, width <= 10_000, height <= 10_000 else { return Self.defaultSize }
        return (width, height)
    }

    public var isMaximized: Bool { store.bool(forKey: Self.maximizedKey) }

    /// The index of the page open at the last close; 0 (the first) when none was kept.
    public var page: Int { store.integer(forKey: Self.pageKey) }

    /// Keeps the window's state; a maximized window keeps the size it had before.
    public func save(width: Int, height: Int, maximized: Bool, page: Int) {
        try? store.update { values in
            values[Self.maximizedKey] = .bool(maximized)
            values[Self.pageKey] = .int(page)
            if !maximized, width > 0, height > 0 {
                values[Self.widthKey] = .int(width)
                values[Self.heightKey] = .int(height)
            }
        }
    }
}
