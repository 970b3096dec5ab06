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
    /// The column's width in characters in a narrow window: "Errors: 6/6" and the heading of
    /// the wrong letters fit on a line (the list goes under it), and so does a 360 px window.
    static var narrowColumnCharacters: Int32 { max(13, headingCharacters) }
    /// The width in a wider window: the heading and six wrong letters on one line.
    static var wideColumnCharacters: Int32 { headingCharacters + 2 * Int32(Game.maxWrongGuesses) }
    /// "Wrong: " in the player's language: "Mauvaises lettres : " is longer.
    private static var headingCharacters: Int32 {
        Int32(tr("Wrong: {letters}").filling(["letters": ""]).count)
    }

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
        fit(wide: false)
        // The clock stops with its labels: a window closed while a game runs (a test's page
        // outliving its window) must not have a tick write into a label that is gone.
        timerLabel.widget.onDestroy { [weak self] in
            self?.ticker?.cancel()
            self?.ticker = nil
        }
    }

    /// Gives the column the width of a wide or a narrow window: one width per window size, so
    /// nothing beside it moves as letters are added.
    func fit(wide: Bool) {
        let characters = wide ? Self.wideColumnCharacters : Self.narrowColumnCharacters
        wrongLettersLabel.setWidthChars(characters)
        wrongLettersLabel.setMaxWidthChars(characters)
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
