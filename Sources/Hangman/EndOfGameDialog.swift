import GtkKit
import HangmanCore

/// The modal window that says won or lost, shows the answer and the score, and offers New Game.
@MainActor
final class EndOfGameDialog {
    let window: DialogWindow
    let headline = Label()
    let answerLabel = Label()
    let scoreLabel = Label()
    let newGameButton = Button(label: tr("_New Game"))
    let closeButton = Button(label: tr("Close"))

    init(game: Game, over parent: Window?, onNewGame: @escaping @MainActor () -> Void) {
        let won = game.status == .won
        window = DialogWindow(title: won ? tr("You Won") : tr("Game Over"), over: parent)
        window.setResizable(false)
        window.addCSSClass("end-dialog")

        headline.text = won ? tr("Well done!") : tr("Hanged!")
        headline.addCSSClass("title-1")
        // Translators: {answer} is the word or film title the player had to find.
        answerLabel.text = (won ? tr("You found “{answer}”.") : tr("The answer was “{answer}”.")).filling(["answer": game.puzzle.answer])
        answerLabel.wrapOnWords()
        answerLabel.setJustifyCenter()
        answerLabel.setMaxWidthChars(40)
        scoreLabel.text = won ? Self.scoreText(game.score) : tr("Score: 0 — a lost game scores nothing.")
        scoreLabel.addCSSClass("dim-label")
        if won, game.score > 0, DesktopSettings.animationsEnabled { countUp(to: game.score) }

        newGameButton.useUnderline()
        newGameButton.addCSSClass("suggested-action")
        window.onClicked(newGameButton) { onNewGame() }
        window.onClicked(closeButton) { [weak self] in self?.dismiss() }

        let buttons = Box(.horizontal, spacing: 12)
        buttons.setAlign(horizontal: .center)
        buttons.setHomogeneous(true)
        buttons.append(closeButton)
        buttons.append(newGameButton)

        let content = Box(.vertical, spacing: 12)
        content.setMargins(24)
        content.append(headline)
        content.append(answerLabel)
        content.append(scoreLabel)
        content.append(buttons)
        window.setContent(content)
        window.setDefaultWidget(newGameButton)
    }

    static let countUpDuration = 0.7

    static func scoreText(_ score: Int) -> String {
        ntr("Score: {score} point", "Score: {score} points", score).filling(["score": "\(score)"])
    }

    /// Counts the score up from 0 on the frame clock, ending on the exact score.
    private func countUp(to score: Int) {
        scoreLabel.text = Self.scoreText(0)
        var start: Int64?
        scoreLabel.addTickCallback { [weak self] time in
            guard let self, self.window.isOpen else { return false }
            let begin = start ?? time
            start = begin
            let progress = min(1, Double(time - begin) / 1_000_000 / Self.countUpDuration)
            self.scoreLabel.text = Self.scoreText(Int((Double(score) * progress).rounded(.down)))
            return progress < 1
        }
    }

    /// True once GTK has destroyed the window, however it was closed.
    var isClosed: Bool { !window.isOpen }

    /// Closes the dialog if it is still open.
    func dismiss() {
        window.destroyReturningFocus()
    }

    func present() {
        window.present()
        newGameButton.grabFocus()
    }
}
