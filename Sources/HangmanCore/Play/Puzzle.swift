/// Why an answer cannot be played.
public enum UnplayableReason: Error, Equatable, Sendable {
    /// Fewer than three distinct letters to guess.
    case tooFewLetters(Int)
    /// A letter that folds to no A–Z letter.
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

    /// Accepts `answer` if it is playable, else says why not.
    public init(answer: String) throws(UnplayableReason) {
        var letters = Set<Letter>()
        var length = 0, hiddenCount = 0
        for character in answer {
            length += 1
            guard length <= Self.maximumLength else { throw .tooLong }
            switch CharacterRole(of: character) {
            case .hidden(let letter):
                hiddenCount += 1
                guard hiddenCount <= Self.maximumLetters else { throw .tooLong }
                letters.insert(letter)
            case .shown: continue
            case .unfoldable: throw .unfoldableLetter(character)
            }
        }
        guard letters.count >= Self.minimumDistinctLetters else { throw .tooFewLetters(letters.count) }
        self.answer = answer
        self.letters = letters
    }

    /// A playable puzzle, or nil.
    public static func playable(_ answer: String) -> Puzzle? {
        try? Puzzle(answer: answer)
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

extension Puzzle: Codable {
    public init(from decoder: any Decoder) throws {
        let answer = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(answer: answer)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unplayable puzzle: \(error)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(answer)
    }
}
