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
    /// at once when GTK's accessibility is off (`GTK_A11Y=none`, or `test`), without waiting when
    /// the accessibility bus cannot be reached or refuses the questions (a sandbox's proxy), and
    /// after `timeout` at the latest (as where a proxy hides the process IDs).
    public static func whenListed(timeout: Duration = .seconds(5), _ handler: @escaping @MainActor () -> Void) {
        // GTK 4.8 reads GTK_A11Y without regard to case; any other value is AT-SPI.
        if let backend = getenv("GTK_A11Y").map({ String(cString: $0).lowercased() }), backend == "none" || backend == "test" {
            return handler()
        }
        Task { @MainActor in
            let start = ContinuousClock.now
            let deadline = start + timeout
            let outcome: Outcome
            if let connection = await connectToAccessibilityBus(until: deadline) {
                outcome = await waitUntilListed(on: connection, until: deadline)
                g_dbus_connection_close(connection, nil, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(connection))
            } else {
                outcome = .noBus
            }
            GLibLog.debug("accessibility: \(outcome.description(after: ContinuousClock.now - start))")
            handler()
        }
    }

    /// How the wait ended, for the debug log.
    private enum Outcome {
        case listed
        case refused(errorName: String)
        case noBus
        case timedOut

        func description(after waited: Duration) -> String {
            let milliseconds = AccessibilityRegistry.wholeMilliseconds(of: waited)
            switch self {
            case .listed: return "the registry listed the game after \(milliseconds) ms"
            case .refused(let name): return "the accessibility bus refuses the registry's questions (\(name)); not waiting"
            case .noBus: return "no accessibility bus could be reached; not waiting"
            case .timedOut: return "the registry did not list the game in \(milliseconds) ms; waiting no longer"
            }
        }
    }

    private static let registry = "org.a11y.atspi.Registry"
    private static let rootPath = "/org/a11y/atspi/accessible/root"
    private static let accessibleInterface = "org.a11y.atspi.Accessible"

    /// The accessibility bus, found as GTK finds it: `AT_SPI_BUS_ADDRESS`, else the session
    /// bus's `org.a11y.Bus`. Nil when there is none, or when it does not let us in by `deadline`.
    private static func connectToAccessibilityBus(until deadline: ContinuousClock.Instant) async -> OpaquePointer? {
        var address = getenv("AT_SPI_BUS_ADDRESS").map { String(cString: $0) }
        if address?.isEmpty ?? true {
            guard let application = g_application_get_default(),
                  let session = g_application_get_dbus_connection(application),
                  case .value(let busAddress) = await call(on: session, destination: "org.a11y.Bus", path: "/org/a11y/bus",
                                                           interface: "org.a11y.Bus", method: "GetAddress", until: deadline,
                                                           decode: firstString) else { return nil }
            address = busAddress
        }
        guard let address, !address.isEmpty, let milliseconds = milliseconds(until: deadline) else { return nil }
        // A bus that takes the connection and never finishes the handshake is given up at the deadline.
        let cancellable = g_cancellable_new()
        defer { g_object_unref(cancellable) }
        let timer = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), { data in
            g_cancellable_cancel(data?.assumingMemoryBound(to: GCancellable.self))
            return hangman_g_false()
        }, g_object_ref(cancellable), { data in g_object_unref(data) })
        let connection = await withCheckedContinuation { (continuation: CheckedContinuation<Connection?, Never>) in
            let box = Unmanaged.passRetained(ClosureBox<(Connection?) -> Void> { continuation.resume(returning: $0) }).toOpaque()
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            g_dbus_connection_new_for_address(address, flags, nil, cancellable, { _, result, data in
                let box = Unmanaged<ClosureBox<(Connection?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let connection = g_dbus_connection_new_for_address_finish(result, &error)
                if let error { g_error_free(error) }
                box.handler(connection.map(Connection.init))
            }, box)
        }
        if g_cancellable_is_cancelled(cancellable) == 0 { g_source_remove(timer) }
        return connection?.pointer
    }

    /// Asks the registry for its applications until one is this process, then asks that
    /// application's root for its windows: GTK answers after the registry's answer to it.
    private static func waitUntilListed(on bus: OpaquePointer, until deadline: ContinuousClock.Instant) async -> Outcome {
        var namesOfOtherProcesses = Set<String>()
        while ContinuousClock.now < deadline {
            let applications: [String]
            switch await call(on: bus, destination: registry, path: rootPath, interface: accessibleInterface,
                              method: "GetChildren", until: deadline, decode: busNames) {
            case .value(let names): applications = names
            case .refused(let errorName): return .refused(errorName: errorName)
            case .none: applications = []
            }
            for name in applications where !namesOfOtherProcesses.contains(name) {
                let processID = await call(on: bus, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                           interface: "org.freedesktop.DBus", method: "GetConnectionUnixProcessID",
                                           argument: name, until: deadline, decode: firstUInt32)
                switch processID {
                case .value(let processID) where processID == UInt32(getpid()):
                    let windows = await call(on: bus, destination: name, path: rootPath, interface: accessibleInterface,
                                             method: "GetChildren", until: deadline, decode: busNames)
                    if case .none = windows { continue } // asked again next round
                    return .listed
                case .value: namesOfOtherProcesses.insert(name)
                case .refused(let errorName): return .refused(errorName: errorName)
                case .none: continue // asked again next round
                }
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return .timedOut
    }

    /// A D-Bus connection handed from GDBus's callback to the awaiting task, on the main thread.
    private struct Connection: @unchecked Sendable { // the pointer is used only on the main thread
        let pointer: OpaquePointer
    }

    /// What a D-Bus call came back with.
    private enum Answer<Value: Sendable>: Sendable {
        case value(Value)
        /// An error that asking again will not change: the bus, or a proxy, refuses the call.
        case refused(errorName: String)
        /// No answer in time, an answer of another type, or an error that may pass.
        case none
    }

    /// The D-Bus errors that say the call will never be answered.
    private static let refusals: Set<String> = [
        "org.freedesktop.DBus.Error.AccessDenied", "org.freedesktop.DBus.Error.UnknownMethod",
        "org.freedesktop.DBus.Error.UnknownInterface",
    ]

    /// Calls `method` with no argument or one string, and decodes the reply with `decode`, if
    /// it comes before `deadline`.
    private static func call<Value: Sendable>(
        on connection: OpaquePointer, destination: String, path: String, interface: String, method: String,
        argument: String? = nil, until deadline: ContinuousClock.Instant, decode: @escaping (OpaquePointer) -> Value?
    ) async -> Answer<Value> {
        guard let milliseconds = milliseconds(until: deadline) else { return .none }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Answer<Value>, Never>) in
            typealias Reply = (OpaquePointer?, UnsafeMutablePointer<GError>?) -> Void
            let box = Unmanaged.passRetained(ClosureBox<Reply> { reply, error in
                if let reply {
                    continuation.resume(returning: decode(reply).map { .value($0) } ?? .none)
                } else if let error, g_dbus_error_is_remote_error(error) != 0, let name = g_dbus_error_get_remote_error(error) {
                    defer { g_free(name) }
                    let errorName = String(cString: name)
                    continuation.resume(returning: refusals.contains(errorName) ? .refused(errorName: errorName) : .none)
                } else {
                    continuation.resume(returning: .none)
                }
            }).toOpaque()
            let arguments = argument.flatMap { text -> OpaquePointer? in
                var string: OpaquePointer? = g_variant_new_string(text)
                return g_variant_new_tuple(&string, 1)
            }
            g_dbus_connection_call(connection, destination, path, interface, method, arguments, nil,
                                   G_DBUS_CALL_FLAGS_NO_AUTO_START, gint(milliseconds), nil, { source, result, data in
                let box = Unmanaged<ClosureBox<Reply>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                box.handler(reply, error)
                if let error { g_error_free(error) }
                if let reply { g_variant_unref(reply) }
            }, box)
        }
    }

    /// The milliseconds left until `deadline`, at most a minute; nil when it has passed.
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int64? {
        let milliseconds = wholeMilliseconds(of: deadline - ContinuousClock.now)
        return milliseconds > 0 ? min(milliseconds, 60_000) : nil
    }

    nonisolated private static func wholeMilliseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
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
