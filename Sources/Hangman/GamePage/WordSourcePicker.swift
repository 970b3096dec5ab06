import GtkKit
import HangmanCore

/// Where the Words page's words come from: the game's own words, or one of the player's lists
/// (Preferences › Your Word Lists). Shown only once the player has a list. Remembered, and
/// applied from the next game, as the level and the category are.
@MainActor
final class WordSourcePicker {
    let box = Box(.horizontal, spacing: 8)
    /// Built once the player has a list: a drop-down is the costliest widget of the first frame
    /// (docs/benchmarks.md), and this one is hidden until then.
    private(set) var dropDown: DropDown?
    /// Called after the player picked another source and it was stored.
    var onChange: (() -> Void)?
    /// The lists offered after the game's words, in the order shown.
    private(set) var lists: [WordList] = []
    private let services: AppServices
    private var isFilling = false
    private var shownChoices: [String] = []

    init(services: AppServices) {
        self.services = services
        let label = Label(tr("Words"))
        label.addCSSClass("dim-label")
        box.addCSSClass("source-picker")
        box.append(label)
        refresh()
    }

    /// Lists the player's lists as they are now, showing the stored choice.
    func refresh() {
        lists = services.wordLists.all
        box.isVisible = !lists.isEmpty
        guard !lists.isEmpty || dropDown != nil else { return }
        let dropDown = self.dropDown ?? makeDropDown()
        // Translators: the first choice of the Words page's source: the game's own word lists.
        let choices = [tr("Hangman’s Words")] + lists.map { Self.shown($0.name) }
        isFilling = true
        if choices != shownChoices {
            shownChoices = choices
            dropDown.setChoices(choices)
        }
        select(services.chosenList?.id)
        isFilling = false
        dropDown.setAccessibleName(tr("Words from"))
        showFullName()
    }

    /// The most characters of a list's name the picker shows: a longer name is cut with an
    /// ellipsis, so that no name widens the window; the tooltip gives it whole.
    static let shownNameLength = 24

    static func shown(_ name: String) -> String {
        guard name.count > shownNameLength else { return name }
        var cut = name.prefix(shownNameLength - 1)
        while cut.last?.isWhitespace == true { cut.removeLast() }
        return cut + "…"
    }

    /// The tooltip names the chosen list in full, above what a choice does.
    private func showFullName() {
        let applies = tr("Applies at once before your first letter, else from the next game")
        let chosen = selectedListID.flatMap { id in lists.first { $0.id == id } }
        dropDown?.tooltip = chosen.map { $0.name + "\n" + applies } ?? applies
    }

    private func makeDropDown() -> DropDown {
        let dropDown = DropDown(choices: [])
        box.append(dropDown)
        dropDown.onSelectionChanged { [weak self] in self?.pick() }
        self.dropDown = dropDown
        return dropDown
    }

    /// The list shown as chosen; nil for the game's own words.
    var selectedListID: String? {
        guard let dropDown else { return nil }
        let index = dropDown.selectedIndex - 1
        return lists.indices.contains(index) ? lists[index].id : nil
    }

    /// Chooses list `id` as the player would; nil for the game's own words.
    func select(_ id: String?) {
        dropDown?.selectedIndex = id.flatMap { id in lists.firstIndex { $0.id == id } }.map { $0 + 1 } ?? 0
    }

    private func pick() {
        dropDown?.setAccessibleName(tr("Words from"))
        showFullName()
        guard !isFilling else { return }
        let id = selectedListID
        guard id != services.chosenList?.id else { return }
        // A failed save keeps the choice in memory (the store's rule), as the level does.
        try? services.wordSettings.setList(id)
        onChange?()
    }
}
