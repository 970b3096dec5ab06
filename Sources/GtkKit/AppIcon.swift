import CGtk

/// The app's icon, from the installed icon theme or a folder of the source tree.
@MainActor
public enum AppIcon {
    /// Adds `directory` (a `hicolor`-style tree) to the icon theme, and names the icon of
    /// `window` and of every later window.
    ///
    /// Call it after the first frame: only X11 shows a window icon (`_NET_WM_ICON`; GNOME on
    /// Wayland takes the icon from the desktop file), and loading it is no part of the first frame
    /// (docs/benchmarks.md has the cost).
    public static func use(name: String, extraSearchPath directory: String?, on window: Window) {
        if let directory, let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) {
            gtk_icon_theme_add_search_path(theme, directory)
        }
        gtk_window_set_default_icon_name(name)
        gtk_window_set_icon_name(window.typed(GtkWindow.self), name)
    }
}
