import CGtk

/// GLib's log, under the app's log domain: `G_MESSAGES_DEBUG=all hangman` shows the debug lines.
public enum GLibLog {
    /// The log domain of every line the game writes.
    public static let domain = "Hangman"

    /// A debug line; shown only when `G_MESSAGES_DEBUG` names the domain or is `all`.
    /// Thread-safe, like `g_log`.
    public static func debug(_ message: String) {
        hangman_log_debug(domain, message)
    }

    /// A warning the player's log always shows, debug or not.
    public static func warning(_ message: String) {
        hangman_log_warning(domain, message)
    }
}
