import CGtk

/// Text shown as plain text: player text is never parsed as Pango markup.
public struct Label: WidgetRepresentable {
    public let widget: Widget

    public init(_ text: String = "") {
        widget = Widget(gtk_label_new(nil))
        self.text = text
    }

    /// A label with a role for screen readers: a table's cell or column header.
    public init(_ text: String, role: AccessibleRole) {
        widget = Widget(Accessibility.newWidget(gtk_label_get_type(), role: role))
        self.text = text
    }

    /// The text, which is also the label's name for screen readers. An empty label is named
    /// " ": GTK 4.8 names a nameless label "GtkLabel" over AT-SPI, which Orca would read out.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        nonmutating set { setText(newValue, accessibleLabel: newValue) }
    }

    /// True when the label, as last laid out, cut its text short with an ellipsis.
    public var isEllipsized: Bool {
        gtk_label_get_layout(opaque).map { pango_layout_is_ellipsized($0) != 0 } ?? false
    }

    /// Shows `text`, named `accessibleLabel` for screen readers (the puzzle spelled out, a
    /// message with the error count). GTK 4.8 names a label after its new text, over any name
    /// it was given, and sends no event for a name set to the one it has: a label whose text
    /// and name are unchanged is not renamed, where setting the text and then the name would
    /// rename it to its text and back.
    public func setText(_ text: String, accessibleLabel: String) {
        gtk_label_set_text(opaque, text)
        setAccessibleLabel(accessibleLabel.isEmpty ? " " : accessibleLabel)
    }

    /// Makes the label a stop of Tab, read by screen readers as `name`: text that is no control
    /// (a table's row, a total, a banner's message) is still reached without a mouse. GTK 4.8
    /// gives the focus only to a selectable label; `DesktopSettings.keepLabelsUnselectedOnFocus`
    /// keeps its text unselected. Set the text first: a new text renames the label.
    public func makeFocusStop(name: String) {
        isFocusStop = true
        setAccessibleLabel(name)
    }

    /// Whether Tab stops on the label (see `makeFocusStop`): a label with nothing to read is none.
    public var isFocusStop: Bool {
        get { gtk_label_get_selectable(opaque) != 0 }
        nonmutating set { gtk_label_set_selectable(opaque, newValue ? 1 : 0) }
    }

    /// Wraps long text on word boundaries, never inside a word.
    public func wrapOnWords() {
        gtk_label_set_wrap(opaque, 1)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD)
    }

    /// Wraps long text on word boundaries, and inside a word longer than a line (a file's path).
    public func wrapAnywhere() {
        gtk_label_set_wrap(opaque, 1)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    }

    public func setJustifyCenter() {
        gtk_label_set_justify(opaque, GTK_JUSTIFY_CENTER)
    }

    public func setXAlign(_ value: Float) { gtk_label_set_xalign(opaque, value) }

    /// Text that may be shortened with "…" at the end when space runs out.
    public func setEllipsizeEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }

    /// With wrapping and an ellipsis, shows at most `count` lines, the last one cut with "…".
    public func setMaxLines(_ count: Int32) { gtk_label_set_lines(opaque, count) }

    public func setMaxWidthChars(_ count: Int32) { gtk_label_set_max_width_chars(opaque, count) }

    /// Asks for room for `count` characters at least, whatever the text: a label whose text
    /// changes keeps its width, so nothing beside it moves.
    public func setWidthChars(_ count: Int32) { gtk_label_set_width_chars(opaque, count) }

    /// Colours the characters at `ranges` (offsets in Characters of `text`) with `color`, bold and
    /// with a wavy underline: Pango attributes, never markup, so the text stays plain. An empty
    /// list clears them.
    public func highlight(_ ranges: [Range<Int>], color: RGBA) {
        guard !ranges.isEmpty, let attributes = pango_attr_list_new() else {
            gtk_label_set_attributes(opaque, nil)
            return
        }
        let text = self.text
        let offsets = Array(text.indices) + [text.endIndex]
        func byteOffset(_ character: Int) -> guint {
            guint(text.utf8.distance(from: text.startIndex, to: offsets[min(character, offsets.count - 1)]))
        }
        func channel(_ value: Double) -> guint16 { guint16(max(0, min(1, value)) * 65535) }
        for range in ranges {
            // A wavy underline too: the colour is never the only sign.
            for attribute in [
                pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
                pango_attr_weight_new(PANGO_WEIGHT_BOLD),
                pango_attr_underline_new(PANGO_UNDERLINE_ERROR),
            ] {
                guard let attribute else { continue }
                attribute.pointee.start_index = byteOffset(range.lowerBound)
                attribute.pointee.end_index = byteOffset(range.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
        }
        gtk_label_set_attributes(opaque, attributes)
        pango_attr_list_unref(attributes)
    }

    /// The character ranges `highlight` coloured, read back from the label's Pango attributes
    /// (tests).
    package var highlightedRanges: [Range<Int>] { highlights.map(\.range) }

    /// The colour `highlight` gave, or nil when nothing is highlighted (tests).
    package var highlightColor: RGBA? { highlights.first?.color }

    private var highlights: [(range: Range<Int>, color: RGBA)] {
        guard let attributes = gtk_label_get_attributes(opaque) else { return [] }
        let text = self.text
        let utf8 = Array(text.utf8)
        func characterOffset(_ byte: guint) -> Int {
            String(decoding: utf8[0..<min(Int(byte), utf8.count)], as: UTF8.self).count
        }
        var found: [(range: Range<Int>, color: RGBA)] = []
        var list = pango_attr_list_get_attributes(attributes)
        defer { g_slist_free_full(list, { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) }) }
        while let node = list {
            if let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attribute.pointee.klass.pointee.type == PANGO_ATTR_FOREGROUND {
                let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                found.append((characterOffset(attribute.pointee.start_index)..<characterOffset(attribute.pointee.end_index),
                              RGBA(red: Double(color.red) / 65535, green: Double(color.green) / 65535, blue: Double(color.blue) / 65535)))
            }
            list = node.pointee.next
        }
        return found
    }
}

/// The labels inside a widget, at any depth: for widgets GTK builds itself.
extension Widget {
    /// Offers the text of every label under the widget to `replacement`; a label whose answer is
    /// not nil shows that instead, as plain text.
    public func relabelDescendants(_ replacement: (String) -> String?) {
        forEachDescendantLabel { label, text in
            if let new = replacement(text) { gtk_label_set_text(label, new) }
        }
    }

    /// Makes every label under the widget whose text `name` answers a stop of Tab, read by that
    /// name: the rows of a window GTK builds itself (GtkShortcutsWindow), which no key reaches.
    public func makeDescendantLabelsFocusStops(_ name: (String) -> String?) {
        forEachDescendantLabel { label, text in
            guard let spoken = name(text) else { return }
            gtk_label_set_selectable(label, 1)
            Accessibility.setLabel(spoken, on: UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// Hides the icons under the widget from screen readers, names its stacks' pages `name`, and
    /// names its buttons that have no text `buttonName`: GTK 4.8 reads them by their class
    /// ("GtkImage", "GtkStackPage").
    public func nameBuiltInParts(pages name: String, iconButtons buttonName: String) {
        var pending = [widgetPointer]
        while let current = pending.popLast() {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_image_get_type()) != 0 {
                Accessibility.hide(current)
            } else if g_type_check_instance_is_a(instance, gtk_button_get_type()) != 0 || g_type_check_instance_is_a(instance, gtk_toggle_button_get_type()) != 0,
                      g_type_check_instance_is_a(UnsafeMutableRawPointer(gtk_widget_get_first_child(current))?.assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) == 0 {
                Accessibility.setLabel(buttonName, on: current)
            } else if g_type_check_instance_is_a(instance, gtk_stack_get_type()) != 0 {
                Accessibility.nameStackPages(of: current, name)
            }
            var child = gtk_widget_get_last_child(current)
            while let next = child {
                pending.append(next)
                child = gtk_widget_get_prev_sibling(next)
            }
        }
    }

    /// The text of every label under the widget, depth first (tests).
    package var descendantLabelTexts: [String] {
        var texts: [String] = []
        forEachDescendantLabel { _, text in texts.append(text) }
        return texts
    }

    private func forEachDescendantLabel(_ body: (OpaquePointer, String) -> Void) {
        var pending = [widgetPointer]
        while let current = pending.popLast() {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0, let text = gtk_label_get_text(OpaquePointer(current)) {
                body(OpaquePointer(current), String(cString: text))
            }
            var child = gtk_widget_get_last_child(current)
            while let next = child {
                pending.append(next)
                child = gtk_widget_get_prev_sibling(next)
            }
        }
    }
}
