import GtkKit
import HangmanCore

/// Preferences: the language of the Words mode, the game's sounds, and the OMDb API key with
/// where to get one and a "Check key" button.
@MainActor
final class PreferencesWindow {
    let window: DialogWindow
    let keyEntry = PasswordEntry()
    let checkButton = Button(label: tr("_Check Key"))
    let resultLabel = Label()
    /// "Follow the desktop", then the five languages, as radio buttons.
    let languageButtons: [CheckButton]
    /// Event sounds on or off.
    let soundSwitch = Switch()
    /// Called when the player chose another word language.
    var onWordLanguageChanged: (() -> Void)?
    /// Called when a word list was added, renamed or removed.
    var onWordListsChanged: (() -> Void)?
    /// One row per word list: its name, language and size, Rename… and Remove….
    let listsBox = Box(.vertical, spacing: 6)
    let addListButton = Button(label: tr("_Add List…"))
    /// The dialog of a list being added, renamed or removed, while it is open.
    private(set) var listDialog: AnyObject?
    private let services: AppServices
    private var check: Task<Void, Never>?

    init(services: AppServices, over parent: Window?) {
        self.services = services
        window = DialogWindow(title: tr("Preferences"), over: parent)
        window.setDefaultSize(width: 480, height: -1)
        let settings = services.wordSettings
        languageButtons = ([
            // Translators: {language} is the desktop's language as the words list names it, e.g. "Français".
            tr("Follow the desktop ({language})").filling(["language": settings.desktopLanguage.nativeName]),
        ] + WordLanguage.allCases.map(\.nativeName)).map { CheckButton(radioLabel: $0) }

        let languageHeading = Self.heading(tr("Word Language"))
        let languageExplanation = Self.paragraph(tr("The Words page deals words in this language, from the next game on."))
        let languageList = Box(.vertical, spacing: 2)
        languageList.setAccessibleLabel(tr("Word language"))
        for (index, button) in languageButtons.enumerated() {
            if index > 0 { button.join(languageButtons[0]) }
            languageList.append(button)
        }
        selectedLanguageIndex = settings.chosenLanguage.flatMap { WordLanguage.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        for button in languageButtons {
            button.onToggled { [weak self] in self?.chooseLanguage() }
        }

        let soundRow = Box(.horizontal, spacing: 12)
        // Translators: the heading of the event-sounds setting in Preferences.
        let soundLabel = Self.heading(ctr("preferences heading", "Sound"))
        soundLabel.setExpand(horizontal: true)
        soundSwitch.isOn = services.soundSettings.isEnabled
        soundSwitch.setAccessibleLabel(ctr("preferences heading", "Sound"))
        soundSwitch.setAlign(vertical: .center)
        soundSwitch.onToggled { [weak self] in self?.setSound() }
        soundRow.append(soundLabel)
        soundRow.append(soundSwitch)
        let soundNote = Self.paragraph(DesktopSettings.eventSoundsEnabled
            ? tr("A sound for each letter, win and record.")
            : tr("The desktop’s event sounds are off, so the game stays silent."), dim: true)

        let heading = Self.heading(tr("OMDb API Key"))
        let explanation = Self.paragraph(tr("The Movies page picks random movies from OMDb, which needs a free API key. Without a key, movies come from the built-in catalog."))
        let link = LinkButton(url: "https://www.omdbapi.com/apikey.aspx", label: tr("Get a free key at omdbapi.com"))
        link.setAlign(horizontal: .start)

        keyEntry.text = services.omdbKey.storedKey
        keyEntry.setPlaceholder(tr("Paste your key here"))
        keyEntry.setAccessibleLabel(tr("OMDb API key"))
        keyEntry.setExpand(horizontal: true)
        keyEntry.onActivate { [weak self] in self?.checkKey() }
        keyEntry.onChanged { [weak self] in self?.resultLabel.text = "" }
        checkButton.useUnderline()
        window.onClicked(checkButton) { [weak self] in self?.checkKey() }
        let keyRow = Box(.horizontal, spacing: 8)
        keyRow.append(keyEntry)
        keyRow.append(checkButton)

        resultLabel.wrapOnWords()
        resultLabel.setXAlign(0)
        resultLabel.addCSSClass("dim-label")

        let listsHeading = Self.heading(tr("Your Word Lists"))
        let listsExplanation = Self.paragraph(tr("Your own words, for spelling practice: a plain text file with one word or short phrase per line, and a hint after a tab if you like. The Words page then offers the list beside Hangman’s words."), dim: true)
        addListButton.useUnderline()
        addListButton.setAlign(horizontal: .start)
        window.onClicked(addListButton) { [weak self] in self?.chooseListFile() }
        showLists()

        let content = Box(.vertical, spacing: 10)
        content.setMargins(24)
        content.append(languageHeading)
        content.append(languageExplanation)
        content.append(languageList)
        content.append(soundRow)
        content.append(soundNote)
        content.append(listsHeading)
        content.append(listsExplanation)
        content.append(listsBox)
        content.append(addListButton)
        content.append(heading)
        content.append(explanation)
        content.append(link)
        content.append(keyRow)
        content.append(resultLabel)
        if services.omdbKey.isSetByEnvironment {
            content.append(Self.paragraph(tr("The OMDB_API_KEY environment variable is set: it is used instead of this key."), dim: true))
        }
        let scroller = ScrolledWindow(child: content)
        scroller.growUpTo(height: 640)
        scroller.setScrollBarName(tr("Scroll the preferences"))
        window.setContent(scroller)
        window.onCloseRequest { [weak self] in
            self?.save()
            return false
        }
    }

    func present() {
        window.present()
        keyEntry.grabFocus()
    }

    /// A section's bold heading, aligned left.
    private static func heading(_ text: String) -> Label {
        let label = Label(text)
        label.addCSSClass("heading")
        label.setXAlign(0)
        return label
    }

    /// Text that wraps at 50 characters, aligned left; `dim` for a secondary note.
    private static func paragraph(_ text: String, dim: Bool = false) -> Label {
        let label = Label(text)
        label.wrapOnWords()
        label.setXAlign(0)
        label.setMaxWidthChars(50)
        if dim { label.addCSSClass("dim-label") }
        return label
    }

    private func setSound() {
        do {
            try services.soundSettings.setEnabled(soundSwitch.isOn)
        } catch {
            resultLabel.text = error.message(of: .settings).sentence
        }
    }

    /// The index of the checked language: 0 follows the desktop, then `WordLanguage.allCases`.
    var selectedLanguageIndex: Int {
        get { languageButtons.firstIndex { $0.isActive } ?? 0 }
        set { if languageButtons.indices.contains(newValue) { languageButtons[newValue].isActive = true } }
    }

    private func chooseLanguage() {
        let index = selectedLanguageIndex
        let languages = WordLanguage.allCases
        let chosen = languages.indices.contains(index - 1) ? languages[index - 1] : nil
        guard chosen != services.wordSettings.chosenLanguage else { return }
        do {
            try services.wordSettings.setLanguage(chosen)
            onWordLanguageChanged?()
        } catch {
            resultLabel.text = error.message(of: .settings).sentence
        }
    }

    /// Saves the key as typed; the film queue tries OMDb again at once.
    @discardableResult
    func save() -> Bool {
        do {
            try services.saveAPIKey(keyEntry.text)
            return true
        } catch {
            resultLabel.text = error.message(of: .settings).sentence
            return false
        }
    }

    /// Saves, then makes one request with the key and says what OMDb thinks of it.
    func checkKey() {
        guard save() else { return }
        check?.cancel()
        checkButton.isSensitive = false
        resultLabel.text = tr("Checking…")
        let typed = keyEntry.text
        let services = services
        check = Task { [weak self] in
            let result = await services.checkAPIKey(typed)
            guard let self else { return }
            self.checkButton.isSensitive = true
            self.resultLabel.text = result.explanation
        }
    }

    // MARK: Word lists

    /// One row per list, by name: "Spelling week" over "English · 12 words", Rename…, Remove….
    func showLists() {
        listsBox.removeAllChildren()
        let lists = services.wordLists.all
        listsBox.isVisible = !lists.isEmpty
        for list in lists {
            let row = Box(.horizontal, spacing: 8)
            let name = Label(list.name)
            name.setXAlign(0)
            name.setEllipsizeEnd()
            let details = ntr("{language} · {count} word", "{language} · {count} words", list.entries.count)
                .filling(["language": list.language.nativeName, "count": "\(list.entries.count)"])
            let detailLabel = Label(details)
            detailLabel.setXAlign(0)
            detailLabel.addCSSClass("dim-label")
            detailLabel.addCSSClass("caption")
            let texts = Box(.vertical)
            texts.setExpand(horizontal: true)
            texts.append(name)
            texts.append(detailLabel)
            let rename = Button(label: tr("Rename…"))
            rename.setAccessibleLabel(tr("Rename {list}").filling(["list": list.name]))
            let remove = Button(label: tr("Remove…"))
            remove.setAccessibleLabel(tr("Remove {list}").filling(["list": list.name]))
            window.onClicked(rename) { [weak self] in self?.rename(list) }
            window.onClicked(remove) { [weak self] in self?.confirmRemoval(of: list) }
            row.append(texts)
            row.append(rename)
            row.append(remove)
            listsBox.append(row)
        }
    }

    /// The desktop's file chooser, then the import dialog for the chosen file.
    private func chooseListFile() {
        FileChooser.openTextFile(
            title: tr("Choose a Word List"), acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"),
            filterName: tr("Plain text files"), over: window.asParent
        ) { [weak self] path in
            guard let self, let path else { return }
            self.importList(at: path)
        }
    }

    /// The import dialog for the file at `path`.
    func importList(at path: String) {
        let dialog = WordListImportDialog(path: path, services: services, over: window.asParent) { [weak self] list in
            // The list just added is the one the player wants to play.
            try? self?.services.wordSettings.setList(list.id)
            self?.listsChanged()
        }
        listDialog = dialog
        dialog.present()
    }

    private func rename(_ list: WordList) {
        let dialog = WordListRenameDialog(list: list, over: window.asParent) { [weak self] name in
            guard let self else { return }
            do throws(StoreError) {
                try self.services.wordLists.rename(id: list.id, to: name)
            } catch {
                GLibLog.debug("the list was not renamed: \(error.details ?? "")")
                self.resultLabel.text = tr("The list could not be renamed: its file could not be written. Try again in a moment.")
            }
            self.listsChanged()
        }
        listDialog = dialog
        dialog.present()
    }

    private func confirmRemoval(of list: WordList) {
        let dialog = ConfirmDialog(
            title: tr("Remove This List?"),
            message: tr("“{list}” leaves the Words page. Its games stay in the statistics, and the file you added it from is not touched.").filling(["list": list.name]),
            // Translators: access keys of the removal question, which must differ: _Cancel, _Remove.
            confirmLabel: tr("_Remove"), over: window.asParent
        ) { [weak self] in
            guard let self else { return }
            do throws(StoreError) {
                try self.services.wordLists.remove(id: list.id)
                if self.services.wordSettings.listID == list.id { try? self.services.wordSettings.setList(nil) }
            } catch {
                GLibLog.debug("the list was not removed: \(error.details ?? "")")
                self.resultLabel.text = tr("The list could not be removed: its file could not be written. Try again in a moment.")
            }
            self.listsChanged()
        }
        listDialog = dialog
        dialog.present()
    }

    private func listsChanged() {
        showLists()
        onWordListsChanged?()
    }
}
