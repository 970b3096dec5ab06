import CGtk

/// Accessible properties. `gtk_accessible_update_property` is variadic, so this uses the
/// array form with a GValue.
@MainActor
enum Accessibility {
    static func setLabel(_ label: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_STRING
        g_value_set_string(&value, label)
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        withUnsafeMutablePointer(to: &value) { valuePointer in
            gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, valuePointer)
        }
        g_value_unset(&value)
    }
}
