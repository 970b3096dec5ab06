/// The player's choices for the Words mode, kept in the store: the word language (Preferences),
/// which follows the desktop until one is chosen, and the level and category (the Words page).
public struct WordSettings: Sendable {
    public static let languageKey = "wordLanguage"
    public static let levelKey = "wordLevel"
    public static let categoryKey = "wordCategory"
    /// The id of the player's word list the Words page deals from; absent for the game's words.
    public static let listKey = "wordList"
    public static let defaultLevel = WordLevel.normal

    public let store: KeyValueStore
    /// The desktop's language (`WordLanguage.desktopDefault`), used until the player picks one.
    public let desktopLanguage: WordLanguage

    public init(store: KeyValueStore, desktopLanguage: WordLanguage) {
        self.store = store
        self.desktopLanguage = desktopLanguage
    }

    /// The language chosen in Preferences, or nil to follow the desktop.
    public var chosenLanguage: WordLanguage? {
        store.string(forKey: Self.languageKey).flatMap(WordLanguage.init(rawValue:))
    }

    public var language: WordLanguage { chosenLanguage ?? desktopLanguage }

    /// The language chosen in Preferences as the settings file at `path` holds it, read without
    /// opening the store (`KeyValueStore.peekString`): nil to follow the desktop, and when the
    /// file cannot say.
    public static func storedLanguage(inSettingsAt path: String) -> WordLanguage? {
        KeyValueStore.peekString(forKey: languageKey, inFileAt: path, limit: AtomicFile.Limit.settings).flatMap(WordLanguage.init(rawValue:))
    }

    public var level: WordLevel {
        store.string(forKey: Self.levelKey).flatMap(WordLevel.init(rawValue:)) ?? Self.defaultLevel
    }

    /// The category picked on the Words page; nil for all of them.
    public var category: WordCategory? {
        store.string(forKey: Self.categoryKey).flatMap(WordCategory.init(rawValue:))
    }

    /// What the next Words game deals (the app checks that the category is offered in the
    /// language: `AppServices.wordChoice`).
    public var choice: WordChoice { WordChoice(language: language, level: level, category: category) }

    /// Chooses the word language; nil follows the desktop again.
    public func setLanguage(_ language: WordLanguage?) throws(StoreError) {
        if let language {
            try store.set(language.rawValue, forKey: Self.languageKey)
        } else {
            try store.removeObject(forKey: Self.languageKey)
        }
    }

    public func setLevel(_ level: WordLevel) throws(StoreError) {
        try store.set(level.rawValue, forKey: Self.levelKey)
    }

    /// Chooses the category; nil deals every category.
    public func setCategory(_ category: WordCategory?) throws(StoreError) {
        if let category {
            try store.set(category.rawValue, forKey: Self.categoryKey)
        } else {
            try store.removeObject(forKey: Self.categoryKey)
        }
    }

    /// The player's word list chosen on the Words page; nil for the game's own words.
    public var listID: String? {
        store.string(forKey: Self.listKey)
    }

    /// Deals from the player's list `id`, or (nil) from the game's own words again.
    public func setList(_ id: String?) throws(StoreError) {
        if let id {
            try store.set(id, forKey: Self.listKey)
        } else {
            try store.removeObject(forKey: Self.listKey)
        }
    }
}
