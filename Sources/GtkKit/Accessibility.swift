import CGtk

/// Accessible properties. `gtk_accessible_update_property` is variadic, so this uses the
/// array form with a GValue.
@MainActor
enum Accessibility {
    static func setLabel(_ label: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        set(GTK_ACCESSIBLE_PROPERTY_LABEL, label, on: widget)
    }

    static func setDescription(_ description: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        set(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, on: widget)
    }

    private static func set(_ property: GtkAccessibleProperty, _ text: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_STRING
        g_value_set_string(&value, text)
        var property = property
        withUnsafeMutablePointer(to: &value) { valuePointer in
            gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, valuePointer)
        }
        g_value_unset(&value)
    }
}
