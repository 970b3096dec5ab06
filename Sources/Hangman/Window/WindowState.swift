import GtkKit
import HangmanCore

/// Puts the main window at the size and state kept from the last run, and keeps them for the next.
@MainActor
enum WindowState {
    static let defaultSize = (width: Int32(WindowSettings.defaultSize.width), height: Int32(WindowSettings.defaultSize.height))
    /// The narrowest phone-sized width the layout is made for.
    static let minimumWidth = Int32(WindowSettings.minimumWidth)

    static func restore(_ window: Window, from settings: WindowSettings) {
        let size = settings.size
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))
        if settings.isMaximized { window.maximize() }
    }

    static func save(_ window: Window, page: Page, to settings: WindowSettings) {
        let size = window.defaultSize
        settings.save(width: Int(size.width), height: Int(size.height), maximized: window.isMaximized, page: Int(page.rawValue))
    }
}
