import CGtk
import Glibc

/// SIGTERM, SIGINT and SIGHUP (logging out, closing the terminal that started the game, `kill`)
/// handled on the main loop through GLib (`g_unix_signal_add`), so that the game can end as
/// Ctrl+Q ends it instead of being dropped mid-game.
@MainActor
public enum UnixSignals {
    /// Calls `handler` on the main loop each time the process gets SIGTERM, SIGINT or SIGHUP.
    public static func onTermination(_ handler: @escaping @MainActor () -> Void) {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let box = Unmanaged.passRetained(ClosureBox<@MainActor () -> Void>(handler)).toOpaque()
            g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
                guard let data else { return 0 }
                let box = Unmanaged<ClosureBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler() }
                return 1 // G_SOURCE_CONTINUE: a second signal while the window closes is handled too
            }, box, { data in
                guard let data else { return }
                Unmanaged<ClosureBox<@MainActor () -> Void>>.fromOpaque(data).release()
            })
        }
    }
}
