import CGtk

/// A menu model (GMenu) for menu buttons.
@MainActor
public final class Menu {
    let modelPointer: UnsafeMutablePointer<GMenuModel>
    private let menu: OpaquePointer

    public init() {
        menu = g_menu_new()
        modelPointer = UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }

    /// Adds an item that activates `action`, such as `app.quit`.
    public func append(_ label: String, action: String) {
        g_menu_append(menu, label, action)
    }

    /// Adds a section: items separated from the previous ones by a line.
    public func appendSection(_ section: Menu) {
        g_menu_append_section(menu, nil, section.modelPointer)
    }
}
