import CGtk

/// Text shown as plain text: player text is never parsed as Pango markup.
public struct Label: WidgetRepresentable {
    public let widget: Widget

    public init(_ text: String = "") {
        widget = Widget(gtk_label_new(nil))
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
