import CGtk

/// A spinning "busy" indicator.
public struct Spinner: WidgetRepresentable {
    public let widget: Widget

    public init() {
        widget = Widget(gtk_spinner_new())
    }

    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        nonmutating set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }
}
