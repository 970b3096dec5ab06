import CGtk
import Glibc

/// Frames as GTK paints them: the app waits for the first one; benchmarks (`package` API)
/// watch every one, the moment a change reaches the screen.
@MainActor
public enum FrameClock {
    /// Calls `handler` once, after the first frame of `widget`'s window has been painted, then
    /// lets go of the frame clock.
    public static func afterFirstPaint(of widget: some WidgetRepresentable, _ handler: @escaping @MainActor () -> Void) {
        let pointer = widget.widgetPointer
        let onMap = HandlerID()
        onMap.value = Signal.connectVoid(UnsafeMutableRawPointer(pointer), "map") {
            g_signal_handler_disconnect(pointer, onMap.value)
            guard let clock = gtk_widget_get_frame_clock(pointer) else { return }
            let afterPaint = HandlerID()
            afterPaint.value = Signal.connectVoid(UnsafeMutableRawPointer(clock), "after-paint") {
                g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), afterPaint.value)
                handler()
            }
        }
    }

    /// Calls `handler` once, after the next frame of `widget`'s window is painted (one is asked
    /// for); at once when the widget has no frame clock (its window is not realized).
    public static func afterNextPaint(of widget: some WidgetRepresentable, _ handler: @escaping @MainActor () -> Void) {
        let pointer = widget.widgetPointer
        guard let clock = gtk_widget_get_frame_clock(pointer) else { return handler() }
        let afterPaint = HandlerID()
        afterPaint.value = Signal.connectVoid(UnsafeMutableRawPointer(clock), "after-paint") {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), afterPaint.value)
            handler()
        }
        gtk_widget_queue_draw(pointer)
    }

    /// Calls `handler` after every painted frame of `widget`'s window.
    package static func afterEachPaint(of widget: some WidgetRepresentable, _ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget.widgetPointer) else { return }
        Signal.connectVoid(UnsafeMutableRawPointer(clock), "after-paint", handler)
    }

    /// Calls `handler` when each frame of `widget`'s window starts (before layout and paint).
    package static func beforeEachPaint(of widget: some WidgetRepresentable, _ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget.widgetPointer) else { return }
        Signal.connectVoid(UnsafeMutableRawPointer(clock), "before-paint", handler)
    }

    /// CLOCK_MONOTONIC in nanoseconds: the clock Python's `time.monotonic_ns()` reads too.
    public static var monotonicNanoseconds: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// A signal handler's id, filled in once `g_signal_connect` returns, so the handler can
/// disconnect itself.
@MainActor
private final class HandlerID {
    var value: gulong = 0
}

extension WidgetRepresentable {
    /// Calls `handler` before each frame with the frame's time in microseconds, for as long as
    /// it returns true: animations that follow the display's refresh.
    public func addTickCallback(_ handler: @escaping @MainActor (_ frameMicroseconds: Int64) -> Bool) {
        typealias Handler = @MainActor (Int64) -> Bool
        let box = Unmanaged.passRetained(ClosureBox<Handler>(handler)).toOpaque()
        gtk_widget_add_tick_callback(widgetPointer, { _, clock, data in
            guard let clock, let data else { return hangman_g_false() }
            let box = Unmanaged<ClosureBox<Handler>>.fromOpaque(data).takeUnretainedValue()
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { box.handler(time) } ? hangman_g_true() : hangman_g_false()
        }, box, { data in
            guard let data else { return }
            Unmanaged<ClosureBox<Handler>>.fromOpaque(data).release()
        })
    }
}
