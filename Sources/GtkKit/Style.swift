import CGtk

/// Application-wide CSS and theme settings.
@MainActor
public enum Style {
    /// Loads a CSS file for the whole display, above the theme.
    public static func loadApplicationCSS(path: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
