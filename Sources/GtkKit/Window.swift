import CGtk

/// A toplevel window, also used for modal dialogs (GtkDialog is deprecated after 4.8).
public struct Window: WidgetRepresentable {
    public let widget: Widget

    init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        widget = Widget(pointer)
    }

    /// A plain window: dialogs, tests.
    public init() {
        widget = Widget(gtk_window_new())
    }

    /// A dialog window read by screen readers as an alert: on opening, Orca reads its title and
    /// every text in it, not only the focused button (a confirmation's question).
    public init(alert: Void) {
        widget = Widget(Accessibility.newWidget(gtk_window_get_type(), role: .alertDialog))
    }

    /// The application's main window.
    public init(application: Application) {
        widget = Widget(gtk_application_window_new(application.pointer))
    }

    var windowPointer: UnsafeMutablePointer<GtkWindow> { typed(GtkWindow.self) }

    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_window_set_title(windowPointer, newValue) }
    }

    public func setChild(_ child: some WidgetRepresentable) { gtk_window_set_child(windowPointer, child.widgetPointer) }
    public func setTitlebar(_ titlebar: some WidgetRepresentable) { gtk_window_set_titlebar(windowPointer, titlebar.widgetPointer) }
    public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(windowPointer, width, height) }

    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (width, height)
    }

    public var isMaximized: Bool { gtk_window_is_maximized(windowPointer) != 0 }
    public func maximize() { gtk_window_maximize(windowPointer) }

    /// Makes the window a modal dialog over `parent`: it joins the parent's application, so the
    /// app's accelerators (Ctrl+Q) work in it too, and Escape closes it.
    public func makeModal(over parent: Window?) {
        gtk_window_set_modal(windowPointer, 1)
        gtk_window_set_transient_for(windowPointer, parent?.windowPointer)
        gtk_window_set_destroy_with_parent(windowPointer, 1)
        if let parent, let application = gtk_window_get_application(parent.windowPointer) {
            gtk_window_set_application(windowPointer, application)
        }
        addController(KeyController { key in
            guard key.name == "Escape" else { return false }
            self.close()
            parent?.present()
            return true
        })
    }

    /// The window this one is a dialog of.
    var transientParent: Window? {
        gtk_window_get_transient_for(windowPointer).map {
            Window(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// Destroys a dialog at the player's request and gives the keyboard back to its parent,
    /// which a session without a window manager would otherwise leave without focus.
    public func destroyReturningFocus() {
        let parent = transientParent
        destroy()
        parent?.present()
    }

    public var isModal: Bool { gtk_window_get_modal(windowPointer) != 0 }

    public func setResizable(_ resizable: Bool) { gtk_window_set_resizable(windowPointer, resizable ? 1 : 0) }

    /// The button activated by Enter.
    public func setDefaultWidget(_ widget: some WidgetRepresentable) { gtk_window_set_default_widget(windowPointer, widget.widgetPointer) }

    public func present() { gtk_window_present(windowPointer) }

    /// Closes as the window manager would: emits `close-request`.
    public func close() { gtk_window_close(windowPointer) }

    public func destroy() { gtk_window_destroy(windowPointer) }

    /// Runs `handler` when the window's size changes (the player resizes or maximizes it).
    public func onSizeChanged(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectPointer(rawPointer, "notify::default-width") { _ in handler() }
        Signal.connectPointer(rawPointer, "notify::default-height") { _ in handler() }
        Signal.connectPointer(rawPointer, "notify::maximized") { _ in handler() }
    }

    /// True while the window has the keyboard focus of the desktop.
    public var isActive: Bool { gtk_window_is_active(windowPointer) != 0 }

    /// True while a widget of the window has the keyboard focus (GTK gives it to the first
    /// focusable widget as the window shows).
    public var hasFocusedWidget: Bool { gtk_window_get_focus(windowPointer) != nil }

    /// Runs `handler` when the window gains or loses the desktop's focus.
    public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectPointer(rawPointer, "notify::is-active") { _ in handler() }
    }

    /// The window's current size (0 before it is shown).
    public var size: (width: Int32, height: Int32) { (width, height) }

    /// `handler` returns true to keep the window open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
        Signal.connectBool(rawPointer, "close-request", handler)
    }

    /// Every toplevel window of the process, for tests.
    package static var toplevels: [Window] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var windows: [Window] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                windows.append(Window(data.assumingMemoryBound(to: GtkWidget.self)))
            }
            node = current.pointee.next
        }
        return windows
    }
}
