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
/// definition in the word's language that never gives the answer away (the second hint: WordNet's
/// for English, Wiktionary's for French, German and Italian, none for Spanish), and what it
/// means (the English definition, or the English translation of a word of another language,
/// else its own definition), shown once the game is over.
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
