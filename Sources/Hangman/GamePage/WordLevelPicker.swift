import GtkKit
import HangmanCore

/// The Words page's level choice, as three linked buttons: Easy, Normal, Hard; remembered, and
/// applied from the next game.
@MainActor
final class WordLevelPicker {
    let box = Box(.horizontal, spacing: 8)
    /// One button per level, in `WordLevel.allCases` order.
    let buttons: [ChoiceButton]
    /// Called after the player picked another level and it was stored.
    var onChange: (() -> Void)?
    private let settings: WordSettings
    private let linked = Box(.horizontal)

    init(settings: WordSettings) {
        self.settings = settings
        buttons = WordLevel.allCases.map { ChoiceButton(label: $0.displayName) }
        // Translators: the caption before the Easy, Normal and Hard buttons.
        let label = Label(ctr("word level picker", "Level"))
        label.addCSSClass("dim-label")
        box.addCSSClass("level-picker")
        linked.addCSSClass("linked")
        linked.setAccessibleLabel(tr("Word level"))
        linked.tooltip = tr("Applies at once before your first letter, else from the next game")
        for (index, button) in buttons.enumerated() {
            if index > 0 { button.join(buttons[0]) }
            linked.append(button)
        }
        selectedIndex = WordLevel.allCases.firstIndex(of: settings.level) ?? 1
        for button in buttons {
            button.onToggled { [weak self] in self?.pick() }
        }
        box.append(label)
        box.append(linked)
    }

    /// Rests the buttons while a category is picked: a category deals its words of every level.
    func restsForCategory(_ resting: Bool) {
        for button in buttons { button.isSensitive = !resting }
        linked.tooltip = resting ? tr("A category deals words of every level") : tr("Applies at once before your first letter, else from the next game")
    }

    /// Chooses `level` as the player would by clicking it.
    func select(_ level: WordLevel) {
        selectedIndex = WordLevel.allCases.firstIndex(of: level) ?? selectedIndex
    }

    /// The index of the level shown as chosen.
    var selectedIndex: Int {
        get { buttons.firstIndex { $0.isActive } ?? 1 }
        set { if buttons.indices.contains(newValue) { buttons[newValue].isActive = true } }
    }

    private func pick() {
        let level = WordLevel.allCases[selectedIndex]
        guard level != settings.level else { return }
        // A failed save keeps the level in memory (the store's rule), so it applies this session;
        // the archive tells the player, in the save-error banner, that it will not be kept.
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
