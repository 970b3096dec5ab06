import GtkKit
import HangmanCore

/// The Words page's pickers, above the board: the player's list (once they have one), the level
/// and the category. Side by side in a wide window, one above the other in a narrow one, where a
/// row of them would be wider than 360 px.
@MainActor
final class WordChoosers {
    let box = Box(.horizontal, spacing: 16)
    let levelPicker: WordLevelPicker
    let categoryPicker: WordCategoryPicker
    /// The game's words or one of the player's lists: shown once the player has a list.
    let sourcePicker: WordSourcePicker
    /// Called when the player chose another list, level or category.
    var onChange: (() -> Void)?
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
        levelPicker = WordLevelPicker(settings: services.wordSettings)
        categoryPicker = WordCategoryPicker(settings: services.wordSettings) { [services] in services.offeredCategories(in: $0) }
        sourcePicker = WordSourcePicker(services: services)
        box.addCSSClass("word-choosers")
        box.append(sourcePicker.box)
        box.append(levelPicker.box)
        box.append(categoryPicker.box)
        levelPicker.onChange = { [weak self] in self?.onChange?() }
        categoryPicker.onChange = { [weak self] in self?.onChange?() }
        sourcePicker.onChange = { [weak self] in self?.onChange?() }
        restPickersForList()
        levelPicker.restsForCategory(services.wordChoice.category != nil)
    }

    /// Follows the choice as it stands now: the lists, the categories the language offers, the
    /// level that rests while a category is chosen.
    func refresh() {
        sourcePicker.refresh()
        categoryPicker.refresh()
        levelPicker.restsForCategory(services.wordChoice.category != nil)
        restPickersForList()
    }

    /// A list's words have no level and no category: both pickers rest while one is chosen.
    private func restPickersForList() {
        let fromList = services.chosenList != nil
        levelPicker.box.isSensitive = !fromList
        categoryPicker.box.isSensitive = !fromList
        let why = fromList ? tr("Your list’s words have no level or category") : nil
        levelPicker.box.tooltip = why
        categoryPicker.box.tooltip = why
    }
}
