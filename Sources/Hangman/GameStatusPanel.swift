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

    init() {
        box.setAlign(horizontal: .start, vertical: .center)
        box.setExpand(horizontal: true)
        for (label, style) in [(errorsLabel, "errors-counter"), (wrongLettersLabel, "wrong-letters"), (timerLabel, "timer")] {
            label.addCSSClass(style)
            label.setXAlign(0)
            box.append(label)
        }
        timerLabel.addCSSClass("numeric")
    }

    /// The counters of `game`, or of no game yet.
    func show(_ game: Game?) {
        let errors = game?.wrongGuessCount ?? 0
        errorsLabel.text = tr("Errors: {count}/{max}").filling(["count": "\(errors)", "max": "\(Game.maxWrongGuesses)"])
        let wrong = game?.wrongLetters.map(\.description).joined(separator: " ") ?? ""
        wrongLettersLabel.text = wrong.isEmpty ? tr("No wrong letters yet") : tr("Wrong: {letters}").filling(["letters": wrong])
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
