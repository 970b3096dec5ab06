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

        let content = Box(.vertical, spacing: 10)
        content.setMargins(24)
        content.append(languageHeading)
        content.append(languageExplanation)
        content.append(languageList)
        content.append(soundRow)
        content.append(soundNote)
        content.append(heading)
        content.append(explanation)
        content.append(link)
        content.append(keyRow)
        content.append(resultLabel)
        if services.omdbKey.isSetByEnvironment {
            content.append(Self.paragraph(tr("The OMDB_API_KEY environment variable is set: it is used instead of this key."), dim: true))
        }
        window.setContent(content)
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
            resultLabel.text = tr("The sound setting could not be saved: {reason}").filling(["reason": error.explanation(of: .settings)])
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
            resultLabel.text = tr("The word language could not be saved: {reason}").filling(["reason": error.explanation(of: .settings)])
        }
    }

    /// Saves the key as typed; the film queue tries OMDb again at once.
    @discardableResult
    func save() -> Bool {
        do {
            try services.saveAPIKey(keyEntry.text)
            return true
        } catch {
            resultLabel.text = tr("The key could not be saved: {reason}").filling(["reason": error.explanation(of: .settings)])
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
}
