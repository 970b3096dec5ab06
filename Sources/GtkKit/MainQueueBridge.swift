import CGtk
import Glibc

/// Runs libdispatch's main queue, and so the MainActor, from the GLib main loop.
///
/// On Linux the MainActor executor is libdispatch's main queue, and nothing drains it while
/// `g_application_run` owns the main thread: `Task { @MainActor … }` would never run. libdispatch
/// signals pending main-queue work on an eventfd; GLib watches it here. The callback must read
/// the eventfd first to reset it, or the source fires forever and starves GTK's redraws.
@MainActor
public enum MainQueueBridge {
    private static var sourceID: guint = 0

    /// Installs the bridge once, on the default main context. Call before the main loop runs.
    public static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            var counter: UInt64 = 0
            _ = Glibc.read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return hangman_g_true()
        }, nil)
    }
}
