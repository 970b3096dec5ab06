import CGtk

/// Follows the desktop's light or dark preference.
///
/// GTK 4.8 without libadwaita does not read GNOME's `color-scheme` setting, so the game reads
/// it from GSettings (when the schema is installed) and sets GTK's prefer-dark flag, live.
@MainActor
public enum ColorScheme {
    private static var settings: UnsafeMutablePointer<GSettings>?

    public static func followDesktopPreference() {
        guard settings == nil,
              let interface = DesktopSettings.settings(schema: "org.gnome.desktop.interface", key: "color-scheme")
        else { return }
        settings = interface
        apply()
        Signal.connectPointer(UnsafeMutableRawPointer(interface), "changed::color-scheme") { _ in apply() }
    }

    /// True when the desktop asks for dark.
    static var prefersDark: Bool {
        guard let settings, let value = g_settings_get_string(settings, "color-scheme") else { return false }
        defer { g_free(value) }
        return String(cString: value) == "prefer-dark"
    }

    /// Sets GTK's flag only when it changes: every set reloads the whole theme, even to the same
    /// value, and a light desktop needs no change at all.
    private static func apply() {
        guard let gtkSettings = gtk_settings_get_default() else { return }
        let object = UnsafeMutableRawPointer(gtkSettings).assumingMemoryBound(to: GObject.self)
        let property = "gtk-application-prefer-dark-theme"
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_object_get_property(object, property, &value)
        let wanted: gboolean = prefersDark ? 1 : 0
        guard g_value_get_boolean(&value) != wanted else { return }
        g_value_set_boolean(&value, wanted)
        g_object_set_property(object, property, &value)
    }
}
