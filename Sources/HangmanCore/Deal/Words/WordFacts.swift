/// What kind of thing a word names, from the bundled lists (`scripts/make-wordlists.py`: WordNet's
/// lexicographer files for English, carried to the other languages through FreeDict). The
/// Words page can deal from one, and it is a word's first hint.
public enum WordCategory: String, CaseIterable, Codable, Sendable {
    case animals, food, plants, body, clothes, objects, places, nature, people, sport, feelings, time, actions

    /// How many words a category needs in a language to be offered there.
    public static let minimumWords = 100
}

/// A word's part of speech, its first hint when it has no category.
public enum PartOfSpeech: String, CaseIterable, Codable, Sendable {
    case noun
    case verb
    case adjective = "adj"
    case adverb = "adv"
}

/// What the bundled list says of a word: its part of speech and category (the first hint), a
/// definition in the word's language that never gives the answer away (the second hint, written
/// or read by a native-speaking review), and what it means in English (for an English word, the
/// same definition; for another language, its English translation), shown once the game is over.
public struct WordFacts: Codable, Equatable, Sendable {
    public var partOfSpeech: PartOfSpeech?
    public var category: WordCategory?
    public var definition: String?
    public var meaning: String?

    public init(partOfSpeech: PartOfSpeech? = nil, category: WordCategory? = nil, definition: String? = nil, meaning: String? = nil) {
        self.partOfSpeech = partOfSpeech
        self.category = category
        self.definition = definition
        self.meaning = meaning
    }

    /// What the end of a game says the word means, in the word's `language`: its own
    /// definition, then for a language other than English its English meaning ("Petit animal
    /// domestique qui miaule", "cat"). Nil for a word the lists say nothing of.
    public func endMeaning(in language: WordLanguage?) -> (definition: String, inEnglish: String?)? {
        guard let definition = definition ?? meaning else { return nil }
        let inEnglish = language == .english || definition == meaning ? nil : meaning
        return (definition, inEnglish)
    }
}

/// A bundled word's line in `<lang>.txt`: its level and what kind of word it is.
public struct WordEntry: Equatable, Sendable {
    public var word: String
    public var level: WordLevel
    public var partOfSpeech: PartOfSpeech?
    public var category: WordCategory?

    public init(word: String, level: WordLevel, partOfSpeech: PartOfSpeech? = nil, category: WordCategory? = nil) {
        self.word = word
        self.level = level
        self.partOfSpeech = partOfSpeech
        self.category = category
    }
}
