import CGtk

/// Lets tests and benchmarks run the GLib main loop a bit at a time. Not for the app, which
/// runs the loop through `Application.run`: `package` keeps it out of the production API.
@MainActor
package enum MainLoop {
    /// Initialises GTK without a GtkApplication (tests); false when there is no display.
    package static func initializeGTK() -> Bool {
        guard gtk_init_check() != 0 else { return false }
        MainQueueBridge.install()
        return true
    }

    private static var runningLoop: OpaquePointer?

    /// Runs a real GMainLoop until `quitRunningLoop()` or `timeout`; true if it was quit in time.
    package static func runLoopUntilQuit(timeout: Duration) -> Bool {
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
    package static func quitRunningLoop() {
        if let runningLoop { g_main_loop_quit(runningLoop) }
    }

    /// Runs pending main-loop work once; blocks for new events when `blocking` is true.
    @discardableResult
    package static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Runs the main loop until `condition` holds or `timeout` passes; returns whether it holds.
    package static func run(until condition: () -> Bool, timeout: Duration = .seconds(5)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition() {
            if clock.now > deadline { return false }
            if !iterate(blocking: false) { usleepBriefly() }
        }
        return true
    }

    /// Runs the main loop for `duration`.
    package static func run(for duration: Duration) {
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
