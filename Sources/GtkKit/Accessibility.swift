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
        set(property, text, onAccessible: OpaquePointer(widget))
    }

    /// Sets `property` on any accessible object: a widget, or a stack page, which is none.
    private static func set(_ property: GtkAccessibleProperty, _ text: String, onAccessible accessible: OpaquePointer) {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_STRING
        g_value_set_string(&value, text)
        var property = property
        withUnsafeMutablePointer(to: &value) { valuePointer in
            gtk_accessible_update_property_value(accessible, 1, &property, valuePointer)
        }
        g_value_unset(&value)
    }
}

/// A widget's role for screen readers, when it is not its class's default. GTK sets roles only
/// at construction (`accessible-role` is construct-only).
public enum AccessibleRole: Sendable {
    case table, columnHeader, cell, radio

    var gtk: GtkAccessibleRole {
        switch self {
        case .table: GTK_ACCESSIBLE_ROLE_TABLE
        // GTK 4.8 gives COLUMN_HEADER no AT-SPI role ("filler"): a header is a cell that the
        // caller describes as a column header.
        case .columnHeader: GTK_ACCESSIBLE_ROLE_GRID_CELL
        // GTK 4.8 maps GRID_CELL, not CELL, to AT-SPI's table cell.
        case .cell: GTK_ACCESSIBLE_ROLE_GRID_CELL
        case .radio: GTK_ACCESSIBLE_ROLE_RADIO
        }
    }
}

extension Accessibility {
    /// Names every child of `widget` that is not a label `name`: GTK 4.8 would read out the
    /// class of a nameless inner icon ("GtkBuiltinIcon", "GtkImage").
    static func nameInnerIcons(of widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_label_get_type()) == 0 { setLabel(name, on: current) }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Names every part inside `widget` that is not a label `name`, down the tree, except inside
    /// a popover (whose rows must keep their own names): GTK 4.8 reads a drop-down's inner
    /// button, box and arrow by their class ("GtkToggleButton", "GtkBuiltinIcon").
    static func nameUnlabelledParts(of widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_label_get_type()) == 0 {
                setLabel(name, on: current)
                if g_type_check_instance_is_a(instance, gtk_popover_get_type()) == 0 { nameUnlabelledParts(of: current, name) }
            }
            // A stack's pages are accessible objects of their own ("GtkStackPage").
            if g_type_check_instance_is_a(instance, gtk_stack_get_type()) != 0 {
                var page = gtk_widget_get_first_child(current)
                while let pageChild = page {
                    if let stackPage = gtk_stack_get_page(OpaquePointer(current), pageChild) {
                        set(GTK_ACCESSIBLE_PROPERTY_LABEL, name, onAccessible: stackPage)
                    }
                    page = gtk_widget_get_next_sibling(pageChild)
                }
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// A new widget of `type` with `role` (`g_object_new` is variadic; this is its array form).
    static func newWidget(_ type: GType, role: AccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(role.gtk.rawValue))
        defer { g_value_unset(&value) }
        let object = "accessible-role".withCString { name -> UnsafeMutablePointer<GObject> in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafeMutablePointer(to: &value) { values in
                g_object_new_with_properties(type, 1, &names, values)
            }
        }
        // Widgets start floating like gtk_*_new's; parenting sinks them.
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }
}
