import CGtk
import Glibc

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

    /// Says whether a radio-like choice is the chosen one ("selected" in Orca). GTK 4.8 sets only
    /// "pressed" on a toggle button, which screen readers do not read as a choice.
    static func setChecked(_ checked: Bool, on widget: UnsafeMutablePointer<GtkWidget>) {
        var value = GValue()
        g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_INT: GTK reads a tristate as an int
        g_value_set_int(&value, checked ? 1 : 0) // GTK_ACCESSIBLE_TRISTATE_TRUE / FALSE
        var state = GTK_ACCESSIBLE_STATE_CHECKED
        withUnsafeMutablePointer(to: &value) { valuePointer in
            gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, valuePointer)
        }
        g_value_unset(&value)
    }

    /// `gtk_accessible_announce` (GTK 4.14), looked up at run time: GTK 4.8 has none, and a
    /// screen reader then hears only what the focused widget says.
    private typealias AnnounceFunction = @convention(c) (OpaquePointer, UnsafePointer<CChar>, Int32) -> Void
    private static let announceFunction: AnnounceFunction? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gtk_accessible_announce") else { return nil }
        return unsafeBitCast(symbol, to: AnnounceFunction.self)
    }()

    /// Asks the screen reader to say `message` at once (polite priority); false when the running
    /// GTK cannot (before 4.14).
    static func announce(_ message: String, from widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let announceFunction else { return false }
        announceFunction(OpaquePointer(widget), message, 1) // GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM
        return true
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
    /// A plain focusable widget that a screen reader reads by its name alone, with no role word:
    /// the game board, whose name is what just happened.
    case plain
    /// A window that asks a question and reads all its text as it opens.
    case alertDialog

    var gtk: GtkAccessibleRole {
        switch self {
        case .table: GTK_ACCESSIBLE_ROLE_TABLE
        // GTK 4.8 gives COLUMN_HEADER no AT-SPI role ("filler"): a header is a cell that the
        // caller describes as a column header.
        case .columnHeader: GTK_ACCESSIBLE_ROLE_GRID_CELL
        // GTK 4.8 maps GRID_CELL, not CELL, to AT-SPI's table cell.
        case .cell: GTK_ACCESSIBLE_ROLE_GRID_CELL
        case .radio: GTK_ACCESSIBLE_ROLE_RADIO
        case .plain: GTK_ACCESSIBLE_ROLE_WIDGET
        case .alertDialog: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG
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
            if g_type_check_instance_is_a(instance, gtk_stack_get_type()) != 0 { nameStackPages(of: current, name) }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Names a notebook page's tab for screen readers (GTK 4.8 reads it as "Tab page tab").
    static func nameNotebookTab(tabLabel: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        if let tab = gtk_widget_get_parent(tabLabel) { setLabel(name, on: tab) }
    }

    /// Hides a widget from screen readers: a dialog's heading that repeats its title, an icon inside a named button, which GTK 4.8 would
    /// read by its class ("GtkImage") before the button's name.
    package static func hide(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, 1)
        var state = GTK_ACCESSIBLE_STATE_HIDDEN
        withUnsafeMutablePointer(to: &value) { valuePointer in
            gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, valuePointer)
        }
        g_value_unset(&value)
    }

    /// Names every page of `stack`: each is an accessible object of its own ("GtkStackPage").
    static func nameStackPages(of stack: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        var page = gtk_widget_get_first_child(stack)
        while let pageChild = page {
            if let stackPage = gtk_stack_get_page(OpaquePointer(stack), pageChild) {
                set(GTK_ACCESSIBLE_PROPERTY_LABEL, name, onAccessible: stackPage)
            }
            page = gtk_widget_get_next_sibling(pageChild)
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
