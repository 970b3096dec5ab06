import GtkKit

extension WidgetRepresentable {
    /// The red of what a loss marks: the hanged figure, the missed letters, the chart's lost
    /// games. It is the style sheet's `hangman_error_mark`, which reads 3:1 on light and dark
    /// pages alike; GTK 4.8's dark Adwaita keeps the light `error_color`, 2.3:1 there.
    var markRed: RGBA {
        themeColor(named: "hangman_error_mark") ?? themeColor(named: "error_color") ?? RGBA(red: 0.75, green: 0.11, blue: 0.16)
    }
}
