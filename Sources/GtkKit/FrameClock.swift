import CGtk
import Glibc

/// Frames as GTK paints them, for benchmarks: the moment a change reaches the screen.
@MainActor
public enum FrameClock {
    /// Calls `handler` once, after the first frame of `widget`'s window has been painted.
    public static func afterFirstPaint(of widget: some WidgetRepresentable, _ handler: @escaping @MainActor () -> Void) {
        var fired = false
        let pointer = widget.widgetPointer
        Signal.connectVoid(UnsafeMutableRawPointer(pointer), "map") {
            guard let clock = gtk_widget_get_frame_clock(pointer) else { return }
            Signal.connectVoid(UnsafeMutableRawPointer(clock), "after-paint") {
                guard !fired else { return }
                fired = true
                handler()
            }
        }
    }

    /// Calls `handler` after every painted frame of `widget`'s window.
    public static func afterEachPaint(of widget: some WidgetRepresentable, _ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget.widgetPointer) else { return }
        Signal.connectVoid(UnsafeMutableRawPointer(clock), "after-paint", handler)
    }

    /// Calls `handler` when each frame of `widget`'s window starts (before layout and paint).
    public static func beforeEachPaint(of widget: some WidgetRepresentable, _ handler: @escaping @MainActor () -> Void) {
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
