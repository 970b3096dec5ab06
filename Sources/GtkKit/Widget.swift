import CGtk

/// A GTK widget. Every wrapper holds a `Widget`; GTK owns the widget through its parent.
@MainActor
public protocol WidgetRepresentable {
    var widget: Widget { get }
}

/// A widget of any type. Its pointer is `package`: the app handles widgets only through the
/// typed wrappers, and the compiler keeps pointers out of it.
public struct Widget: WidgetRepresentable {
    package let pointer: UnsafeMutablePointer<GtkWidget>

    package init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        self.pointer = pointer
    }

    public var widget: Widget { self }
}

public enum Align: Sendable {
    case fill, start, end, center, baseline

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
}

public enum Orientation: Sendable {
    case horizontal, vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

extension WidgetRepresentable {
    package var widgetPointer: UnsafeMutablePointer<GtkWidget> { widget.pointer }

    /// The same pointer, typed as another GTK struct (GtkWindow, GtkBox …).
    func typed<T>(_: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: T.self)
    }

    /// The same pointer, for GTK types that import as opaque (GtkLabel, GtkNotebook …).
    var opaque: OpaquePointer { OpaquePointer(widgetPointer) }

    var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(widgetPointer) }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widgetPointer, name) != 0 }

    /// Adds or removes a CSS class.
    public func setCSSClass(_ name: String, _ present: Bool) {
        present ? addCSSClass(name) : removeCSSClass(name)
    }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        nonmutating set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        nonmutating set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// True when the widget and all its ancestors are visible and it is in a shown window (tests).
    package var isDrawable: Bool { gtk_widget_is_drawable(widgetPointer) != 0 }

    /// Shows `text` as a tooltip that screen readers do not hear twice: GTK 4.8 makes a tooltip
    /// the accessible description, and one that repeats the name ("Main Menu Main Menu").
    public func setTooltipRepeatingName(_ text: String) {
        tooltip = text
        setAccessibleDescription("")
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        nonmutating set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    public func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(widgetPointer, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widgetPointer, vertical ? 1 : 0) }
    }

    public func setAlign(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(widgetPointer, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widgetPointer, vertical.gtk) }
    }

    public func setMargins(top: Int32? = nil, bottom: Int32? = nil, start: Int32? = nil, end: Int32? = nil) {
        if let top { gtk_widget_set_margin_top(widgetPointer, top) }
        if let bottom { gtk_widget_set_margin_bottom(widgetPointer, bottom) }
        if let start { gtk_widget_set_margin_start(widgetPointer, start) }
        if let end { gtk_widget_set_margin_end(widgetPointer, end) }
    }

    public func setMargins(_ all: Int32) {
        setMargins(top: all, bottom: all, start: all, end: all)
    }

    public func setSizeRequest(width: Int32, height: Int32) {
        gtk_widget_set_size_request(widgetPointer, width, height)
    }

    /// Where the widget's top-left corner is in `ancestor`'s coordinates; nil when it is not
    /// laid out inside it.
    public func position(in ancestor: some WidgetRepresentable) -> (x: Double, y: Double)? {
        var corner = graphene_point_t(x: 0, y: 0)
        var result = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(widgetPointer, ancestor.widgetPointer, &corner, &result) != 0 else { return nil }
        return (Double(result.x), Double(result.y))
    }

    /// The width the widget asks for to show all of itself (a label: its text on one line).
    public var naturalWidth: Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        return natural
    }

    public var width: Int32 { gtk_widget_get_width(widgetPointer) }
    public var height: Int32 { gtk_widget_get_height(widgetPointer) }

    /// Whether Tab and a click can give the widget the keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        nonmutating set { gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0) }
    }

    /// True while the widget is on screen: mapped, in a shown page of a shown window.
    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

    /// True when the widget itself has its window's focus.
    public var hasFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer) else { return false }
        return gtk_root_get_focus(root) == widgetPointer
    }

    /// Asks the screen reader to say `message` now, where the running GTK can (4.14 and later);
    /// false on GTK 4.8, where only the focused widget's changes are heard.
    @discardableResult
    public func announce(_ message: String) -> Bool {
        Accessibility.announce(message, from: widgetPointer)
    }

    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// True when the focus of the widget's window is the widget or inside it (an entry's focus is
    /// its inner text widget), whether or not the window is active.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }

    public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }

    /// Activates the widget as a click or Enter would: a button emits `clicked` (tests).
    @discardableResult
    package func activate() -> Bool { gtk_widget_activate(widgetPointer) != 0 }

    /// Sets the accessible label read by screen readers.
    public func setAccessibleLabel(_ label: String) {
        Accessibility.setLabel(label, on: widgetPointer)
    }

    /// Adds the CSS class `name` for `duration`, so that a CSS animation on it plays once. With
    /// animations off GTK would play nothing, so the class is not added at all: two restyles
    /// and two frames for nothing, the second landing on whatever key comes 400 ms later.
    public func flashCSSClass(_ name: String, for duration: Duration = .milliseconds(400)) {
        guard DesktopSettings.animationsEnabled else { return }
        removeCSSClass(name)
        addCSSClass(name)
        let widget = widget
        // The widget may be destroyed before the class comes off (a new puzzle, a closed window):
        // a reference keeps it alive until then.
        g_object_ref(rawPointer)
        Task { @MainActor in
            try? await Task.sleep(for: duration)
            widget.removeCSSClass(name)
            g_object_unref(widget.rawPointer)
        }
    }

    /// Hides the widget from screen readers, which still see it on screen: a dialog's heading
    /// that repeats the window's title, read once already.
    public func hideFromScreenReaders() {
        Accessibility.hide(widgetPointer)
    }

    /// Sets the accessible description: what a screen reader says after the name.
    public func setAccessibleDescription(_ description: String) {
        Accessibility.setDescription(description, on: widgetPointer)
    }

    /// Inserts an action group under `prefix` (`game.guess`).
    public func insertActionGroup(_ group: ActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widgetPointer, prefix, group.groupPointer)
    }

    public func addController(_ controller: KeyController) {
        gtk_widget_add_controller(widgetPointer, controller.pointer)
    }

    /// The foreground colour of the current theme (for drawing).
    public var themeForegroundColor: RGBA {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widgetPointer), &color)
        return RGBA(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }

    /// The toplevel window, if the widget is in one.
    public var root: Window? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        return Window(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Runs `handler` when the widget is destroyed.
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(rawPointer, "destroy", handler)
    }
}

/// A colour with components from 0 to 1.
public struct RGBA: Equatable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public func withAlpha(_ alpha: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }

}

extension WidgetRepresentable {
    /// A named colour of the theme ("theme_selected_bg_color"), if the theme defines it.
    public func themeColor(named name: String) -> RGBA? {
        var color = GdkRGBA()
        guard gtk_style_context_lookup_color(gtk_widget_get_style_context(widgetPointer), name, &color) != 0 else { return nil }
        return RGBA(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
}
