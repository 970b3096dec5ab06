/// A language the Words mode deals words in.
public enum WordLanguage: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case french = "fr"
    case spanish = "es"
    case german = "de"
    case italian = "it"

    /// random-word-api's `lang=` value; English is its default and takes none.
    public var apiParameter: String? { self == .english ? nil : rawValue }

    /// The language's name in itself, as the language picker shows it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .french: "Français"
        case .spanish: "Español"
        case .german: "Deutsch"
        case .italian: "Italiano"
        }
    }

    /// The language's letters: Spanish counts Ñ as a letter of its own (see `Alphabet`).
    public var alphabet: Alphabet {
        self == .spanish ? .spanish : .latin
    }

    /// The desktop's language, as gettext picks it: the first entry of `LANGUAGE` that is one of
    /// ours, else the language of `LC_ALL`, `LC_MESSAGES` or `LANG`, the first one set; English
    /// when none is one of the five.
    public static func desktopDefault(environment: [String: String]) -> WordLanguage {
        let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        if let language = list.lazy.compactMap(Self.init(locale:)).first { return language }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[variable], !value.isEmpty { return Self(locale: value) ?? .english }
        }
        return .english
    }

    /// The language of a locale name such as `fr_CA.UTF-8`, `de` or `it_IT@euro`.
    public init?(locale: String) {
        let code = locale.prefix { $0.isLetter }.lowercased()
        self.init(rawValue: code)
    }
}

/// How hard the Words mode's words are.
public enum WordLevel: String, CaseIterable, Codable, Sendable {
    case easy
    case normal
    case hard

    /// What a won game's points are multiplied by: a Hard word needs about three times the
    /// wrong letters of a Normal one from a good player (data/words/README.md), so a Hard win
    /// with errors can beat a flawless Easy one in the records.
    public var scoreFactor: Int {
        switch self {
        case .easy: 1
        case .normal: 2
        case .hard: 3
        }
    }
}

/// A language, a level and a category: what the Words mode deals.
public struct WordChoice: Hashable, Codable, Sendable {
    public var language: WordLanguage
    public var level: WordLevel
    /// Nil deals every category ("All"); a category deals its words of every level.
    public var category: WordCategory?

    public init(language: WordLanguage, level: WordLevel, category: WordCategory? = nil) {
        self.language = language
        self.level = level
        self.category = category
    }

    /// The name of this choice's kept queue and bundled order in the cache: "words-en-normal",
    /// "words-fr-animals".
    public var queueKind: String {
        "words-\(language.rawValue)-\(category?.rawValue ?? level.rawValue)"
    }

    /// This choice without a category its language does not offer (`offered`, those with
    /// enough words there): every category instead. The player's choice is kept for the
    /// languages that offer it.
    public func offering(_ offered: [WordCategory]) -> WordChoice {
        var choice = self
        if let category, !offered.contains(category) { choice.category = nil }
        return choice
    }
}
