import GtkKit
import HangmanCore

/// The hints under the puzzle: a film's three (release date, rating and genre, people) or a
/// word's definition. Each slides in when the engine adds it.
@MainActor
final class HintPanel {
    let box = Box(.vertical, spacing: 4)
    /// One label per hint, in schedule order.
    let labels: [Label]
    private let revealers: [Revealer]

    /// A panel with room for `mode`'s hints.
    init(mode: GameMode) {
        box.addCSSClass("hint-panel")
        box.setAlign(horizontal: .center)
        let slots = mode == .movies ? MovieHint.schedule.count : 1
        labels = (0..<slots).map { _ in Label() }
        revealers = labels.map { Revealer(child: $0, transition: .slideDown, durationMilliseconds: 300) }
        for (label, revealer) in zip(labels, revealers) {
            label.addCSSClass("hint")
            label.wrapOnWords()
            label.setJustifyCenter()
            box.append(revealer)
        }
    }

    /// Shows exactly the hints the engine returns.
    func show(_ hints: [PuzzleHint]) {
        for index in labels.indices {
            if index < hints.count {
                labels[index].text = Self.text(for: hints[index])
                revealers[index].isRevealed = true
            } else {
                revealers[index].isRevealed = false
            }
        }
    }

    /// Which hints are revealed now.
    var revealedCount: Int { revealers.count { $0.isRevealed } }

    static func text(for hint: PuzzleHint) -> String {
        switch hint {
        case .film(let hint): FilmHintText.text(for: hint)
        // Translators: {definition} is a dictionary definition of the hidden word (English words only).
        case .definition(let definition): tr("Hint: {definition}").filling(["definition": definition])
        }
    }
}
