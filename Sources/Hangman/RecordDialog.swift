import GtkKit
import HangmanCore

/// "New record!": asks the player's name for a game that entered its mode's top 5.
///
/// The game is already saved under the prefilled name; this dialog only renames it. Enter saves
/// the typed name; Escape, or closing the window, keeps the prefilled one, so a record is never
/// lost because the player dismissed the dialog.
@MainActor
final class RecordDialog {
    let window: DialogWindow
    let headline = Label(tr("New Record!"))
    let rankLabel = Label()
    let nameEntry = Entry()
    let saveButton = Button(label: tr("_Save"))
    private var hasAnswered = false
    private let onName: (String) -> Void

    /// `onName` receives the name to keep: the typed one after Save, the prefilled one otherwise.
    init(rank: Int, score: Int, mode: GameMode, prefilledName: String, over parent: Window?, onName: @escaping (String) -> Void) {
        self.onName = onName
        window = DialogWindow(title: tr("New Record"), over: parent)
        window.setResizable(false)
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

        saveButton.useUnderline()
        saveButton.addCSSClass("suggested-action")
        window.onClicked(saveButton) { [weak self] in self?.save() }
        saveButton.setAlign(horizontal: .end)

        let content = Box(.vertical, spacing: 10)
        content.addCSSClass("record-content")
        content.setMargins(24)
        content.append(headline)
        content.append(rankLabel)
        content.append(prompt)
        content.append(nameEntry)
        content.append(saveButton)
        window.setContent(content)
        window.setDefaultWidget(saveButton)
        window.onCloseRequest { [weak self] in
            self?.answer(with: prefilledName)
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

    private func answer(with name: String) {
        guard !hasAnswered else { return }
        hasAnswered = true
        onName(name)
    }
}
