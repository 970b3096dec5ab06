import CGtk

/// An icon from the theme, drawn at the size the CSS gives it.
public struct Image: WidgetRepresentable {
    public let widget: Widget

    public init(iconName: String) {
        widget = Widget(gtk_image_new_from_icon_name(iconName))
    }

    public var iconName: String {
        get { gtk_image_get_icon_name(opaque).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_image_set_from_icon_name(opaque, newValue) }
    }
}
