import CGtk

/// The desktop's own settings that the game follows, read through GSettings when GNOME's schemas
/// are installed (`gsettings-desktop-schemas`); without them, GTK's defaults apply.
@MainActor
public enum DesktopSettings {
    private static var sound: UnsafeMutablePointer<GSettings>?
    private static var soundLooked = false

    /// `org.gnome.desktop.sound event-sounds`: false when the player turned event sounds off.
    public static var eventSoundsEnabled: Bool {
        if !soundLooked {
            soundLooked = true
            sound = settings(schema: "org.gnome.desktop.sound", key: "event-sounds")
        }
        guard let sound else { return true }
        return g_settings_get_boolean(sound, "event-sounds") != 0
    }

    /// Sets `event-sounds` (tests, with `GSETTINGS_BACKEND=memory`).
    package static func setEventSoundsEnabled(_ enabled: Bool) {
        _ = eventSoundsEnabled
        if let sound { g_settings_set_boolean(sound, "event-sounds", enabled ? 1 : 0) }
    }

    /// `gtk-enable-animations`: false when the desktop asks for reduced motion.
    public static var animationsEnabled: Bool {
        guard let gtkSettings = gtk_settings_get_default() else { return true }
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(gtkSettings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Sets `gtk-enable-animations` for this process (tests).
    package static func setAnimationsEnabled(_ enabled: Bool) {
        setGTKSetting("gtk-enable-animations", enabled)
    }

    /// Switches this process to GTK's built-in theme `name` (Adwaita, HighContrast), light or
    /// dark (tests).
    package static func setTheme(_ name: String, preferDark: Bool) {
        setGTKSetting("gtk-theme-name", name)
        setGTKSetting("gtk-application-prefer-dark-theme", preferDark)
    }

    /// Leaves a label's text unselected when Tab reaches it: the game's readable labels (a table
    /// row, a total, a banner's message) take the focus to be read, not to be copied, and a
    /// selection would show on them and make Orca say "selected". Once, at start-up.
    public static func keepLabelsUnselectedOnFocus() {
        setGTKSetting("gtk-label-select-on-focus", false)
    }

    private static func setGTKSetting(_ property: String, _ flag: Bool) {
        setGTKSetting(property, type: GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)) { g_value_set_boolean($0, flag ? 1 : 0) } // G_TYPE_BOOLEAN
    }

    private static func setGTKSetting(_ property: String, _ text: String) {
        setGTKSetting(property, type: GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)) { g_value_set_string($0, text) } // G_TYPE_STRING
    }

    private static func setGTKSetting(_ property: String, type: GType, _ fill: (UnsafeMutablePointer<GValue>) -> Void) {
        guard let gtkSettings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        fill(&value)
        g_object_set_property(UnsafeMutableRawPointer(gtkSettings).assumingMemoryBound(to: GObject.self), property, &value)
    }

    /// A GSettings object for `name` when that schema is installed and has `key`.
    static func settings(schema name: String, key: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, name, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0 else { return nil }
        return g_settings_new(name)
    }
}
