import CGtk

/// Windows described in GtkBuilder XML, for widgets that are only reachable that way
/// (GtkShortcutsWindow's sections and groups).
@MainActor
public enum Builder {
    /// Builds `xml` and returns the window with id `id`, or nil if the XML is wrong.
    public static func window(fromXML xml: String, id: String) -> Window? {
        guard let builder = gtk_builder_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        guard let object = gtk_builder_get_object(builder, id) else { return nil }
        return Window(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Escapes text for an XML attribute or element.
    public static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }
}
