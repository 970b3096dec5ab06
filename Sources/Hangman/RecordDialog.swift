import GtkKit
import HangmanCore

/// "New record!": asks the player's name for a game that entered its mode's top 5.
///
/// The game is already saved, under the prefilled name; this dialog only names it. Enter saves
/// the typed name; Skip, Escape or closing the window keeps the record without a name (shown as
/// Anonymous): a record is never lost, and no name the player did not choose is put on it.
@MainActor
final class RecordDialog {
    let window: DialogWindow
    let headline = Label(tr("New Record!"))
    let rankLabel = Label()
    let nameEntry = Entry()
    let saveButton = Button(label: tr("_Save"))
    let skipButton = Button(label: tr("S_kip"))
    /// Says the length limit, so a long name is not cut without warning.
    let limitLabel = Label(ntr("At most {count} character.", "At most {count} characters.", PlayerName.maxLength)
        .filling(["count": "\(PlayerName.maxLength)"]))
    private var hasAnswered = false
    private let onName: (String?) -> Void

    /// `onName` receives the name to keep: the typed one after Save, nil after Skip or Escape.
    init(rank: Int, score: Int, mode: GameMode, prefilledName: String, over parent: Window?, onName: @escaping (String?) -> Void) {
        self.onName = onName
        window = DialogWindow(title: tr("New Record"), over: parent)
        window.setResizable(false)
        window.hideTitleBar()
        window.addCSSClass("record-dialog")

        headline.addCSSClass("title-1")
        rankLabel.text = Self.rankText(rank: rank, mode: mode) + "\n"
            + ntr("{score} point", "{score} points", score).filling(["score": "\(score)"])
        rankLabel.setJustifyCenter()

        let prompt = Label(tr("Your name for the records:"))
        prompt.setXAlign(0)
        nameEntry.text = prefilledName
        nameEntry.setMaxLength(Int32(PlayerName.maxLength))
        nameEntry.activatesDefault()
        nameEntry.setAccessibleLabel(tr("Your name"))
        nameEntry.onChanged { [weak self] in self?.validate() }

        limitLabel.addCSSClass("dim-label")
        limitLabel.addCSSClass("caption")
        limitLabel.setXAlign(0)

        saveButton.useUnderline()
        saveButton.addCSSClass("suggested-action")
        window.onClicked(saveButton) { [weak self] in self?.save() }
        skipButton.useUnderline()
        window.onClicked(skipButton) { [weak self] in self?.window.close() }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.setAlign(horizontal: .end)
        buttons.append(skipButton)
        buttons.append(saveButton)

        let content = Box(.vertical, spacing: 10)
        content.addCSSClass("record-content")
        content.setMargins(24)
        content.append(headline)
        content.append(rankLabel)
        content.append(prompt)
        content.append(nameEntry)
        content.append(limitLabel)
        content.append(buttons)
        window.setContent(content)
        window.setDefaultWidget(saveButton)
        window.onCloseRequest { [weak self] in
            self?.answer(with: nil)
            return false
        }
        validate()
    }

    /// True once GTK has destroyed the window, however it was closed.
    var isClosed: Bool { !window.isOpen }

    func present() {
        window.present()
        nameEntry.grabFocus()
    }

    /// "Best score in Words", "2nd best in Movies" …
    static func rankText(rank: Int, mode: GameMode) -> String {
        let template = switch rank {
        case 1: tr("Best score in {mode}")
        case 2: tr("2nd best in {mode}")
        case 3: tr("3rd best in {mode}")
        case 4: tr("4th best in {mode}")
        default: tr("5th best in {mode}")
        }
        return template.filling(["mode": mode.displayName])
    }

    /// The name as it would be saved, or nil when it is empty.
    var sanitizedName: String? { PlayerName.sanitized(nameEntry.text) }

    private func validate() {
        let isValid = sanitizedName != nil
        saveButton.isSensitive = isValid
        nameEntry.setCSSClass("error", !isValid)
    }

    private func save() {
        guard let name = sanitizedName else { return }
        answer(with: name)
        window.destroyReturningFocus()
    }

    private func answer(with name: String?) {
        guard !hasAnswered else { return }
        hasAnswered = true
        onName(name)
    }
}
