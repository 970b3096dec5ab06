import CGtk

/// Holds a Swift closure for the lifetime of a GObject signal connection.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// Connects GObject signals to Swift closures. One trampoline per C signature, because
/// connecting a trampoline of the wrong arity crashes.
@MainActor
enum Signal {
    private static let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// Returns the handler id, for `g_signal_handler_disconnect`.
    @discardableResult
    private static func connect<Handler>(
        _ instance: UnsafeMutableRawPointer, _ name: String, _ handler: Handler, trampoline: GCallback
    ) -> gulong {
        let box = Unmanaged.passRetained(ClosureBox(handler) as AnyObject).toOpaque()
        return g_signal_connect_data(instance, name, trampoline, box, releaseBox, GConnectFlags(rawValue: 0))
    }

    /// `void handler(GObject *instance, gpointer data)`: clicked, activate, startup, destroy.
    @discardableResult
    static func connectVoid(_ instance: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        typealias Handler = @MainActor () -> Void
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }
        return connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// `gboolean handler(GObject *instance, gpointer data)`: close-request.
    static func connectBool(_ instance: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping @MainActor () -> Bool) {
        typealias Handler = @MainActor () -> Bool
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let box = Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// `void handler(GObject *instance, gpointer arg, gpointer data)`: notify::, GAction activate.
    static func connectPointer(_ instance: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping @MainActor (gpointer?) -> Void) {
        typealias Handler = @MainActor (gpointer?) -> Void
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let box = Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(argument) }
        }
        connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// `void handler(GObject *instance, gint value, gpointer data)`: a native dialog's response.
    static func connectInt(_ instance: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping @MainActor (Int32) -> Void) {
        typealias Handler = @MainActor (Int32) -> Void
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            let box = Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(value) }
        }
        connect(instance, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// `gboolean key_pressed(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)`.
    static func connectKeyPressed(
        _ instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor (_ keyval: guint, _ state: GdkModifierType) -> Bool
    ) {
        typealias Handler = @MainActor (guint, GdkModifierType) -> Bool
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
            let box = Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler(keyval, state) } ? 1 : 0
        }
        connect(instance, "key-pressed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
