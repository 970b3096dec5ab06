import CGtk

/// A row or column of widgets.
public struct Box: WidgetRepresentable {
    public let widget: Widget

    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        widget = Widget(gtk_box_new(orientation.gtk, spacing))
    }

    public func append(_ child: some WidgetRepresentable) {
        gtk_box_append(typed(GtkBox.self), child.widgetPointer)
    }

    public func setHomogeneous(_ homogeneous: Bool) {
        gtk_box_set_homogeneous(typed(GtkBox.self), homogeneous ? 1 : 0)
    }

    /// Removes every child.
    public func removeAllChildren() {
        while let child = gtk_widget_get_first_child(widgetPointer) {
            gtk_box_remove(typed(GtkBox.self), child)
        }
    }

    /// Lays the children out in a row or in a column from now on.
    public func setOrientation(_ orientation: Orientation) {
        gtk_orientable_set_orientation(OpaquePointer(widgetPointer), orientation.gtk)
    }
}

/// Children on rows and columns.
public struct Grid: WidgetRepresentable {
    public let widget: Widget

    /// A grid; `role: .table` makes screen readers read it as a table.
    public init(rowSpacing: UInt32 = 0, columnSpacing: UInt32 = 0, role: AccessibleRole? = nil) {
        widget = Widget(role.map { Accessibility.newWidget(gtk_grid_get_type(), role: $0) } ?? gtk_grid_new())
        gtk_grid_set_row_spacing(typed(GtkGrid.self), rowSpacing)
        gtk_grid_set_column_spacing(typed(GtkGrid.self), columnSpacing)
    }

    public func attach(_ child: some WidgetRepresentable, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        gtk_grid_attach(typed(GtkGrid.self), child.widgetPointer, column, row, width, height)
    }
}

/// Lists that are rebuilt from data.
extension Grid {
    /// The tooltip of each child that has one, in child order (tests).
    package var labelTooltips: [String] {
        var tooltips: [String] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if let tooltip = gtk_widget_get_tooltip_text(current) { tooltips.append(String(cString: tooltip)) }
            child = gtk_widget_get_next_sibling(current)
        }
        return tooltips
    }

    /// The text of each label child, in child order (tests).
    package var labelTexts: [String] {
        var texts: [String] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0, let text = gtk_label_get_text(OpaquePointer(current)) {
                texts.append(String(cString: text))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    /// Removes every child.
    public func removeAllChildren() {
        while let child = gtk_widget_get_first_child(widgetPointer) {
            gtk_widget_unparent(child)
        }
    }
}

/// Children laid out in rows that wrap when the width runs out.
public struct FlowBox: WidgetRepresentable {
    public let widget: Widget

    public init(minPerLine: UInt32, maxPerLine: UInt32, spacing: UInt32) {
        widget = Widget(gtk_flow_box_new())
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
    /// The wrapper is named `accessibleName` for screen readers (GTK 4.8 would say
    /// "GtkFlowBoxChild").
    public func append(_ child: some WidgetRepresentable, accessibleName: String) {
        gtk_flow_box_append(opaque, child.widgetPointer)
        if let wrapper = gtk_widget_get_parent(child.widgetPointer) {
            gtk_widget_set_focusable(wrapper, 0)
            Accessibility.setLabel(accessibleName, on: wrapper)
        }
    }

    /// Shows or hides `child` with its wrapper row, which would otherwise keep its place.
    public func setVisible(_ visible: Bool, child: some WidgetRepresentable) {
        child.widget.isVisible = visible
        if let wrapper = gtk_widget_get_parent(child.widgetPointer) { gtk_widget_set_visible(wrapper, visible ? 1 : 0) }
    }

    /// The most children on one line.
    public func setMaxPerLine(_ count: UInt32) {
        gtk_flow_box_set_max_children_per_line(opaque, count)
    }

    /// Makes `child` and its wrapper row sensitive or not. GTK 4.8's flow box moves Tab to the
    /// next sensitive row, whatever its child: a row left sensitive around an insensitive button
    /// takes the focus and shows nothing, and the next Tab leaves the box.
    public func setSensitive(_ sensitive: Bool, child: some WidgetRepresentable) {
        child.widget.isSensitive = sensitive
        if let wrapper = gtk_widget_get_parent(child.widgetPointer) { gtk_widget_set_sensitive(wrapper, sensitive ? 1 : 0) }
    }
}

/// Scrolls its child vertically when it is taller than the window.
public struct ScrolledWindow: WidgetRepresentable {
    public let widget: Widget

    public init(child: some WidgetRepresentable) {
        widget = Widget(gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(opaque, child.widgetPointer)
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// As tall as its content up to `height` pixels, scrolling past it.
    public func growUpTo(height: Int32) {
        gtk_scrolled_window_set_propagate_natural_height(opaque, 1)
        gtk_scrolled_window_set_max_content_height(opaque, height)
    }

    /// Scroll bars take their own room beside the content instead of floating over its edge.
    public func keepScrollBarsBesideContent() {
        gtk_scrolled_window_set_overlay_scrolling(opaque, 0)
    }

    /// Scrolls the nearest scrolled window around `widget` so that all of it is in sight (its top
    /// first, if it is taller than the view), once GTK has laid it out: a widget just shown has no
    /// place yet, so this waits two frames. Does nothing outside a scrolled window.
    public static func bringIntoSight(_ widget: some WidgetRepresentable) {
        var frames = 0
        let widget = widget.widget
        widget.addTickCallback { _ in
            frames += 1
            guard frames >= 2 else { return true }
            scrollNow(toShow: widget)
            return false
        }
    }

    private static func scrollNow(toShow widget: Widget) {
        guard let scroller = gtk_widget_get_ancestor(widget.widgetPointer, gtk_scrolled_window_get_type()),
              let viewport = gtk_scrolled_window_get_child(OpaquePointer(scroller)),
              let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller)),
              let place = widget.position(in: Widget(viewport))
        else { return }
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        // The viewport's coordinates are scrolled already: the content's are `value` further down.
        let top = place.y + value
        let bottom = top + Double(widget.height)
        if bottom > value + page {
            gtk_adjustment_set_value(adjustment, min(top, bottom - page))
        } else if top < value {
            gtk_adjustment_set_value(adjustment, top)
        }
    }

    /// Names the scroll bars and their inner range for screen readers, which GTK 4.8 would call
    /// "GtkScrollbar" and "GtkRange".
    public func setScrollBarName(_ name: String) {
        for scrollbar in [gtk_scrolled_window_get_vscrollbar(opaque), gtk_scrolled_window_get_hscrollbar(opaque)] {
            guard let scrollbar else { continue }
            Accessibility.setLabel(name, on: scrollbar)
            if let range = gtk_widget_get_first_child(scrollbar) { Accessibility.setLabel(name, on: range) }
        }
    }
}

/// Pages with tabs.
public struct Notebook: WidgetRepresentable {
    public let widget: Widget

    public init() {
        widget = Widget(gtk_notebook_new())
    }

    @discardableResult
    public func appendPage(_ child: some WidgetRepresentable, title: String) -> Int32 {
        let tabLabel = Label(title)
        let index = gtk_notebook_append_page(opaque, child.widgetPointer, tabLabel.widgetPointer)
        // Screen readers say "Words page tab", and "Words panel" as the focus enters the page.
        Accessibility.nameNotebookTab(tabLabel: tabLabel.widgetPointer, title)
        return index
    }

    public var currentPage: Int32 {
        get { gtk_notebook_get_current_page(opaque) }
        nonmutating set { gtk_notebook_set_current_page(opaque, newValue) }
    }


    public func onPageChanged(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectPointer(rawPointer, "notify::page") { _ in handler() }
    }
}

/// A window's title bar with buttons.
public struct HeaderBar: WidgetRepresentable {
    public let widget: Widget

    public init() {
        widget = Widget(gtk_header_bar_new())
    }

    public func packStart(_ child: some WidgetRepresentable) { gtk_header_bar_pack_start(opaque, child.widgetPointer) }
    public func packEnd(_ child: some WidgetRepresentable) { gtk_header_bar_pack_end(opaque, child.widgetPointer) }

    /// Shows `child` in place of the window's title.
    public func setTitleWidget(_ child: some WidgetRepresentable) { gtk_header_bar_set_title_widget(opaque, child.widgetPointer) }
}

/// Shows its child by sliding it down.
public struct Revealer: WidgetRepresentable {
    public let widget: Widget

    public init(child: some WidgetRepresentable) {
        widget = Widget(gtk_revealer_new())
        gtk_revealer_set_child(opaque, child.widgetPointer)
        gtk_revealer_set_transition_type(opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(opaque, 250)
    }

    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(opaque) != 0 }
        nonmutating set { gtk_revealer_set_reveal_child(opaque, newValue ? 1 : 0) }
    }
}

/// A child with others drawn over it (`GtkOverlay`): what lies on top never changes the size
/// or the place of what lies under it.
public struct Overlay: WidgetRepresentable {
    public let widget: Widget

    public init(child: some WidgetRepresentable) {
        widget = Widget(gtk_overlay_new())
        gtk_overlay_set_child(opaque, child.widgetPointer)
    }

    /// Draws `child` over the main child, placed by its own alignment.
    public func addOverlay(_ child: some WidgetRepresentable) {
        gtk_overlay_add_overlay(opaque, child.widgetPointer)
    }
}

/// A titled child the player opens and closes (`GtkExpander`): what most players never need,
/// such as a failure's raw details for a bug report.
public struct Expander: WidgetRepresentable {
    public let widget: Widget

    /// `title` may hold an access key after `_`.
    public init(_ title: String, child: some WidgetRepresentable) {
        widget = Widget(gtk_expander_new_with_mnemonic(title))
        gtk_expander_set_child(opaque, child.widgetPointer)
    }

    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(opaque) != 0 }
        nonmutating set { gtk_expander_set_expanded(opaque, newValue ? 1 : 0) }
    }
}
