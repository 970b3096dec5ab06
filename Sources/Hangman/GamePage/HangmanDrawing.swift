import GtkKit
import HangmanCore

/// The gallows and the hanged man, one more part for each wrong guess: 7 stages, 0 to 6.
/// Lines use the theme's text colour, so the drawing reads in light and dark themes.
///
/// Each new part draws itself in over `strokeDuration` on the frame clock; a win frees the
/// figure, which stands beside the gallows under falling confetti. With the desktop's
/// animations off (`gtk-enable-animations`), everything appears at once.
@MainActor
final class HangmanDrawing {
    /// Small enough for a 360 px window; it grows with the room it gets and scales its drawing.
    /// It is also the game board that keeps the keyboard focus during a game and speaks for it
    /// (`BoardSpeech`): a plain widget, so a screen reader reads its name alone.
    let area = DrawingArea(width: 150, height: 165, role: .plain)

    static let strokeDuration = 0.25
    static let celebrationDuration = 1.6

    /// How many parts of the man are drawn: the number of wrong guesses.
    private(set) var stage = 0
    /// Whether the game was lost: the man turns red.
    private(set) var isLost = false
    /// Whether the game was won: the figure is freed and confetti falls.
    private(set) var isCelebrating = false
    /// How much of the newest part is drawn, 0 to 1.
    private(set) var strokeProgress = 1.0
    /// How far the confetti has fallen, 0 to 1.
    private(set) var celebrationProgress = 1.0
    /// True while the frame clock drives the drawing.
    private(set) var isAnimating = false
    private var strokeStart: Int64?
    private var celebrationStart: Int64?

    init() {
        area.addCSSClass("hangman-drawing")
        area.isFocusable = true
        area.setAlign(horizontal: .fill, vertical: .fill)
        area.setExpand(horizontal: true)
        // Small enough that every key, the word and a film's three hints fit a 360 x 700
        // window; the drawing takes whatever height is left beyond that.
        area.setSizeRequest(width: 150, height: 140)
        area.setDrawFunction { [weak self] context, width, height in
            self?.draw(context, width: width, height: height)
        }
    }

    func show(wrongGuesses: Int, lost: Bool, won: Bool = false) {
        let newStage = min(max(wrongGuesses, 0), Game.maxWrongGuesses)
        guard newStage != stage || lost != isLost || won != isCelebrating else { return }
        let animates = DesktopSettings.animationsEnabled
        if newStage > stage {
            strokeProgress = animates ? 0 : 1
            strokeStart = nil
        } else {
            strokeProgress = 1
        }
        if won && !isCelebrating {
            celebrationProgress = animates ? 0 : 1
            celebrationStart = nil
        }
        stage = newStage
        isLost = lost
        isCelebrating = won
        area.queueDraw()
        if strokeProgress < 1 || (isCelebrating && celebrationProgress < 1) { startTicking() }
    }

    private func startTicking() {
        guard !isAnimating else { return }
        isAnimating = true
        area.addTickCallback { [weak self] time in self?.tick(time) ?? false }
    }

    /// Advances the animations to the frame at `time` (µs); false once they are done.
    private func tick(_ time: Int64) -> Bool {
        if strokeProgress < 1 {
            let start = strokeStart ?? time
            strokeStart = start
            strokeProgress = min(1, Double(time - start) / 1_000_000 / Self.strokeDuration)
        }
        if isCelebrating, celebrationProgress < 1 {
            let start = celebrationStart ?? time
            celebrationStart = start
            celebrationProgress = min(1, Double(time - start) / 1_000_000 / Self.celebrationDuration)
        }
        area.queueDraw()
        isAnimating = strokeProgress < 1 || (isCelebrating && celebrationProgress < 1)
        return isAnimating
    }

    /// The man's parts in drawing order after the head: body, arms, legs, as line segments.
    private static let limbs: [(Double, Double, Double, Double)] = [
        (150, 85, 150, 150),
        (150, 100, 120, 130),
        (150, 100, 180, 130),
        (150, 150, 125, 195),
        (150, 150, 175, 195),
    ]

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
        context.lineTo(150, 20)
        if !isCelebrating { context.lineTo(150, 45) } // the rope goes when the figure is freed
        context.moveTo(60, 60); context.lineTo(100, 20)
        context.stroke()

        if isCelebrating {
            drawFreedFigure(context, color: foreground)
            drawConfetti(context)
            return
        }
        guard stage > 0 else { return }
        context.setColor(isLost ? area.markRed : foreground)
        context.setLineWidth(5)
        // The head, then body, arms and legs; the newest part is drawn up to `strokeProgress`.
        let headProgress = stage == 1 ? strokeProgress : 1
        context.newSubPath()
        context.arc(centerX: 150, centerY: 65, radius: 20, from: -.pi / 2, to: -.pi / 2 + 2 * .pi * headProgress)
        context.stroke()
        for (index, (x1, y1, x2, y2)) in Self.limbs.prefix(stage - 1).enumerated() {
            let progress = index == stage - 2 ? strokeProgress : 1
            context.moveTo(x1, y1)
            context.lineTo(x1 + (x2 - x1) * progress, y1 + (y2 - y1) * progress)
        }
        context.stroke()
    }

    /// The whole figure on the ground right of the gallows, arms raised.
    private func drawFreedFigure(_ context: CairoContext, color: RGBA) {
        context.setColor(color)
        context.setLineWidth(5)
        context.newSubPath()
        context.arc(centerX: 185, centerY: 120, radius: 17)
        context.stroke()
        for (x1, y1, x2, y2) in [
            (185.0, 137.0, 185.0, 185.0), (185, 150, 160, 122), (185, 150, 210, 122), (185, 185, 168, 222), (185, 185, 202, 222),
        ] {
            context.moveTo(x1, y1)
            context.lineTo(x2, y2)
        }
        context.stroke()
    }

    /// 28 flakes in the accent, green, yellow and red of the theme, falling as the celebration goes.
    private func drawConfetti(_ context: CairoContext) {
        let colors = [
            area.themeColor(named: "theme_selected_bg_color") ?? RGBA(red: 0.21, green: 0.52, blue: 0.89),
            area.themeColor(named: "success_color") ?? RGBA(red: 0.15, green: 0.64, blue: 0.41),
            RGBA(red: 0.96, green: 0.76, blue: 0.07),
            area.themeColor(named: "error_color") ?? RGBA(red: 0.88, green: 0.11, blue: 0.14),
        ]
        var seed: UInt32 = 12345
        func next() -> Double {
            seed = seed &* 1_103_515_245 &+ 12345
            return Double(seed >> 8 & 0xFFFF) / 65535
        }
        for index in 0..<28 {
            let x = 10 + next() * 200
            let fall = 30 + next() * 190
            let y = -10 + fall * celebrationProgress
            context.setColor(colors[index % colors.count])
            context.rectangle(x: x, y: y, width: 5, height: 8)
            context.fill()
        }
    }
}
