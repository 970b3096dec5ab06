/// Why an answer cannot be played.
public enum UnplayableReason: Error, Equatable, Sendable {
    /// Fewer than three distinct letters to guess.
    case tooFewLetters(Int)
    /// A letter that folds to no letter of the puzzle's alphabet.
    case unfoldableLetter(Character)
    /// More than `Puzzle.maximumLength` characters or `Puzzle.maximumLetters` letters to find:
    /// no real title is that long, and GTK cannot lay out a 50,000-character one.
    case tooLong
}

/// An answer that can be played: a word or a film title with at least three distinct letters,
/// every one of which folds to A–Z.
public struct Puzzle: Hashable, Sendable {
    /// The minimum number of distinct letters that makes a puzzle worth playing.
    public static let minimumDistinctLetters = 3
    /// The longest answer, in characters; the longest title in the catalogue has 42.
    public static let maximumLength = 100
    /// The most letters to find (hidden positions); the catalogue's longest has 36.
    public static let maximumLetters = 40

    /// The answer exactly as it is displayed once revealed.
    public let answer: String
    /// The distinct letters the player has to find.
    public let letters: Set<Letter>
    /// The letters of the answer's language: a Spanish word has Ñ of its own.
    public let alphabet: Alphabet

    /// Accepts `answer` if it is playable in `alphabet`, else says why not. A player's own word
    /// (a friend's, a list's) may have fewer distinct letters than the game's own words need.
    public init(answer: String, alphabet: Alphabet = .latin, minimumDistinctLetters: Int = Puzzle.minimumDistinctLetters) throws(UnplayableReason) {
        var letters = Set<Letter>()
        var length = 0, hiddenCount = 0
        for character in answer {
            length += 1
            guard length <= Self.maximumLength else { throw .tooLong }
            switch CharacterRole(of: character, in: alphabet) {
            case .hidden(let letter):
                hiddenCount += 1
                guard hiddenCount <= Self.maximumLetters else { throw .tooLong }
                letters.insert(letter)
            case .ligature(let first, let second):
                hiddenCount += 2
                guard hiddenCount <= Self.maximumLetters else { throw .tooLong }
                letters.insert(first)
                letters.insert(second)
            case .shown: continue
            case .unfoldable: throw .unfoldableLetter(character)
            }
        }
        guard letters.count >= minimumDistinctLetters else { throw .tooFewLetters(letters.count) }
        self.answer = answer
        self.letters = letters
        self.alphabet = alphabet
    }

    /// A playable puzzle in `alphabet`, or nil.
    public static func playable(_ answer: String, alphabet: Alphabet = .latin, minimumDistinctLetters: Int = Puzzle.minimumDistinctLetters) -> Puzzle? {
        try? Puzzle(answer: answer, alphabet: alphabet, minimumDistinctLetters: minimumDistinctLetters)
    }

    /// The same answer as `playable(answer) != nil`, without building the letter set for a plain
    /// a–z word: the bundled list checks 10,000 words this way.
    public static func isPlayable(_ answer: String) -> Bool {
        var seen: UInt32 = 0
        guard answer.utf8.count <= maximumLetters else { return playable(answer) != nil }
        for byte in answer.utf8 {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return playable(answer) != nil }
            seen |= 1 << (byte - UInt8(ascii: "a"))
        }
        return seen.nonzeroBitCount >= minimumDistinctLetters
    }
}

/// A puzzle is stored as its answer, and with the letters of its alphabet when it has its own
/// (a Spanish word): `"pumpkin"`, or `{"answer": "año", "ownLetters": ["Ñ"]}`.
extension Puzzle: Codable {
    private enum CodingKeys: String, CodingKey {
        case answer, ownLetters
    }

    public init(from decoder: any Decoder) throws {
        let answer: String
        var alphabet = Alphabet.latin
        if let plain = try? decoder.singleValueContainer().decode(String.self) {
            answer = plain
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            answer = try container.decode(String.self, forKey: .answer)
            alphabet = Alphabet(ownLetters: Set(try container.decodeIfPresent([Letter].self, forKey: .ownLetters) ?? []))
        }
        do {
            try self.init(answer: answer, alphabet: alphabet)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unplayable puzzle: \(error)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if alphabet.ownLetters.isEmpty {
            var container = encoder.singleValueContainer()
            try container.encode(answer)
        } else {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(answer, forKey: .answer)
            try container.encode(alphabet.ownLetters.sorted(), forKey: .ownLetters)
        }
    }
}
