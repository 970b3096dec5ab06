import GtkKit
import HangmanCore

/// The rules in a few lines (F1, and "How to Play" in the primary menu), as GNOME's games have.
@MainActor
final class HowToPlayWindow {
    let window: DialogWindow
    let closeButton = Button(label: tr("_Close"))
    /// The rules, one paragraph each (tests read them).
    let paragraphs: [Label]

    init(over parent: Window?) {
        window = DialogWindow(title: tr("How to Play"), over: parent)
        window.setResizable(false)
        let heading = Label(tr("How to Play"))
        heading.addCSSClass("title-2")
        paragraphs = Self.rules.map { text in
            let label = Label(text)
            label.wrapOnWords()
            label.setXAlign(0)
            label.setMaxWidthChars(46)
            return label
        }
        closeButton.useUnderline()
        closeButton.setAlign(horizontal: .end)
        window.onClicked(closeButton) { [weak self] in self?.window.destroyReturningFocus() }

        let content = Box(.vertical, spacing: 10)
        content.setMargins(24)
        content.append(heading)
        for paragraph in paragraphs { content.append(paragraph) }
        content.append(closeButton)
        window.setContent(content)
        window.setDefaultWidget(closeButton)
    }

    /// The rules as the engine applies them: the figures come from it.
    static var rules: [String] {
        [
            tr("Find the hidden word or movie title one letter at a time: type a letter, or click its key."),
            tr("Each wrong letter adds a stroke to the drawing: {max} wrong letters and the game is lost. A letter tried again costs nothing.")
                .filling(["max": "\(Game.maxWrongGuesses)"]),
            tr("Movies give hints as you err: the release date after 2 wrong letters, the rating and genres after 4, the directors and actors after 5. Words tell what kind of word they are after {kind} (an animal, a verb…), and many give a definition after {count}. At the end, the board says what the word means.")
                .filling(["kind": "\(PuzzleDeal.wordKindAfterWrongGuesses)", "count": "\(PuzzleDeal.wordHintAfterWrongGuesses)"]),
            tr("Words come in three levels, Easy, Normal and Hard (Ctrl+1, 2, 3), by how hard they are to guess, in the word language of Preferences. Or pick a category beside the level: it deals its words of every level."),
            tr("A won game scores its different letters times 7 minus the wrong letters, times the level (Easy 1, Normal 2, Hard 3): POTIRON with 2 wrong letters scores 6 × 5 = 30 at Easy. A game lost or given up scores nothing."),
            tr("The timer starts with your first letter and runs only while the game is on screen. A game you leave is kept, and comes back at the next launch."),
            tr("A score among your mode's best 5 is a record: the game asks your name once you stop typing."),
            tr("Play with a friend: Word for a Friend (Ctrl+Shift+N) lets one player type a word and a hint while the other looks away. Or add a list of your own words in Preferences, and pick it beside the level. Your own words count in the statistics but set no record."),
        ]
    }

    func present() {
        window.present()
        closeButton.grabFocus()
    }
}
