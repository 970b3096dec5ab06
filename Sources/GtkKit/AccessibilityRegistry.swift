import CGtk
import Glibc

/// When a screen reader can read this process's windows.
///
/// GTK 4.8 sends accessibility events from a window's first map, but exports the objects they
/// are about only once the AT-SPI registry has answered its `Embed` call. A focus change before
/// that answer reaches the screen reader about an object it cannot read (Orca logs "[DEAD]"),
/// so it is dropped, and Orca stays silent until the focus moves again. The registry answers
/// late when it is busy, for instance while a screen reader that has just started reads every
/// application. This asks the registry, on a connection of its own to the accessibility bus,
/// until it lists this process, then makes one call to GTK's own root object, which GTK answers
/// only after it has handled the registry's answer.
@MainActor
public enum AccessibilityRegistry {
    /// Calls `handler` once a screen reader can read this process's windows, as above. Calls it
    /// at once when GTK's accessibility is off (`GTK_A11Y=none`), without waiting when the
    /// accessibility bus cannot be reached, and after `timeout` at the latest (as in a sandbox
    /// whose bus proxy hides the process IDs).
    public static func whenListed(timeout: Duration = .seconds(5), _ handler: @escaping @MainActor () -> Void) {
        if let backend = getenv("GTK_A11Y").map({ String(cString: $0) }), backend != "atspi" {
            return handler()
        }
        Task { @MainActor in
            let deadline = ContinuousClock.now + timeout
            if let connection = await connectToAccessibilityBus(until: deadline) {
                await waitUntilListed(on: connection, until: deadline)
                g_dbus_connection_close(connection, nil, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(connection))
            }
            handler()
        }
    }

    private static let registry = "org.a11y.atspi.Registry"
    private static let rootPath = "/org/a11y/atspi/accessible/root"
    private static let accessibleInterface = "org.a11y.atspi.Accessible"

    /// The accessibility bus, found as GTK finds it: `AT_SPI_BUS_ADDRESS`, else the session
    /// bus's `org.a11y.Bus`. Nil when there is none.
    private static func connectToAccessibilityBus(until deadline: ContinuousClock.Instant) async -> OpaquePointer? {
        var address = getenv("AT_SPI_BUS_ADDRESS").map { String(cString: $0) }
        if address?.isEmpty ?? true {
            guard let application = g_application_get_default(),
                  let session = g_application_get_dbus_connection(application) else { return nil }
            address = await call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                 until: deadline) { reply in firstString(of: reply) }
        }
        guard let address, !address.isEmpty else { return nil }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Connection?, Never>) in
            let box = Unmanaged.passRetained(ClosureBox<(Connection?) -> Void> { continuation.resume(returning: $0) }).toOpaque()
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            g_dbus_connection_new_for_address(address, flags, nil, nil, { _, result, data in
                let box = Unmanaged<ClosureBox<(Connection?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let connection = g_dbus_connection_new_for_address_finish(result, &error)
                if let error { g_error_free(error) }
                box.handler(connection.map(Connection.init))
            }, box)
        }?.pointer
    }

    /// Asks the registry for its applications until one is this process, then asks that
    /// application's root for its windows: GTK answers after the registry's answer to it.
    private static func waitUntilListed(on bus: OpaquePointer, until deadline: ContinuousClock.Instant) async {
        var othersNames = Set<String>()
        while ContinuousClock.now < deadline {
            let applications = await call(bus, registry, rootPath, accessibleInterface, "GetChildren", until: deadline) { reply in
                busNames(of: reply)
            } ?? []
            for name in applications where !othersNames.contains(name) {
                let processID = await call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                           "GetConnectionUnixProcessID", argument: name, until: deadline) { reply in
                    firstUInt32(of: reply)
                }
                guard processID == UInt32(getpid()) else {
                    if processID != nil { othersNames.insert(name) } // else asked again next round
                    continue
                }
                _ = await call(bus, name, rootPath, accessibleInterface, "GetChildren", until: deadline) { _ in true }
                return
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// A D-Bus connection handed from GDBus's callback to the awaiting task, on the main thread.
    private struct Connection: @unchecked Sendable { // the pointer is used only on the main thread
        let pointer: OpaquePointer
    }

    /// Calls `method` with no argument or one string, and decodes the reply with `decode`;
    /// nil on any error, and when the answer does not come before `deadline`.
    private static func call<Value: Sendable>(
        _ connection: OpaquePointer, _ destination: String, _ path: String,
        _ interface: String, _ method: String, argument: String? = nil, until deadline: ContinuousClock.Instant,
        decode: @escaping (OpaquePointer) -> Value?
    ) async -> Value? {
        let (seconds, attoseconds) = (deadline - ContinuousClock.now).components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { return nil }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
            typealias Reply = (OpaquePointer?) -> Void
            let box = Unmanaged.passRetained(ClosureBox<Reply> { reply in
                continuation.resume(returning: reply.flatMap(decode))
            }).toOpaque()
            let arguments = argument.map { text in
                var string = g_variant_new_string(text)
                return g_variant_new_tuple(&string, 1)
            }
            g_dbus_connection_call(connection, destination, path, interface, method, arguments ?? nil, nil,
                                   G_DBUS_CALL_FLAGS_NO_AUTO_START, gint(min(milliseconds, 60_000)), nil, { source, result, data in
                let box = Unmanaged<ClosureBox<Reply>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                if let error { g_error_free(error) }
                box.handler(reply)
                if let reply { g_variant_unref(reply) }
            }, box)
        }
    }

    /// The string of a `(s)` reply.
    private static func firstString(of reply: OpaquePointer) -> String? {
        guard typeString(of: reply) == "(s)", let child = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    /// The number of a `(u)` reply.
    private static func firstUInt32(of reply: OpaquePointer) -> UInt32? {
        guard typeString(of: reply) == "(u)", let child = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(child) }
        return g_variant_get_uint32(child)
    }

    /// The bus names of an `(a(so))` reply: the applications an accessible's children are in.
    private static func busNames(of reply: OpaquePointer) -> [String]? {
        guard typeString(of: reply) == "(a(so))", let children = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(children) }
        return (0..<g_variant_n_children(children)).compactMap { index in
            guard let child = g_variant_get_child_value(children, index),
                  let name = g_variant_get_child_value(child, 0) else { return nil }
            defer { g_variant_unref(name); g_variant_unref(child) }
            return String(cString: g_variant_get_string(name, nil))
        }
    }

    private static func typeString(of value: OpaquePointer) -> String {
        String(cString: g_variant_get_type_string(value))
    }
}
