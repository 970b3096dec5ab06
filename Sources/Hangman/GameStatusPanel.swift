import GtkKit
import HangmanCore

/// The column beside the drawing: the error counter, the wrong letters and the timer.
@MainActor
final class GameStatusPanel {
    let box = Box(.vertical, spacing: 8)
    let errorsLabel = Label()
    let wrongLettersLabel = Label()
    let timerLabel = Label("0:00")

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
}
