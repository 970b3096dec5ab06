import GtkKit
import HangmanCore

/// The hints under a film title: each slides in when the engine adds it.
@MainActor
final class MovieHintPanel {
    let box = Box(.vertical, spacing: 4)
    /// One label per hint, in schedule order (release date, rating and genre, people).
    let labels: [Label]
    private let revealers: [Revealer]

    init() {
        box.addCSSClass("hint-panel")
        box.setAlign(horizontal: .center)
        labels = MovieHint.schedule.map { _ in Label() }
        revealers = labels.map { Revealer(child: $0, transition: .slideDown, durationMilliseconds: 300) }
        for (label, revealer) in zip(labels, revealers) {
            label.addCSSClass("hint")
            label.wrapOnWords()
            label.setJustifyCenter()
            box.append(revealer)
        }
    }

    /// Shows exactly the hints the engine returns.
    func show(_ hints: [MovieHint]) {
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

    static func text(for hint: MovieHint) -> String {
        let unknown = tr("unknown")
        switch hint {
        case .releaseDate(let date):
            return tr("Released: {date}").filling(["date": date ?? unknown])
        case .ratingAndGenre(let rating, let rated, let genre):
            var ratingText = rating.map { tr("{rating}/10").filling(["rating": $0]) } ?? unknown
            if let rated { ratingText += " (\(rated))" }
            return tr("Rating: {rating} · Genre: {genre}").filling(["rating": ratingText, "genre": genre ?? unknown])
        case .people(let directors, let actors):
            let directed = directors.isEmpty ? unknown : directors.joined(separator: ", ")
            let starring = actors.isEmpty ? unknown : actors.joined(separator: ", ")
            return tr("Directed by {directors} · Starring {actors}").filling(["directors": directed, "actors": starring])
        }
    }
}
