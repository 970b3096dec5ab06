import GtkKit
import HangmanCore

/// Names a record kept without a name (skipped on the end panel), from the Stats page. The name
/// is checked as the end panel checks it: Save stays off while it is empty.
@MainActor
final class NameRecordDialog {
    let window: DialogWindow
    let nameEntry = Entry()
    // Translators: access keys of the record's name dialog, which must differ: _Save, _Cancel.
    let saveButton = Button(label: tr("_Save"))
    let cancelButton = Button(label: tr("_Cancel"))

    /// `onName` gets the name, cleaned, when the player saves.
    init(rank: Int, mode: GameMode, over parent: Window?, onName: @escaping @MainActor (String) -> Void) {
        window = DialogWindow(title: tr("Name This Record"), over: parent)
        window.setResizable(false)
        window.hideTitleBar()
        let heading = Label(tr("Name This Record"))
        heading.addCSSClass("title-2")
        let rankLabel = Label(EndPanel.rankText(rank: rank, mode: mode))
        rankLabel.wrapOnWords()
        nameEntry.setMaxLength(Int32(PlayerName.maxLength))
        nameEntry.setAccessibleLabel(tr("Your name"))
        nameEntry.onChanged { [weak self] in self?.validate() }
        nameEntry.onActivate { [weak self] in self?.save(onName) }
        saveButton.useUnderline()
        saveButton.addCSSClass("suggested-action")
        cancelButton.useUnderline()
        window.onClicked(cancelButton) { [weak self] in self?.window.destroyReturningFocus() }
        window.onClicked(saveButton) { [weak self] in self?.save(onName) }

        window.setContent(ConfirmDialog.layout([heading, rankLabel, nameEntry], buttons: [cancelButton, saveButton]))
        window.setDefaultWidget(saveButton)
        validate()
    }

    func present() {
        window.present()
        nameEntry.grabFocus()
    }

    private var name: String? { PlayerName.sanitized(nameEntry.text) }

    private func validate() {
        saveButton.isSensitive = name != nil
        nameEntry.setCSSClass("error", name == nil && !nameEntry.text.isEmpty)
    }

    private func save(_ onName: (String) -> Void) {
        guard let name else { return }
        window.destroyReturningFocus()
        onName(name)
    }
}
