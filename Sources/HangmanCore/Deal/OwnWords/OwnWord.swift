/// Why a word a player supplied (a friend's word, a line of a word list) cannot be played. The
/// app says each in one plain phrase, on the entry or beside the line's number.
public enum OwnWordProblem: Error, Equatable, Sendable {
    /// Nothing but spaces.
    case empty
    /// A digit: words are spelled out.
    case digits
    /// A character that is neither a letter of the word's language, a space, an apostrophe nor
    /// a hyphen (punctuation, an emoji, a letter of another script).
    case notAllowed(Character)
    /// More letters to find than `OwnWord.maximumLetters`.
    case tooManyLetters(Int)
    /// Fewer distinct letters than `OwnWord.minimumDistinctLetters`: nothing to guess.
    case tooFewDistinctLetters
    /// Longer than `OwnWord.maximumCharacters`, spaces and all.
    case tooLong
}

/// A word or short phrase a player supplies, with its optional hint.
public struct OwnWordEntry: Codable, Hashable, Sendable {
    /// The word as it is played (`OwnWord.normalized`).
    public var word: String
    /// Shown after the first wrong letter; nil without one.
    public var hint: String?

    public init(word: String, hint: String? = nil) {
        self.word = word
        self.hint = hint
    }
}

/// The rules of a player's own word, the same for a friend's word and a list's line: letters of
/// the chosen language (its own letters included, Ñ in Spanish; accented letters fold as the
/// game's words do), spaces, apostrophes and hyphens; at most 40 letters; at least 2 distinct.
public enum OwnWord {
    public static let maximumLetters = 40
    public static let minimumDistinctLetters = 2
    /// Spaces and all: "a short phrase", never a paragraph.
    public static let maximumCharacters = 60
    /// A hint is a short sentence.
    public static let maximumHintCharacters = 120

    /// The characters shown from the start besides letters.
    static let separators: Set<Character> = [" ", "'", "’", "-", "‐"]

    /// `text` without spaces around it, runs of spaces (tabs included) made one.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" }).joined(separator: " ")
    }

    /// The hint as it is kept: trimmed the same way; nil when empty.
    public static func normalizedHint(_ text: String?) -> String? {
        guard let text else { return nil }
        let hint = normalized(text)
        return hint.isEmpty ? nil : hint
    }

    /// The puzzle of `text` in `language`, or the first thing that stops it being one.
    public static func check(_ text: String, in language: WordLanguage) -> Result<Puzzle, OwnWordProblem> {
        let word = normalized(text)
        guard !word.isEmpty else { return .failure(.empty) }
        var letters = 0
        for character in word {
            switch CharacterRole(of: character, in: language.alphabet) {
            case .hidden: letters += 1
            case .ligature: letters += 2
            case .shown:
                guard !separators.contains(character) else { continue }
                return .failure(character.isNumber ? .digits : .notAllowed(character))
            case .unfoldable: return .failure(.notAllowed(character))
            }
        }
        guard letters <= maximumLetters else { return .failure(.tooManyLetters(letters)) }
        guard word.count <= maximumCharacters else { return .failure(.tooLong) }
        do {
            return .success(try Puzzle(answer: word, alphabet: language.alphabet, minimumDistinctLetters: minimumDistinctLetters))
        } catch .tooFewLetters {
            return .failure(.tooFewDistinctLetters)
        } catch {
            return .failure(.tooLong)
        }
    }
}

/// Where a Words game's word came from when a player supplied it.
public enum OwnWordSource: Hashable, Sendable {
    /// Typed by a friend in the Word for a Friend dialog.
    case friend
    /// A line of one of the player's word lists: its id, and its name when the game was played
    /// (the history keeps it if the list is renamed or removed).
    case list(id: String, name: String)
}

extension OwnWordSource: Codable {
    private enum CodingKeys: String, CodingKey { case kind, id, name }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "friend": self = .friend
        case "list":
            let name = try container.decode(String.self, forKey: .name)
            self = .list(id: try container.decode(String.self, forKey: .id), name: String(name.prefix(WordList.maximumNameCharacters)))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown word source")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .friend:
            try container.encode("friend", forKey: .kind)
        case .list(let id, let name):
            try container.encode("list", forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
        }
    }
}
