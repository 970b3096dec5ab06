import CGtk

/// Application-wide CSS and theme settings.
@MainActor
public enum Style {
    /// Loads a CSS file for the whole display, above the theme.
    public static func loadApplicationCSS(path: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}

/// GLib's view of the user's directories; honours the XDG variables.
public enum UserDirectories {
    /// `$XDG_DATA_HOME`, else `~/.local/share`.
    public static var data: String { String(cString: g_get_user_data_dir()) }
    /// `$XDG_CACHE_HOME`, else `~/.cache`.
    public static var cache: String { String(cString: g_get_user_cache_dir()) }
    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    public static var config: String { String(cString: g_get_user_config_dir()) }
    /// The account's real name, or the user name when it is unknown.
    public static var realName: String {
        let name = String(cString: g_get_real_name())
        return name.isEmpty || name == "Unknown" ? String(cString: g_get_user_name()) : name
    }
}

/// Lets tests and benchmarks run the GLib main loop a bit at a time.
@MainActor
public enum MainLoop {
    /// Initialises GTK without a GtkApplication (tests).
    public static func initializeGTK() {
        gtk_init()
        MainQueueBridge.install()
    }

    /// Runs pending main-loop work once; blocks for new events when `blocking` is true.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Runs the main loop until `condition` holds or `timeout` passes; returns whether it holds.
    public static func run(until condition: () -> Bool, timeout: Duration = .seconds(5)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition() {
            if clock.now > deadline { return false }
            if !iterate(blocking: false) { usleepBriefly() }
        }
        return true
    }

    /// Runs the main loop for `duration`.
    public static func run(for duration: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        while clock.now < deadline {
            if !iterate(blocking: false) { usleepBriefly() }
        }
    }

    private static func usleepBriefly() {
        g_usleep(2_000)
    }
}
