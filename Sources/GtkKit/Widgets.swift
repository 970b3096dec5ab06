import CGtk

/// Text shown as plain text: player text is never parsed as Pango markup.
public struct Label: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(_ text: String = "") {
        widgetPointer = gtk_label_new(nil)
        self.text = text
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        nonmutating set { gtk_label_set_text(opaque, newValue) }
    }

    /// Wraps long text on word boundaries, never inside a word.
    public func wrapOnWords() {
        gtk_label_set_wrap(opaque, 1)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD)
    }

    public func setJustifyCenter() {
        gtk_label_set_justify(opaque, GTK_JUSTIFY_CENTER)
    }

    public func setXAlign(_ value: Float) { gtk_label_set_xalign(opaque, value) }

    /// Text that may be shortened with "…" at the end when space runs out.
    public func setEllipsizeEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }

    public func setMaxWidthChars(_ count: Int32) { gtk_label_set_max_width_chars(opaque, count) }
}

/// A push button.
public struct Button: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(label: String) {
        widgetPointer = gtk_button_new_with_label(label)
    }

    public init(iconName: String) {
        widgetPointer = gtk_button_new_from_icon_name(iconName)
    }

    public var label: String {
        get { gtk_button_get_label(typed(GtkButton.self)).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_button_set_label(typed(GtkButton.self), newValue) }
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(rawPointer, "clicked", handler)
    }

    /// Binds the button to an action such as `game.guess` with a string target.
    public func setAction(_ name: String, target: String? = nil) {
        gtk_actionable_set_action_name(opaque, name)
        if let target {
            gtk_actionable_set_action_target_value(opaque, g_variant_new_string(target))
        }
    }

    /// Underlines the mnemonic after `_` in the label, as in "_New Game".
    public func useUnderline() { gtk_button_set_use_underline(typed(GtkButton.self), 1) }
}

/// A row or column of widgets.
public struct Box: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        widgetPointer = gtk_box_new(orientation.gtk, spacing)
    }

    public func append(_ child: some WidgetRepresentable) {
        gtk_box_append(typed(GtkBox.self), child.widgetPointer)
    }

    public func remove(_ child: some WidgetRepresentable) {
        gtk_box_remove(typed(GtkBox.self), child.widgetPointer)
    }

    public func setHomogeneous(_ homogeneous: Bool) {
        gtk_box_set_homogeneous(typed(GtkBox.self), homogeneous ? 1 : 0)
    }
}

/// Children on rows and columns.
public struct Grid: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(rowSpacing: UInt32 = 0, columnSpacing: UInt32 = 0) {
        widgetPointer = gtk_grid_new()
        gtk_grid_set_row_spacing(typed(GtkGrid.self), rowSpacing)
        gtk_grid_set_column_spacing(typed(GtkGrid.self), columnSpacing)
    }

    public func attach(_ child: some WidgetRepresentable, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        gtk_grid_attach(typed(GtkGrid.self), child.widgetPointer, column, row, width, height)
    }

    public func setHomogeneous(rows: Bool, columns: Bool) {
        gtk_grid_set_row_homogeneous(typed(GtkGrid.self), rows ? 1 : 0)
        gtk_grid_set_column_homogeneous(typed(GtkGrid.self), columns ? 1 : 0)
    }
}

/// Pages with tabs.
public struct Notebook: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init() {
        widgetPointer = gtk_notebook_new()
    }

    @discardableResult
    public func appendPage(_ child: some WidgetRepresentable, title: String) -> Int32 {
        gtk_notebook_append_page(opaque, child.widgetPointer, Label(title).widgetPointer)
    }

    public var currentPage: Int32 {
        get { gtk_notebook_get_current_page(opaque) }
        nonmutating set { gtk_notebook_set_current_page(opaque, newValue) }
    }

    public var pageCount: Int32 { gtk_notebook_get_n_pages(opaque) }

    public func onPageChanged(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectPointer(rawPointer, "notify::page") { _ in handler() }
    }
}

/// A window's title bar with buttons.
public struct HeaderBar: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init() {
        widgetPointer = gtk_header_bar_new()
    }

    public func packStart(_ child: some WidgetRepresentable) { gtk_header_bar_pack_start(opaque, child.widgetPointer) }
    public func packEnd(_ child: some WidgetRepresentable) { gtk_header_bar_pack_end(opaque, child.widgetPointer) }
}

/// A button that opens a menu.
///
/// The menu's popover is built when it first opens: GTK builds a popover's whole widget tree
/// as soon as it gets a menu model, and for the main menu that was 0.9 ms before the first frame.
public struct MenuButton: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(iconName: String, menu: Menu) {
        widgetPointer = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(opaque, iconName)
        // Called each time the menu is about to open; the model is set the first time only.
        gtk_menu_button_set_create_popup_func(opaque, { button, model in
            guard let button, gtk_menu_button_get_menu_model(button) == nil else { return }
            gtk_menu_button_set_menu_model(button, model?.assumingMemoryBound(to: GMenuModel.self))
        }, g_object_ref(menu.modelPointer), { model in g_object_unref(model) })
    }

    /// Opens the menu, as a click or F10 would.
    public func popup() { gtk_menu_button_popup(opaque) }

    public func popdown() { gtk_menu_button_popdown(opaque) }

    /// True once the menu's popover has been built, when the menu first opened.
    public var hasBuiltMenu: Bool { gtk_menu_button_get_popover(opaque) != nil }

    /// True while the menu is open.
    public var isMenuOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(opaque) else { return false }
        return gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0
    }

    public func setPrimary() { gtk_menu_button_set_primary(opaque, 1) }
}

/// Shows its child with an animation.
public struct Revealer: WidgetRepresentable {
    public enum Transition: Sendable {
        case slideDown, crossfade

        var gtk: GtkRevealerTransitionType {
            self == .slideDown ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN : GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        }
    }

    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(child: some WidgetRepresentable, transition: Transition = .slideDown, durationMilliseconds: UInt32 = 250) {
        widgetPointer = gtk_revealer_new()
        gtk_revealer_set_child(opaque, child.widgetPointer)
        gtk_revealer_set_transition_type(opaque, transition.gtk)
        gtk_revealer_set_transition_duration(opaque, durationMilliseconds)
    }

    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(opaque) != 0 }
        nonmutating set { gtk_revealer_set_reveal_child(opaque, newValue ? 1 : 0) }
    }
}

/// A spinning "busy" indicator.
public struct Spinner: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init() {
        widgetPointer = gtk_spinner_new()
    }

    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        nonmutating set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }
}
