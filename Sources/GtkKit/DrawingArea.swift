import CGtk

/// A widget drawn with cairo by a Swift closure.
public struct DrawingArea: WidgetRepresentable {
    public let widget: Widget

    /// An area of `width` × `height` pixels; `role` replaces the image role GTK gives it.
    public init(width: Int32, height: Int32, role: AccessibleRole? = nil) {
        widget = Widget(role.map { Accessibility.newWidget(gtk_drawing_area_get_type(), role: $0) } ?? gtk_drawing_area_new())
        gtk_drawing_area_set_content_width(typed(GtkDrawingArea.self), width)
        gtk_drawing_area_set_content_height(typed(GtkDrawingArea.self), height)
    }

    /// Sets the function that draws the area; it runs at every redraw.
    public func setDrawFunction(_ draw: @escaping @MainActor (_ context: CairoContext, _ width: Double, _ height: Double) -> Void) {
        typealias Handler = @MainActor (CairoContext, Double, Double) -> Void
        let box = Unmanaged.passRetained(ClosureBox<Handler>(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(typed(GtkDrawingArea.self), { drawingArea, cairo, width, height, data in
            guard let cairo, let data, let drawingArea else { return }
            let area = UnsafeMutableRawPointer(drawingArea).assumingMemoryBound(to: GtkWidget.self)
            let box = Unmanaged<ClosureBox<Handler>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(CairoContext(cairo, widget: area), Double(width), Double(height)) }
        }, box, { data in
            guard let data else { return }
            Unmanaged<ClosureBox<Handler>>.fromOpaque(data).release()
        })
    }
}

/// The cairo calls the drawings need, valid only while the draw function runs.
@MainActor
public struct CairoContext {
    let cairo: OpaquePointer
    let widget: UnsafeMutablePointer<GtkWidget>

    init(_ cairo: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>) {
        self.cairo = cairo
        self.widget = widget
    }

    /// Draws `text` in the widget's font, centred on `centerX`, with its top at `top`; moved
    /// sideways, if it must, to stay within `bounds`.
    public func showText(_ text: String, centerX: Double, top: Double, within bounds: ClosedRange<Double>? = nil) {
        guard let layout = gtk_widget_create_pango_layout(widget, text) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        cairo_move_to(cairo, Self.left(ofTextWide: Double(width), centeredOn: centerX, within: bounds), top)
        pango_cairo_show_layout(cairo, layout)
    }

    /// Where a text `width` wide starts when centred on `centerX`, kept within `bounds` (its
    /// start wins when the text is wider than them).
    nonisolated public static func left(ofTextWide width: Double, centeredOn centerX: Double, within bounds: ClosedRange<Double>?) -> Double {
        let centred = centerX - width / 2
        guard let bounds else { return centred }
        return max(bounds.lowerBound, min(centred, bounds.upperBound - width))
    }

    /// The height of one line of text in the widget's font.
    public var lineHeight: Double {
        guard let layout = gtk_widget_create_pango_layout(widget, "Ag") else { return 14 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Double(height)
    }

    public func setColor(_ color: RGBA) { cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha) }
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }
    public func setRoundCaps() {
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    }
    public func moveTo(_ x: Double, _ y: Double) { cairo_move_to(cairo, x, y) }
    public func lineTo(_ x: Double, _ y: Double) { cairo_line_to(cairo, x, y) }
    public func newSubPath() { cairo_new_sub_path(cairo) }
    public func arc(centerX: Double, centerY: Double, radius: Double, from start: Double = 0, to end: Double = 2 * .pi) {
        cairo_arc(cairo, centerX, centerY, radius, start, end)
    }
    public func rectangle(x: Double, y: Double, width: Double, height: Double) { cairo_rectangle(cairo, x, y, width, height) }
    public func stroke() { cairo_stroke(cairo) }
    public func fill() { cairo_fill(cairo) }
    public func translate(_ x: Double, _ y: Double) { cairo_translate(cairo, x, y) }
    public func scale(_ x: Double, _ y: Double) { cairo_scale(cairo, x, y) }
}
