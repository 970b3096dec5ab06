import GtkKit
import HangmanCore

/// The Words page's level choice: Easy, Normal or Hard, remembered, from the next game on.
@MainActor
final class WordLevelPicker {
    let box = Box(.horizontal, spacing: 8)
    let dropDown: DropDown
    /// Called after the player picked another level and it was stored.
    var onChange: (() -> Void)?
    private let settings: WordSettings

    init(settings: WordSettings) {
        self.settings = settings
        dropDown = DropDown(choices: WordLevel.allCases.map(\.displayName))
        dropDown.selectedIndex = WordLevel.allCases.firstIndex(of: settings.level) ?? 1
        dropDown.setAccessibleLabel(tr("Word level"))
        dropDown.tooltip = tr("Applies from the next game")
        let label = Label(tr("Level"))
        label.addCSSClass("dim-label")
        box.append(label)
        box.append(dropDown)
        dropDown.onSelectionChanged { [weak self] in self?.pick() }
    }

    private func pick() {
        let levels = WordLevel.allCases
        guard levels.indices.contains(dropDown.selectedIndex) else { return }
        let level = levels[dropDown.selectedIndex]
        guard level != settings.level else { return }
        try? settings.setLevel(level)
        onChange?()
    }
}

extension WordLevel {
    var displayName: String {
        switch self {
        // Translators: word levels of the Words page.
        case .easy: ctr("word level", "Easy")
        case .normal: ctr("word level", "Normal")
        case .hard: ctr("word level", "Hard")
        }
    }
}
