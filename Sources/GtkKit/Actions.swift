import CGtk

/// A named action (GSimpleAction), without parameter or with a string parameter.
@MainActor
public final class Action {
    let actionPointer: OpaquePointer
    public let name: String

    /// An action without parameter.
    public init(_ name: String, handler: @escaping @MainActor () -> Void) {
        self.name = name
        actionPointer = g_simple_action_new(name, nil)
        Signal.connectPointer(UnsafeMutableRawPointer(actionPointer), "activate") { _ in handler() }
    }

    /// An action with a string parameter, such as `game.guess('A')`.
    public init(_ name: String, stringHandler handler: @escaping @MainActor (String) -> Void) {
        self.name = name
        let stringType = g_variant_type_new("s")
        defer { g_variant_type_free(stringType) }
        actionPointer = g_simple_action_new(name, stringType)
        Signal.connectPointer(UnsafeMutableRawPointer(actionPointer), "activate") { parameter in
            guard let parameter else { return }
            let variant = OpaquePointer(parameter)
            handler(String(cString: g_variant_get_string(variant, nil)))
        }
    }

    public var isEnabled: Bool {
        get { g_action_get_enabled(actionPointer) != 0 }
        set { g_simple_action_set_enabled(actionPointer, newValue ? 1 : 0) }
    }
}

/// A group of actions inserted into a widget under a prefix (`game.`).
@MainActor
public final class ActionGroup {
    let groupPointer: OpaquePointer

    public init() {
        groupPointer = OpaquePointer(g_simple_action_group_new())
    }

    public func add(_ action: Action) {
        g_action_map_add_action(groupPointer, action.actionPointer)
    }

    /// Activates the action `name` (without prefix), with a string parameter if given.
    public func activate(_ name: String, string: String? = nil) {
        g_action_group_activate_action(groupPointer, name, string.map { g_variant_new_string($0) })
    }
}

/// Physical key presses on a widget.
@MainActor
public final class KeyController {
    let pointer: OpaquePointer

    /// Modifier keys held during a key press.
    public struct Modifiers: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: GDK_SHIFT_MASK.rawValue)
        public static let control = Modifiers(rawValue: GDK_CONTROL_MASK.rawValue)
        public static let alt = Modifiers(rawValue: GDK_ALT_MASK.rawValue)
        public static let superKey = Modifiers(rawValue: GDK_SUPER_MASK.rawValue)
    }

    /// One key press.
    public struct KeyPress {
        /// The character the key types, nil for keys such as arrows or Escape.
        public var character: Character?
        /// GDK's name of the key: "a", "Escape", "Return".
        public var name: String
        public var modifiers: Modifiers
    }

    /// True for the Enter keys: Return, the keypad's Enter and ISO Enter.
    public static func isEnter(_ key: KeyPress) -> Bool {
        ["Return", "KP_Enter", "ISO_Enter"].contains(key.name)
    }

    /// `handler` returns true when it used the key, false to let GTK handle it.
    public init(handler: @escaping @MainActor (KeyPress) -> Bool) {
        pointer = gtk_event_controller_key_new()
        Signal.connectKeyPressed(UnsafeMutableRawPointer(pointer)) { keyval, state in
            let code = gdk_keyval_to_unicode(keyval)
            let isPrintable = code >= 0x20 && code != 0x7F
            let character = isPrintable ? Unicode.Scalar(code).map(Character.init) : nil
            let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
            return handler(KeyPress(character: character, name: name, modifiers: Modifiers(rawValue: state.rawValue)))
        }
    }
}
