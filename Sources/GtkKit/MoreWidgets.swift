import CGtk

/// A button that stays pressed; buttons in one group act as a segmented control.
public struct ToggleButton: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(label: String) {
        widgetPointer = gtk_toggle_button_new_with_label(label)
    }

    private var toggle: UnsafeMutablePointer<GtkToggleButton> { typed(GtkToggleButton.self) }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        nonmutating set { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) }
    }

    /// Joins `other`'s group: at most one button of the group is active.
    public func join(_ other: ToggleButton) {
        gtk_toggle_button_set_group(toggle, other.toggle)
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(rawPointer, "toggled", handler)
    }
}

/// Scrolls its child vertically when it is taller than the window.
public struct ScrolledWindow: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(child: some WidgetRepresentable) {
        widgetPointer = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(opaque, child.widgetPointer)
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
}

/// Lists that are rebuilt from data.
extension Grid {
    /// Removes every child.
    public func removeAllChildren() {
        while let child = gtk_widget_get_first_child(widgetPointer) {
            gtk_widget_unparent(child)
        }
    }
}

/// Dates and times in the user's locale, through GLib.
public enum LocalTime {
    /// `g_date_time_format` of a Unix time in the local time zone: "%x" is the locale's date.
    public static func format(unixSeconds: Int64, _ format: String) -> String {
        guard let dateTime = g_date_time_new_from_unix_local(gint64(unixSeconds)) else { return "" }
        defer { g_date_time_unref(dateTime) }
        guard let text = g_date_time_format(dateTime, format) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}

extension WidgetRepresentable {
    /// A named colour of the theme ("theme_selected_bg_color"), if the theme defines it.
    public func themeColor(named name: String) -> RGBA? {
        var color = GdkRGBA()
        guard gtk_style_context_lookup_color(gtk_widget_get_style_context(widgetPointer), name, &color) != 0 else { return nil }
        return RGBA(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
}

/// Children laid out in rows that wrap when the width runs out.
public struct FlowBox: WidgetRepresentable {
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    public init(minPerLine: UInt32, maxPerLine: UInt32, spacing: UInt32) {
        widgetPointer = gtk_flow_box_new()
        let box = opaque
        gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(box, 1)
        gtk_flow_box_set_min_children_per_line(box, minPerLine)
        gtk_flow_box_set_max_children_per_line(box, maxPerLine)
        gtk_flow_box_set_row_spacing(box, spacing)
        gtk_flow_box_set_column_spacing(box, spacing)
    }

    /// Removes every child through the flow box, which keeps its own list of them.
    public func removeAllChildren() {
        while let child = gtk_widget_get_first_child(widgetPointer) {
            gtk_flow_box_remove(opaque, child)
        }
    }

    /// Appends `child`; its wrapper row takes no keyboard focus, so Tab goes to the child itself.
    public func append(_ child: some WidgetRepresentable) {
        gtk_flow_box_append(opaque, child.widgetPointer)
        if let wrapper = gtk_widget_get_parent(child.widgetPointer) {
            gtk_widget_set_focusable(wrapper, 0)
        }
    }
}
