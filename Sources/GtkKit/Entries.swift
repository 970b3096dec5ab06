import CGtk

/// Text entry widgets share GtkEditable's text API.
@MainActor
public protocol EditableRepresentable: WidgetRepresentable {}

extension EditableRepresentable {
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        nonmutating set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Runs on every change of the text.
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(rawPointer, "changed", handler)
    }

    /// Runs when the player presses Enter in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(rawPointer, "activate", handler)
    }
}

/// A single-line text entry.
public struct Entry: EditableRepresentable {
    public let widget: Widget

    public init() {
        widget = Widget(gtk_entry_new())
    }

    /// Grey text shown while the entry is empty.
    public func setPlaceholder(_ text: String) { gtk_entry_set_placeholder_text(typed(GtkEntry.self), text) }

    /// The most characters the entry accepts.
    public func setMaxLength(_ length: Int32) { gtk_entry_set_max_length(typed(GtkEntry.self), length) }

    /// Emits `activate` as Enter in the entry does (tests: GtkEntry has no activate signal for
    /// `gtk_widget_activate`).
    package func emitActivate() { hangman_emit_signal(rawPointer, "activate") }
}

/// An entry for secrets: the text is hidden, with an eye icon to peek.
public struct PasswordEntry: EditableRepresentable {
    public let widget: Widget

    public init() {
        widget = Widget(gtk_password_entry_new())
        gtk_password_entry_set_show_peek_icon(opaque, 1)
        Accessibility.nameInnerIcons(of: widgetPointer, tr("Show or hide the text"))
    }

    public func setPlaceholder(_ text: String) {
        // GtkPasswordEntry has no placeholder setter in 4.8; the property is there.
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_STRING
        g_value_set_string(&value, text)
        g_object_set_property(UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GObject.self), "placeholder-text", &value)
        g_value_unset(&value)
    }
}
