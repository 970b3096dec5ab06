import GtkKit
import HangmanCore

/// Adds a word list from a file the player chose: its name (the file's by default) and its
/// language, and what the game makes of it, line by line, read off the main thread and read
/// again when the language changes. Add stays off until at least one line can be played.
@MainActor
final class WordListImportDialog {
    let window: DialogWindow
    let nameEntry = Entry()
    let languagePicker: WordLanguagePicker
    let reportLabel = Label()
    // Translators: access keys of the word list dialog, which must differ: _Cancel, _Add List.
    let addButton = Button(label: tr("_Add List"))
    let cancelButton = Button(label: tr("_Cancel"))
    let path: String
    private let services: AppServices
    private var reading: Task<Void, Never>?
    private var file: WordListFile?
    private let onAdded: @MainActor (WordList) -> Void

    init(path: String, services: AppServices, over parent: Window?, onAdded: @escaping @MainActor (WordList) -> Void) {
        self.path = path
        self.services = services
        self.onAdded = onAdded
        languagePicker = WordLanguagePicker(choosing: services.wordChoice.language, accessibleName: tr("Language of the words"))
        window = DialogWindow(title: tr("Add a Word List"), over: parent)
        window.setResizable(false)
        window.hideTitleBar()
        let heading = Label(tr("Add a Word List"))
        heading.addCSSClass("title-2")
        heading.hideFromScreenReaders()
        let fileLabel = Label(String(path.split(separator: "/").last ?? ""))
        fileLabel.addCSSClass("dim-label")
        fileLabel.setEllipsizeEnd()
        fileLabel.setMaxWidthChars(36)

        nameEntry.text = WordList.suggestedName(forFileAt: path)
        nameEntry.setMaxLength(Int32(WordList.maximumNameCharacters))
        nameEntry.setAccessibleLabel(tr("Name of the list"))
        nameEntry.onChanged { [weak self] in self?.updateAddButton() }
        let nameLabel = Label(tr("Name"))
        nameLabel.addCSSClass("dim-label")
        let nameRow = Box(.horizontal, spacing: 8)
        nameRow.append(nameLabel)
        nameEntry.setExpand(horizontal: true)
        nameRow.append(nameEntry)

        languagePicker.onChange { [weak self] in self?.read() }
        let languageRow = languagePicker.row

        reportLabel.wrapOnWords()
        reportLabel.setMaxWidthChars(40)
        reportLabel.setXAlign(0)
        reportLabel.makeFocusStop(name: "")
        let reportScroller = ScrolledWindow(child: reportLabel)
        reportScroller.growUpTo(height: 220)
        reportScroller.setScrollBarName(tr("Scroll the report"))

        let limits = Label(tr("One word or short phrase per line, a hint after a tab if you like; lines starting with # are skipped. At most 5,000 words and 1 MiB."))
        limits.wrapOnWords()
        limits.setMaxWidthChars(40)
        limits.setXAlign(0)
        limits.addCSSClass("dim-label")
        limits.addCSSClass("caption")

        addButton.useUnderline()
        addButton.addCSSClass("suggested-action")
        addButton.isSensitive = false
        cancelButton.useUnderline()
        window.onClicked(cancelButton) { [weak self] in self?.window.destroyReturningFocus() }
        window.onClicked(addButton) { [weak self] in self?.add() }
        window.onDestroy { [weak self] in self?.reading?.cancel() }
        window.setContent(ConfirmDialog.layout(
            [heading, fileLabel, nameRow, languageRow, reportScroller, limits], buttons: [cancelButton, addButton]))
        window.setDefaultWidget(addButton)
        read()
    }

    func present() {
        window.present()
        nameEntry.grabFocus()
    }

    var language: WordLanguage { languagePicker.language }

    /// Reads and checks the file in the chosen language, off the main thread.
    private func read() {
        reading?.cancel()
        file = nil
        updateAddButton()
        reportLabel.setText(tr("Reading the file…"), accessibleLabel: tr("Reading the file…"))
        let language = language, path = path, services = services
        reading = Task { [weak self] in
            let result = await services.readWordList(at: path, language: language)
            guard let self, !Task.isCancelled else { return }
            self.reading = nil
            let report: String
            switch result {
            case .success(let file):
                self.file = file
                report = WordListReport.text(of: file)
            case .failure(let refusal):
                report = refusal.explanation
            }
            self.reportLabel.setText(report, accessibleLabel: report)
            self.updateAddButton()
        }
    }

    private func updateAddButton() {
        addButton.isSensitive = file != nil && WordList.cleanedName(nameEntry.text) != nil
    }

    private func add() {
        guard let file, let name = WordList.cleanedName(nameEntry.text) else { return }
        do {
            let list = try services.wordLists.add(name: name, language: language, entries: file.entries)
            window.destroyReturningFocus()
            onAdded(list)
        } catch {
            reportLabel.text = error.messageForList.sentence
        }
    }
}

/// Renames one of the player's lists; Save stays off while the name is empty.
@MainActor
final class WordListRenameDialog {
    let window: DialogWindow
    let nameEntry = Entry()
    // Translators: access keys of the rename dialog, which must differ: _Cancel, _Rename.
    let renameButton = Button(label: tr("_Rename"))
    let cancelButton = Button(label: tr("_Cancel"))

    init(list: WordList, over parent: Window?, onName: @escaping @MainActor (String) -> Void) {
        window = DialogWindow(title: tr("Rename the List"), over: parent)
        window.setResizable(false)
        window.hideTitleBar()
        let heading = Label(tr("Rename the List"))
        heading.addCSSClass("title-2")
        heading.hideFromScreenReaders()
        nameEntry.text = list.name
        nameEntry.setMaxLength(Int32(WordList.maximumNameCharacters))
        nameEntry.setAccessibleLabel(tr("Name of the list"))
        nameEntry.onChanged { [weak self] in self?.validate() }
        nameEntry.onActivate { [weak self] in self?.rename(onName) }
        renameButton.useUnderline()
        renameButton.addCSSClass("suggested-action")
        cancelButton.useUnderline()
        window.onClicked(cancelButton) { [weak self] in self?.window.destroyReturningFocus() }
        window.onClicked(renameButton) { [weak self] in self?.rename(onName) }
        window.setContent(ConfirmDialog.layout([heading, nameEntry], buttons: [cancelButton, renameButton]))
        window.setDefaultWidget(renameButton)
    }

    func present() {
        window.present()
        nameEntry.grabFocus()
    }

    private func validate() {
        renameButton.isSensitive = WordList.cleanedName(nameEntry.text) != nil
    }

    private func rename(_ onName: (String) -> Void) {
        guard let name = WordList.cleanedName(nameEntry.text) else { return }
        window.destroyReturningFocus()
        onName(name)
    }
}
