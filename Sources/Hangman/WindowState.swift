import GtkKit
import HangmanCore

/// The main window's size and maximized state, kept in the store across runs.
enum WindowState {
    static let widthKey = "windowWidth"
    static let heightKey = "windowHeight"
    static let maximizedKey = "windowMaximized"
    static let defaultSize = (width: Int32(760), height: Int32(700))
    /// The narrowest phone-sized width the layout is made for.
    static let minimumWidth: Int32 = 360

    @MainActor
    static func restore(_ window: Window, from store: KeyValueStore) {
        let width = store.integer(forKey: widthKey)
        let height = store.integer(forKey: heightKey)
        if width >= Int(minimumWidth), height >= 200, width <= 10_000, height <= 10_000 {
            window.setDefaultSize(width: Int32(width), height: Int32(height))
        } else {
            window.setDefaultSize(width: defaultSize.width, height: defaultSize.height)
        }
        if store.bool(forKey: maximizedKey) { window.maximize() }
    }

    @MainActor
    static func save(_ window: Window, to store: KeyValueStore) {
        let size = window.defaultSize
        try? store.update { values in
            values[maximizedKey] = .bool(window.isMaximized)
            if !window.isMaximized, size.width > 0, size.height > 0 {
                values[widthKey] = .int(Int(size.width))
                values[heightKey] = .int(Int(size.height))
            }
        }
    }
}
