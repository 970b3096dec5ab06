import GtkKit
import HangmanCore

/// The hidden word or title: its cells in capitals, the letters a lost game missed in the error
/// colour (and in the accessible description), and a glow when a letter is found.
@MainActor
final class PuzzleView {
    let label = Label()
    /// The missed letters shown, so a guess that changes none sets no attributes.
    private var shownMissed: [Range<Int>] = []
    /// The text and spoken name shown, so a turn that changes neither sets nothing.
    private var shownText: String?
    /// What a screen reader hears of the puzzle now.
    private(set) var spokenName: String?

    init() {
        label.addCSSClass("puzzle")
        label.wrapOnWords()
        label.setJustifyCenter()
        label.setExpand(horizontal: true)
        // Tab reaches the puzzle from the board, and a screen reader reads it cell by cell.
        label.isFocusStop = true
    }

    /// Shows `game`'s cells; a screen reader hears `caption` (the word's language and level) with them.
    func show(_ game: Game?, mode: GameMode, caption: String = "") {
        let puzzle = game.map(PuzzleText.rendering)
        let spoken = game.map { PuzzleText.spoken($0, mode: mode) }.map { caption.isEmpty ? $0 : "\($0). \(caption)" }
        let shown = (text: puzzle?.text ?? "", spoken: spoken ?? "")
        // A turn that opens no cell (a wrong letter, a hint) leaves the puzzle as it is: a screen
        // reader hears a rename only when the word changed.
        if shown.text != shownText || shown.spoken != spokenName {
            label.setText(shown.text, accessibleLabel: shown.spoken)
            shownText = shown.text
            spokenName = shown.spoken
        }
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
