import GtkKit
import HangmanCore

/// The gallows and the hanged man, one more part for each wrong guess: 7 stages, 0 to 6.
/// Lines use the theme's text colour, so the drawing reads in light and dark themes.
@MainActor
final class HangmanDrawing {
    /// Small enough for a 360 px window; it grows with the room it gets and scales its drawing.
    let area = DrawingArea(width: 150, height: 165)

    /// How many parts of the man are drawn: the number of wrong guesses.
    private(set) var stage = 0
    /// Whether the game was lost: the man turns red.
    private(set) var isLost = false

    init() {
        area.addCSSClass("hangman-drawing")
        area.setAlign(horizontal: .fill, vertical: .fill)
        area.setExpand(horizontal: true)
        area.setSizeRequest(width: 150, height: 220)
        area.setDrawFunction { [weak self] context, width, height in
            self?.draw(context, width: width, height: height)
        }
        updateAccessibleLabel()
    }

    func show(wrongGuesses: Int, lost: Bool) {
        let newStage = min(max(wrongGuesses, 0), Game.maxWrongGuesses)
        guard newStage != stage || lost != isLost else { return }
        stage = newStage
        isLost = lost
        updateAccessibleLabel()
        area.queueDraw()
    }

    private func updateAccessibleLabel() {
        // Translators: the accessible description of the hangman drawing; the plural follows {errors}.
        area.setAccessibleLabel(ntr("Hangman: {errors} error out of {max}", "Hangman: {errors} errors out of {max}", stage).filling([
            "errors": "\(stage)", "max": "\(Game.maxWrongGuesses)",
        ]))
    }

    private func draw(_ context: CairoContext, width: Double, height: Double) {
        let foreground = area.themeForegroundColor
        let side = min(width / 220, height / 240)
        context.translate((width - 220 * side) / 2, (height - 240 * side) / 2)
        context.scale(side, side)
        context.setRoundCaps()

        // The gallows: always there, a little fainter than the man.
        context.setColor(foreground.withAlpha(0.55))
        context.setLineWidth(6)
        context.moveTo(30, 225); context.lineTo(150, 225)
        context.moveTo(60, 225); context.lineTo(60, 20)
        context.lineTo(150, 20); context.lineTo(150, 45)
        context.moveTo(60, 60); context.lineTo(100, 20)
        context.stroke()

        guard stage > 0 else { return }
        context.setColor(isLost ? RGBA(red: 0.88, green: 0.11, blue: 0.14) : foreground)
        context.setLineWidth(5)
        // Head, body, left arm, right arm, left leg, right leg.
        context.newSubPath()
        context.arc(centerX: 150, centerY: 65, radius: 20)
        context.stroke()
        let parts: [(Double, Double, Double, Double)] = [
            (150, 85, 150, 150),
            (150, 100, 120, 130),
            (150, 100, 180, 130),
            (150, 150, 125, 195),
            (150, 150, 175, 195),
        ]
        for (x1, y1, x2, y2) in parts.prefix(stage - 1) {
            context.moveTo(x1, y1)
            context.lineTo(x2, y2)
        }
        context.stroke()
    }
}
