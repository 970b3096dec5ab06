import GtkKit
import HangmanCore

/// A bar chart of how many errors the won games took, 0 to 5, plus the losses, like Wordle's
/// guess distribution. The latest game's bar is highlighted.
@MainActor
final class ErrorChart {
    let area = DrawingArea(width: 320, height: 170)
    private(set) var statistics: ModeStatistics?

    init() {
        area.addCSSClass("error-chart")
        // Tab reaches the chart, which a screen reader reads as its text equivalent.
        area.isFocusable = true
        area.setExpand(horizontal: true)
        area.setDrawFunction { [weak self] context, width, height in
            self?.draw(context, width: width, height: height)
        }
    }

    func show(_ statistics: ModeStatistics) {
        self.statistics = statistics
        area.setAccessibleLabel(Self.accessibleDescription(statistics))
        area.queueDraw()
    }

    /// The bar values in order: wins with 0…5 errors, then losses.
    static func values(_ statistics: ModeStatistics) -> [Int] {
        statistics.winsByErrors + [statistics.losses]
    }

    static func barLabels() -> [String] {
        (0..<Game.maxWrongGuesses).map { "\($0)" } + [ctr("chart bar of lost games", "Lost")]
    }

    static func accessibleDescription(_ statistics: ModeStatistics) -> String {
        let values = values(statistics)
        let wins = (0..<Game.maxWrongGuesses).map { errors in
            // Translators: one bar of the chart, e.g. "2 errors: 3 won"; each number has its own
            // plural: the errors here, the games won in "{won}".
            ntr("{errors} error: {won}", "{errors} errors: {won}", errors).filling([
                "errors": "\(errors)",
                // Translators: the games won with a number of errors, in a bar of the chart: "3 won".
                "won": ntr("{count} won", "{count} won", values[errors]).filling(["count": "\(values[errors])"]),
            ])
        }
        let losses = ntr("{count} loss", "{count} losses", statistics.losses).filling(["count": "\(statistics.losses)"])
        return tr("Errors per game: {list}").filling(["list": (wins + [losses]).joined(separator: ", ")])
    }

    private func draw(_ context: CairoContext, width: Double, height: Double) {
        guard let statistics else { return }
        let values = Self.values(statistics)
        let labels = Self.barLabels()
        let foreground = area.themeForegroundColor
        let accent = area.themeColor(named: "theme_selected_bg_color") ?? RGBA(red: 0.21, green: 0.52, blue: 0.89)
        let lossColor = area.markRed
        let highlighted: Int? = switch statistics.latestBar {
        case .won(let errors): errors
        case .lost: values.count - 1
        case nil: nil
        }

        let line = context.lineHeight
        let chartTop = line + 4
        let chartBottom = height - line - 6
        let slot = width / Double(values.count)
        let barWidth = min(36, slot * 0.6)
        let maximum = max(values.max() ?? 0, 1)

        for (index, value) in values.enumerated() {
            let centerX = slot * (Double(index) + 0.5)
            let barHeight = value == 0 ? 2 : (chartBottom - chartTop) * Double(value) / Double(maximum)
            let isLoss = index == values.count - 1
            let base = isLoss ? lossColor : foreground
            // The latest game's bar is solid; the Lost bar keeps its red either way.
            let latest = isLoss ? lossColor : accent
            context.setColor(index == highlighted ? latest : base.withAlpha(isLoss ? 0.55 : 0.35))
            context.rectangle(x: centerX - barWidth / 2, y: chartBottom - barHeight, width: barWidth, height: barHeight)
            context.fill()

            context.setColor(foreground)
            context.showText("\(value)", centerX: centerX, top: chartBottom - barHeight - line - 2)
            context.setColor(foreground.withAlpha(0.7))
            // A long name under the last bar ("Perdues") stays inside the chart.
            context.showText(labels[index], centerX: centerX, top: chartBottom + 4, within: 0...width)
        }
    }
}
