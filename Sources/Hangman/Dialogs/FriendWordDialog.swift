import GtkKit
import HangmanCore

/// Word for a Friend: one player types a word or a short phrase, hidden (with a peek button),
/// and an optional hint; the other then guesses it on the Words board. The word is checked as
/// it is typed, with the reason under the entry, and Play stays off until it can be played. The
/// word goes nowhere but the board (and, once the game is over, the history).
@MainActor
final class FriendWordDialog {
    let window: DialogWindow
    let languagePicker: WordLanguagePicker
    let wordEntry = PasswordEntry()
    let reasonLabel = Label()
    let hintEntry = Entry()
    // Translators: access keys of the friend's word dialog, which must differ: _Cancel, _Play.
    let playButton = Button(label: tr("_Play"))
    let cancelButton = Button(label: tr("_Cancel"))
    private let makeDeal: (String, String, WordLanguage) -> Result<PuzzleDeal, OwnWordProblem>

    /// `makeDeal` checks the word in a language (`AppServices.friendDeal`); `onPlay` gets the
    /// deal when the player presses Play.
    init(
        language: WordLanguage, over parent: Window?,
        makeDeal: @escaping (String, String, WordLanguage) -> Result<PuzzleDeal, OwnWordProblem>,
        onPlay: @escaping @MainActor (PuzzleDeal) -> Void
    ) {
        self.makeDeal = makeDeal
        window = DialogWindow(title: tr("Word for a Friend"), over: parent)
        window.setResizable(false)
        window.hideTitleBar()
        let heading = Label(tr("Word for a Friend"))
        heading.addCSSClass("title-2")
        heading.hideFromScreenReaders() // the window's title, which Orca reads first
        let explanation = Label(tr("Type a word or a short phrase while your friend looks away. They guess it on the Words page."))
        explanation.wrapOnWords()
        explanation.setMaxWidthChars(36)
        explanation.setJustifyCenter()

        languagePicker = WordLanguagePicker(choosing: language, accessibleName: tr("Language of the word"))
        languagePicker.onChange { [weak self] in self?.validate() }
        let languageRow = languagePicker.row
        languageRow.setAlign(horizontal: .center)

        wordEntry.setPlaceholder(tr("Secret word"))
        wordEntry.setAccessibleLabel(tr("Secret word"))
        wordEntry.onChanged { [weak self] in self?.validate() }
        wordEntry.onActivate { [weak self] in self?.play(onPlay) }
        reasonLabel.wrapOnWords()
        reasonLabel.setMaxWidthChars(36)
        reasonLabel.setXAlign(0)
        reasonLabel.addCSSClass("dim-label")
        reasonLabel.addCSSClass("caption")

        hintEntry.setMaxLength(Int32(OwnWord.maximumHintCharacters))
        hintEntry.setPlaceholder(tr("Hint (optional)"))
        hintEntry.setAccessibleLabel(tr("Hint, shown after the first wrong letter"))
        hintEntry.onActivate { [weak self] in self?.play(onPlay) }
        let hintNote = Label(tr("The hint shows after the first wrong letter."))
        hintNote.addCSSClass("dim-label")
        hintNote.addCSSClass("caption")
        hintNote.setXAlign(0)
        hintNote.hideFromScreenReaders() // the entry's name says it

        playButton.useUnderline()
        playButton.addCSSClass("suggested-action")
        cancelButton.useUnderline()
        window.onClicked(cancelButton) { [weak self] in self?.window.destroyReturningFocus() }
        window.onClicked(playButton) { [weak self] in self?.play(onPlay) }
        window.setContent(ConfirmDialog.layout(
            [heading, explanation, languageRow, wordEntry, reasonLabel, hintEntry, hintNote], buttons: [cancelButton, playButton]))
        window.setDefaultWidget(playButton)
        validate()
    }

    func present() {
        window.present()
        wordEntry.grabFocus()
    }

    var language: WordLanguage { languagePicker.language }

    private var deal: Result<PuzzleDeal, OwnWordProblem> {
        makeDeal(wordEntry.text, hintEntry.text, language)
    }

    /// Says what is wrong with the word as typed, or what the rules are while it is fine.
    private func validate() {
        switch deal {
        case .success:
            playButton.isSensitive = true
            wordEntry.setCSSClass("error", false)
            reasonLabel.text = tr("Letters, spaces, apostrophes and hyphens: at most 40 letters.")
        case .failure(let problem):
            playButton.isSensitive = false
            wordEntry.setCSSClass("error", problem != .empty)
            reasonLabel.text = problem == .empty ? tr("Letters, spaces, apostrophes and hyphens: at most 40 letters.") : problem.entryText
        }
        wordEntry.setAccessibleDescription(reasonLabel.text)
    }

    private func play(_ onPlay: (PuzzleDeal) -> Void) {
        guard case .success(let deal) = deal else { return }
        // The word leaves the dialog's entries before it closes.
        wordEntry.text = ""
        hintEntry.text = ""
        window.destroyReturningFocus()
        onPlay(deal)
    }
}
