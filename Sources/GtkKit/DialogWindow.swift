import CGtk

/// A modal window over another (a dialog: GtkDialog is deprecated after 4.8) that knows when
/// GTK destroyed it.
///
/// Its methods do nothing once GTK has destroyed the window, however that happened (a button,
/// Escape, the parent closing): no controller keeps an "is closed" flag, and none can touch a
/// destroyed dialog. It holds a reference on its content, so the dialog's widgets (a label, an
/// entry) stay valid memory for as long as a controller holds it.
///
/// It holds none on the window itself: in GTK 4, `gtk_window_destroy` only drops the toplevel
/// list's reference, and the window is disposed, emitting `destroy`, when the last one goes.
@MainActor
public final class DialogWindow {
    private let window: Window
    private var content: Widget?
    /// False once GTK has destroyed the window.
    public private(set) var isOpen = true

    /// A modal window over `parent`: Escape closes it (see `Window.makeModal`). An `alert`
    /// (a question) is read whole by screen readers as it opens.
    public init(title: String, over parent: Window?, alert: Bool = false) {
        window = alert ? Window(alert: ()) : Window()
        window.title = title
        window.makeModal(over: parent)
        window.onDestroy { [weak self] in self?.isOpen = false }
    }

    isolated deinit {
        if isOpen { window.destroy() }
        if let content { g_object_unref(content.rawPointer) }
    }

    /// The dialog's content, kept alive with the dialog.
    public func setContent(_ child: some WidgetRepresentable) {
        guard isOpen else { return }
        if let content { g_object_unref(content.rawPointer) }
        content = child.widget
        g_object_ref(child.rawPointer)
        window.setChild(child)
    }

    public var title: String { isOpen ? window.title : "" }
    /// The window, for a dialog or a file chooser opened over this one; nil once it is gone.
    public var asParent: Window? { isOpen ? window : nil }
    public var isVisible: Bool { isOpen && window.isVisible }

    /// The window's width in pixels (tests: a question fits a 360 px screen).
    package var width: Int32 { isOpen ? window.widget.width : 0 }
    public var isModal: Bool { isOpen && window.isModal }

    public func setResizable(_ resizable: Bool) { if isOpen { window.setResizable(resizable) } }
    /// An alert's look: no title bar, whose title would repeat the heading in the body. The
    /// title stays the window's name for screen readers; Escape still closes it.
    public func hideTitleBar() {
        guard isOpen else { return }
        let empty = Box(.vertical)
        empty.isVisible = false
        window.setTitlebar(empty)
    }
    public func setDefaultSize(width: Int32, height: Int32) { if isOpen { window.setDefaultSize(width: width, height: height) } }
    public func setDefaultWidget(_ widget: some WidgetRepresentable) { if isOpen { window.setDefaultWidget(widget) } }
    public func addCSSClass(_ name: String) { if isOpen { window.addCSSClass(name) } }

    public func present() { if isOpen { window.present() } }

    /// Closes as the window manager would: `close-request` runs, then GTK destroys the window.
    public func close() { if isOpen { window.close() } }

    public func destroy() { if isOpen { window.destroy() } }

    /// True when Enter in the dialog activates `widget` (tests).
    package func isDefault(_ widget: some WidgetRepresentable) -> Bool {
        isOpen && gtk_window_get_default_widget(window.windowPointer) == widget.widgetPointer
    }

    /// Destroys the window at the player's request and gives the keyboard back to its parent.
    public func destroyReturningFocus() { if isOpen { window.destroyReturningFocus() } }

    /// Runs `handler` when `button`, one of the dialog's, is clicked while the dialog is open:
    /// a destroyed dialog's buttons do nothing, even when activated from code.
    public func onClicked(_ button: Button, _ handler: @escaping @MainActor () -> Void) {
        button.onClicked { [weak self] in
            guard self?.isOpen == true else { return }
            handler()
        }
    }

    /// `handler` returns true to keep the window open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) { window.onCloseRequest(handler) }

    /// Runs `handler` when GTK destroys the window.
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) { window.onDestroy(handler) }
}
