import CGtk

/// A push button.
public struct Button: WidgetRepresentable {
    public let widget: Widget

    public init(label: String) {
        widget = Widget(gtk_button_new_with_label(label))
    }

    public init(iconName: String) {
        widget = Widget(gtk_button_new_from_icon_name(iconName))
    }

    /// An icon button named `name` for screen readers, with `name` as its tooltip; its icon is
    /// hidden from them, and the tooltip is not read again as a description.
    public init(iconName: String, name: String) {
        self.init(iconName: iconName)
        widget.tooltip = name
        widget.setAccessibleDescription("")
        widget.setAccessibleLabel(name)
        if let icon = gtk_widget_get_first_child(widget.pointer) { Accessibility.hide(icon) }
    }

    public var label: String {
        get { gtk_button_get_label(typed(GtkButton.self)).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_button_set_label(typed(GtkButton.self), newValue) }
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(rawPointer, "clicked", handler)
    }

    /// Emits `clicked` now, whatever state the button is in (tests: `activate()` does nothing
    /// on a button that is not on screen).
    package func emitClicked() { hangman_emit_signal(rawPointer, "clicked") }

    /// Binds the button to an action such as `game.guess` with a string target.
    public func setAction(_ name: String, target: String? = nil) {
        gtk_actionable_set_action_name(opaque, name)
        if let target {
            gtk_actionable_set_action_target_value(opaque, g_variant_new_string(target))
        }
    }

    /// Underlines the mnemonic after `_` in the label, as in "_New Game". GTK 4.8 names the
    /// button with its label property and then with the label it is labelled by: "_New Game New
    /// Game", or with the plain label set, "New Game New Game". An empty label property leaves
    /// the name the label inside gives it, once.
    public func useUnderline() {
        gtk_button_set_use_underline(typed(GtkButton.self), 1)
        setAccessibleLabel("")
    }
}

/// One choice of a group of linked buttons (Easy, Normal, Hard), read by screen readers as a
/// radio button that says whether it is the chosen one.
///
/// A plain button that keeps its own state, not a GtkToggleButton: GTK 4.8 sets "pressed" on a
/// toggle, and re-sends it when the button first takes the focus, which Orca reads as a second
/// "selected". A radio's "checked", re-sent alike, Orca leaves unsaid.
@MainActor
public final class ChoiceButton: WidgetRepresentable {
    public let widget: Widget
    private var group: ChoiceGroup
    private var handlers: [@MainActor () -> Void] = []
    private var isActiveNow = false

    public init(label: String) {
        widget = Widget(Accessibility.newWidget(gtk_button_get_type(), role: .radio))
        gtk_button_set_label(UnsafeMutableRawPointer(widget.pointer).assumingMemoryBound(to: GtkButton.self), label)
        widget.addCSSClass("choice")
        group = ChoiceGroup()
        group.members.append(Weak(self))
        Accessibility.setChecked(false, on: widget.pointer)
        Signal.connectVoid(widget.rawPointer, "clicked") { [weak self] in self?.isActive = true }
    }

    /// Whether this is the group's chosen button. Choosing one leaves the others unchosen;
    /// `onToggled` runs for each button that changed, as GTK's toggled signal does.
    public var isActive: Bool {
        get { isActiveNow }
        set {
            guard newValue != isActiveNow else { return }
            // Every state first, then the handlers: a handler reading the group sees one choice.
            var changed = [self]
            if newValue {
                changed += group.members.compactMap(\.value).filter { $0 !== self && $0.isActiveNow }
            }
            for button in changed { button.setState(button === self ? newValue : false) }
            for button in changed { for handler in button.handlers { handler() } }
        }
    }

    private func setState(_ active: Bool) {
        isActiveNow = active
        widget.setCSSClass("chosen", active)
        Accessibility.setChecked(active, on: widget.pointer)
    }

    /// Joins `other`'s group: at most one button of the group is chosen.
    public func join(_ other: ChoiceButton) {
        group = other.group
        group.members.append(Weak(self))
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        handlers.append(handler)
    }

    /// The buttons that share a choice.
    @MainActor
    private final class ChoiceGroup {
        var members: [Weak] = []
    }

    private struct Weak {
        weak var value: ChoiceButton?
        init(_ value: ChoiceButton) { self.value = value }
    }
}

/// A button that opens a menu.
///
/// The menu's popover is built when it first opens: GTK builds a popover's whole widget tree
/// as soon as it gets a menu model, and that is work before the first frame (docs/benchmarks.md).
public struct MenuButton: WidgetRepresentable {
    public let widget: Widget

    public init(iconName: String, menu: Menu) {
        widget = Widget(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
        // Called each time the menu is about to open; the model is set the first time only.
        gtk_menu_button_set_create_popup_func(opaque, { button, model in
            guard let button, gtk_menu_button_get_menu_model(button) == nil else { return }
            gtk_menu_button_set_menu_model(button, model?.assumingMemoryBound(to: GMenuModel.self))
            // GTK 4.8 reads the new popover and its pages by their class ("GtkPopoverMenu menu",
            // "GtkStackPage panel"): they take the button's tooltip, its name.
            let widget = UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkWidget.self)
            if let popover = gtk_menu_button_get_popover(button), let tooltip = gtk_widget_get_tooltip_text(widget) {
                let name = String(cString: tooltip)
                let popoverWidget = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
                Accessibility.setLabel(name, on: popoverWidget)
                if let content = gtk_widget_get_first_child(popoverWidget) { Accessibility.setLabel(name, on: content) } // "GtkPopoverContent"
                Widget(popoverWidget).nameBuiltInParts(pages: name, iconButtons: name)
            }
        }, g_object_ref(menu.modelPointer), { model in g_object_unref(model) })
    }

    /// Opens the menu, as a click or F10 would.
    package func popup() { gtk_menu_button_popup(opaque) }

    package func popdown() { gtk_menu_button_popdown(opaque) }

    /// True once the menu's popover has been built, when the menu first opened.
    package var hasBuiltMenu: Bool { gtk_menu_button_get_popover(opaque) != nil }

    /// True while the menu is open.
    package var isMenuOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(opaque) else { return false }
        return gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0
    }

    public func setPrimary() { gtk_menu_button_set_primary(opaque, 1) }

    /// Names the menu button, which GTK 4.8 would otherwise call "GtkMenuButton" for screen
    /// readers. The toggle button inside takes the name from it: naming it too would make it
    /// "Main Menu Main Menu".
    public func setAccessibleName(_ name: String) {
        setAccessibleLabel(name)
    }
}

/// A button that opens a web address.
public struct LinkButton: WidgetRepresentable {
    public let widget: Widget

    public init(url: String, label: String) {
        widget = Widget(gtk_link_button_new_with_label(url, label))
    }
}

/// An on/off switch.
public struct Switch: WidgetRepresentable {
    public let widget: Widget

    public init() {
        widget = Widget(gtk_switch_new())
    }

    public var isOn: Bool {
        get { gtk_switch_get_active(opaque) != 0 }
        nonmutating set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
    }

    /// Runs when the switch is turned on or off, by the player or by `isOn`.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectPointer(rawPointer, "notify::active") { _ in handler() }
    }
}

/// A check box, or a radio button once it joins a group: one choice among several.
public struct CheckButton: WidgetRepresentable {
    public let widget: Widget

    public init(label: String) {
        widget = Widget(gtk_check_button_new_with_label(label))
        Accessibility.nameInnerIcons(of: widget.pointer, label)
    }

    /// A radio button: GTK 4.8 calls grouped check buttons "check box" for screen readers.
    public init(radioLabel label: String) {
        widget = Widget(Accessibility.newWidget(gtk_check_button_get_type(), role: .radio))
        gtk_check_button_set_label(check, label)
        Accessibility.nameInnerIcons(of: widget.pointer, label)
    }

    private var check: UnsafeMutablePointer<GtkCheckButton> { typed(GtkCheckButton.self) }

    public var isActive: Bool {
        get { gtk_check_button_get_active(check) != 0 }
        nonmutating set { gtk_check_button_set_active(check, newValue ? 1 : 0) }
    }

    /// Joins `other`'s group: the buttons become radio buttons, one active at a time.
    public func join(_ other: CheckButton) {
        gtk_check_button_set_group(check, other.check)
    }

    /// Runs when the button is checked or unchecked, by the player or by `isActive`.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(rawPointer, "toggled", handler)
    }
}

/// A button that shows one choice of a list and opens the list on click (`GtkDropDown`).
public struct DropDown: WidgetRepresentable {
    public let widget: Widget

    public init(choices: [String]) {
        widget = Widget(withCStringArray(choices) { gtk_drop_down_new_from_strings($0) })
    }

    private var dropDown: OpaquePointer { opaque }

    /// Replaces the choices; the first is shown.
    public func setChoices(_ choices: [String]) {
        let list = withCStringArray(choices) { gtk_string_list_new($0) }
        gtk_drop_down_set_model(dropDown, list)
        g_object_unref(UnsafeMutableRawPointer(list))
    }

    /// The index of the shown choice.
    public var selectedIndex: Int {
        get { Int(gtk_drop_down_get_selected(dropDown)) }
        nonmutating set { gtk_drop_down_set_selected(dropDown, guint(max(0, newValue))) }
    }

    /// Names the drop-down and the parts of its button for screen readers. The button itself,
    /// which takes the focus, is named after the choice shown: Orca reads the drop-down's name,
    /// then the button's, and "Word category, Word category" would say the name twice.
    public func setAccessibleName(_ name: String) {
        setAccessibleLabel(name)
        Accessibility.nameUnlabelledParts(of: widgetPointer, name)
        let dropDown = dropDown, pointer = widgetPointer
        func nameButton() {
            guard let button = gtk_widget_get_first_child(pointer),
                  let item = gtk_drop_down_get_selected_item(dropDown),
                  g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_string_object_get_type()) != 0,
                  let text = gtk_string_object_get_string(OpaquePointer(item))
            else { return }
            Accessibility.setLabel(String(cString: text), on: button)
        }
        nameButton()
        Signal.connectPointer(rawPointer, "notify::selected") { _ in nameButton() }
    }

    /// Runs when the player picks a choice (and when `selectedIndex` or the choices change).
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectPointer(rawPointer, "notify::selected") { _ in handler() }
    }
}
