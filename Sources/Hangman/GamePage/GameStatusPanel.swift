import GtkKit
import HangmanCore

/// The column beside the drawing: the error counter, the wrong letters and the timer.
@MainActor
final class GameStatusPanel {
    let box = Box(.vertical, spacing: 8)
    let errorsLabel = Label()
    let wrongLettersLabel = Label()
    let timerLabel = Label("0:00")
    private var ticker: Task<Void, Never>?
    /// The column's width in characters: "Errors: 6/6" and a wrapped list fit, and so does a
    /// 360 px window.
    static let columnCharacters: Int32 = 13

    init() {
        box.setAlign(horizontal: .start, vertical: .start)
        box.setMargins(top: 24)
        box.setExpand(horizontal: true)
        for (label, style) in [(errorsLabel, "errors-counter"), (wrongLettersLabel, "wrong-letters"), (timerLabel, "timer")] {
            label.addCSSClass(style)
            label.setXAlign(0)
            box.append(label)
        }
        timerLabel.addCSSClass("numeric")
        // The column has one width from the start, so the drawing beside it never moves as wrong
        // letters are added: a long list goes under its heading (from four letters), and the
        // column stands at the top, so a second line moves nothing above it.
        wrongLettersLabel.wrapOnWords()
        wrongLettersLabel.setWidthChars(Self.columnCharacters)
        wrongLettersLabel.setMaxWidthChars(Self.columnCharacters)
    }

    /// The counters of `game`, or of no game yet.
    func show(_ game: Game?) {
        let errors = game?.wrongGuessCount ?? 0
        errorsLabel.text = tr("Errors: {count}/{max}").filling(["count": "\(errors)", "max": "\(Game.maxWrongGuesses)"])
        // No-break spaces: the list wraps as a whole, after "Wrong:", never between two letters.
        let wrong = game?.wrongLetters.map(\.description).joined(separator: "\u{00A0}") ?? ""
        wrongLettersLabel.text = wrong.isEmpty ? tr("Wrong: none") : tr("Wrong: {letters}").filling(["letters": wrong])
        wrongLettersLabel.setCSSClass("has-wrong", !wrong.isEmpty)
        showTime(game)
    }

    func showTime(_ game: Game?) {
        timerLabel.text = ElapsedTimeFormat.string(seconds: game?.elapsed() ?? 0)
    }

    /// Keeps the timer current twice a second while `running`, asking `game` for the time.
    func keepTime(running: Bool, of game: @escaping @MainActor () -> Game?) {
        guard running else {
            ticker?.cancel()
            ticker = nil
            return
        }
        guard ticker == nil else { return }
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(500))
                guard let self, !Task.isCancelled else { return }
                self.showTime(game())
            }
        }
    }
}
