import GtkKit
import HangmanCore

/// The hints under the puzzle: a film's three (release date, rating and genre, people) or a
/// word's two (its kind, then its definition). Their rows are there from the start, empty: a hint fades in where room
/// was kept for it, so the keyboard below never moves and the window never grows.
@MainActor
final class HintPanel {
    let box = Box(.vertical, spacing: 4)
    /// One label per hint, in schedule order.
    let labels: [Label]

    /// A panel with room for `mode`'s hints.
    init(mode: GameMode) {
        box.addCSSClass("hint-panel")
        box.setAlign(horizontal: .center)
        // A word's kind and its definition; a film's three.
        let slots = mode == .movies ? MovieHint.schedule.count : 2
        labels = (0..<slots).map { _ in Label() }
        for label in labels {
            label.addCSSClass("hint")
            label.addCSSClass("hint-hidden")
            label.wrapOnWords()
            label.setJustifyCenter()
            box.append(label)
        }
    }

    /// Shows exactly the hints the engine returns.
    func show(_ hints: [PuzzleHint]) {
        for (index, label) in labels.enumerated() {
            let text = index < hints.count ? Self.text(for: hints[index]) : ""
            if label.text != text { label.text = text }
            label.setCSSClass("hint-hidden", text.isEmpty)
            // Tab reaches a hint once it shows, never the room kept for one.
            if label.isFocusStop == text.isEmpty { label.isFocusStop = !text.isEmpty }
        }
    }

    /// How many hints are shown now.
    var revealedCount: Int { labels.count { !$0.hasCSSClass("hint-hidden") } }

    static func text(for hint: PuzzleHint) -> String {
        switch hint {
        case .film(let hint): FilmHintText.text(for: hint)
        case .category(let category): category.hintText
        case .partOfSpeech(let partOfSpeech): partOfSpeech.hintText
        // Translators: {definition} is a dictionary definition of the hidden word, in the word's language.
        case .definition(let definition): tr("Hint: {definition}").filling(["definition": definition])
        case .own(let hint): tr("Hint: {definition}").filling(["definition": hint])
        }
    }
}
