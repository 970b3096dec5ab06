import GtkKit
import HangmanCore

/// "Language [English ▾]": the five word languages, for a word or a list the player brings.
@MainActor
struct WordLanguagePicker {
    let row = Box(.horizontal, spacing: 8)
    let dropDown = DropDown(choices: WordLanguage.allCases.map(\.nativeName))

    init(choosing language: WordLanguage, accessibleName: String) {
        dropDown.selectedIndex = WordLanguage.allCases.firstIndex(of: language) ?? 0
        dropDown.setAccessibleName(accessibleName)
        let label = Label(tr("Language"))
        label.addCSSClass("dim-label")
        row.append(label)
        row.append(dropDown)
    }

    /// Runs when the player picks another language.
    func onChange(_ handler: @escaping @MainActor () -> Void) {
        dropDown.onSelectionChanged(handler)
    }

    /// The language chosen.
    var language: WordLanguage {
        let languages = WordLanguage.allCases
        return languages.indices.contains(dropDown.selectedIndex) ? languages[dropDown.selectedIndex] : .english
    }

    /// Chooses `language` as the player would.
    func select(_ language: WordLanguage) {
        dropDown.selectedIndex = WordLanguage.allCases.firstIndex(of: language) ?? 0
    }
}
