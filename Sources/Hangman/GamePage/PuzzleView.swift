import GtkKit
import HangmanCore

/// The hidden word or title: its cells in capitals, the letters a lost game missed in the error
/// colour (and in the accessible description), and a glow when a letter is found.
@MainActor
final class PuzzleView {
    let label = Label()
    /// The missed letters shown, so a guess that changes none sets no attributes.
    private var shownMissed: [Range<Int>] = []

    init() {
        label.addCSSClass("puzzle")
        label.wrapOnWords()
        label.setJustifyCenter()
        label.setExpand(horizontal: true)
    }

    func show(_ game: Game?, mode: GameMode) {
        let puzzle = game.map(PuzzleText.rendering)
        label.setText(puzzle?.text ?? "", accessibleLabel: game.map { PuzzleText.spoken($0, mode: mode) } ?? "")
        guard puzzle?.missed ?? [] != shownMissed else { return }
        shownMissed = puzzle?.missed ?? []
        label.highlight(shownMissed, color: label.markRed)
        let missed = game?.missedLetters.map(\.description).joined(separator: ", ") ?? ""
        label.setAccessibleDescription(missed.isEmpty ? "" : tr("Letters you did not find: {letters}").filling(["letters": missed]))
    }

    /// A found letter: the word glows for a moment.
    func glow() {
        label.flashCSSClass("just-revealed")
    }
}
