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

/// The app's icon, from the installed icon theme or a folder of the source tree.
@MainActor
public enum AppIcon {
    /// Adds `directory` (a `hicolor`-style tree) to the icon theme, and names the icon of
    /// `window` and of every later window.
    ///
    /// Call it after the first frame: only X11 shows a window icon (`_NET_WM_ICON`; GNOME on
    /// Wayland takes the icon from the desktop file), and loading it took 12-20 ms of the
    /// start-up on Xvfb.
    public static func use(name: String, extraSearchPath directory: String?, on window: Window) {
        if let directory, let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) {
            gtk_icon_theme_add_search_path(theme, directory)
        }
        gtk_window_set_default_icon_name(name)
        gtk_window_set_icon_name(window.typed(GtkWindow.self), name)
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
    /// Initialises GTK without a GtkApplication (tests); false when there is no display.
    public static func initializeGTK() -> Bool {
        guard gtk_init_check() != 0 else { return false }
        MainQueueBridge.install()
        return true
    }

    private static var runningLoop: OpaquePointer?

    /// Runs a real GMainLoop until `quitRunningLoop()` or `timeout`; true if it was quit in time.
    public static func runLoopUntilQuit(timeout: Duration) -> Bool {
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }
        runningLoop = loop
        defer { runningLoop = nil }
        let (seconds, attoseconds) = timeout.components
        let milliseconds = guint(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        struct TimeoutContext {
            var loop: OpaquePointer
            var timedOut: UnsafeMutablePointer<Bool>
        }
        let timedOut = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        timedOut.initialize(to: false)
        defer { timedOut.deallocate() }
        let context = UnsafeMutablePointer<TimeoutContext>.allocate(capacity: 1)
        context.initialize(to: TimeoutContext(loop: loop, timedOut: timedOut))
        // The source owns `context` and frees it when it is removed or fires.
        let timeoutSource = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let context = data!.assumingMemoryBound(to: TimeoutContext.self)
            context.pointee.timedOut.pointee = true
            g_main_loop_quit(context.pointee.loop)
            return hangman_g_false()
        }, context, { data in
            data?.assumingMemoryBound(to: TimeoutContext.self).deallocate()
        })
        g_main_loop_run(loop)
        let quitInTime = !timedOut.pointee
        if quitInTime { g_source_remove(timeoutSource) }
        return quitInTime
    }

    /// Quits the loop started by `runLoopUntilQuit`.
    public static func quitRunningLoop() {
        if let runningLoop { g_main_loop_quit(runningLoop) }
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
