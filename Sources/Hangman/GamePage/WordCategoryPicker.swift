import GtkKit
import HangmanCore

/// The Words page's category choice, beside the level: "All", then the categories the word
/// language offers (those with at least 100 words in it). A category deals its words of every
/// level, so the level buttons rest while one is picked. Remembered, and applied from the next
/// game.
@MainActor
final class WordCategoryPicker {
    let box = Box(.horizontal, spacing: 8)
    let dropDown = DropDown(choices: [])
    /// Called after the player picked another category and it was stored.
    var onChange: (() -> Void)?
    /// The categories listed after "All", in the order shown.
    private(set) var categories: [WordCategory] = []
    private let settings: WordSettings
    private let offered: (WordLanguage) -> [WordCategory]
    private var isFilling = false
    private var isFilled = false

    init(settings: WordSettings, offered: @escaping (WordLanguage) -> [WordCategory]) {
        self.settings = settings
        self.offered = offered
        let label = Label(tr("Category"))
        label.addCSSClass("dim-label")
        box.addCSSClass("category-picker")
        nameForScreenReaders()
        dropDown.tooltip = tr("Applies at once before your first letter, else from the next game")
        box.append(label)
        box.append(dropDown)
        refresh()
        dropDown.onSelectionChanged { [weak self] in self?.pick() }
    }

    /// Lists the categories of the word language now chosen, showing the stored one, or All when
    /// the language does not offer it.
    func refresh() {
        let offered = offered(settings.language)
        if offered != categories || !isFilled {
            isFilling = true
            categories = offered
            isFilled = true
            dropDown.setChoices([ctr("word category", "All")] + offered.map(\.displayName))
            isFilling = false
        }
        showStored()
        nameForScreenReaders()
    }

    /// Names the drop-down and the parts GTK builds inside its button for the shown choice.
    private func nameForScreenReaders() {
        dropDown.setAccessibleName(tr("Word category"))
    }

    /// The category shown as chosen; nil for All.
    var selected: WordCategory? {
        let index = dropDown.selectedIndex - 1
        return categories.indices.contains(index) ? categories[index] : nil
    }

    /// Chooses `category` as the player would by picking it; nil for All.
    func select(_ category: WordCategory?) {
        dropDown.selectedIndex = category.flatMap { categories.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
    }

    private func showStored() {
        isFilling = true
        select(settings.category)
        isFilling = false
    }

    private func pick() {
        nameForScreenReaders()
        guard !isFilling else { return }
        let category = selected
        guard category != settings.category else { return }
        // A failed save keeps the category in memory (the store's rule), as the level does.
        try? settings.setCategory(category)
        onChange?()
    }
}

extension WordCategory {
    /// The category's name in the picker.
    var displayName: String {
        switch self {
        // Translators: word categories of the Words page's picker.
        case .animals: ctr("word category", "Animals")
        case .food: ctr("word category", "Food and Drink")
        case .plants: ctr("word category", "Plants")
        case .body: ctr("word category", "The Body")
        case .clothes: ctr("word category", "Clothes")
        case .objects: ctr("word category", "Home and Objects")
        case .places: ctr("word category", "Places")
        case .nature: ctr("word category", "Nature and Weather")
        case .people: ctr("word category", "People and Jobs")
        case .sport: ctr("word category", "Sport and Games")
        case .feelings: ctr("word category", "Feelings")
        case .time: ctr("word category", "Time")
        case .actions: ctr("word category", "Actions")
        }
    }

    /// The category as a hint: what the hidden word names.
    var hintText: String {
        switch self {
        // Translators: the first hint of a word: what kind of thing it names.
        case .animals: tr("Hint: an animal")
        case .food: tr("Hint: something to eat or drink")
        case .plants: tr("Hint: a plant")
        case .body: tr("Hint: a part of the body")
        case .clothes: tr("Hint: something to wear")
        case .objects: tr("Hint: a thing people make or use")
        case .places: tr("Hint: a place")
        case .nature: tr("Hint: something of nature or the weather")
        case .people: tr("Hint: a person")
        case .sport: tr("Hint: a sport or a game")
        case .feelings: tr("Hint: a feeling")
        case .time: tr("Hint: a time")
        case .actions: tr("Hint: an action (a verb)")
        }
    }
}

extension PartOfSpeech {
    /// The part of speech as a hint, for a word without a category.
    var hintText: String {
        switch self {
        case .noun: tr("Hint: a noun (a thing or an idea)")
        case .verb: tr("Hint: a verb (an action)")
        case .adjective: tr("Hint: an adjective (a describing word)")
        case .adverb: tr("Hint: an adverb")
        }
    }
}
