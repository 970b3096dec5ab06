import CGtk

/// Keyboard accelerators as GTK writes them ("<Control>n") and as people read them.
public enum Accelerator {
    /// "Ctrl+N" for "<Control>n", as the desktop shows it; text GTK cannot parse ("a...z") as it is.
    public static func label(_ accelerator: String) -> String {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0,
              let label = gtk_accelerator_get_label(key, modifiers)
        else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }
}
