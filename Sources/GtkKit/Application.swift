import CGtk

/// A single-instance GtkApplication: a second launch activates the first one's window.
@MainActor
public final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>

    public init(id: String) {
        pointer = gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GApplication.self)
    }

    /// Once, in the primary instance, before the first `activate`.
    public func onStartup(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(UnsafeMutableRawPointer(pointer), "startup", handler)
    }

    /// Each launch: present the window.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signal.connectVoid(UnsafeMutableRawPointer(pointer), "activate", handler)
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run() -> Int32 {
        g_application_run(gApplication, CommandLine.argc, CommandLine.unsafeArgv)
    }

    public func quit() { g_application_quit(gApplication) }

    /// Adds an `app.` action.
    public func addAction(_ action: Action) {
        g_action_map_add_action(OpaquePointer(pointer), action.actionPointer)
    }

    /// Sets the keyboard accelerators of an action such as `app.quit`.
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(pointer, detailedAction, $0) }
    }

}
