/// A letter a player can guess: A–Z, and Ñ, which Spanish counts as a letter of its own.
public struct Letter: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The uppercase letter: "A" to "Z", or "Ñ".
    public let scalar: Unicode.Scalar

    /// A letter from a typed character: `a`–`z`, `A`–`Z`, `ñ` or `Ñ`, nothing else. Which letter
    /// an accented character is guessed as depends on the puzzle's `Alphabet`.
    public init?(_ character: Character) {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0x41...0x5A: self.scalar = scalar
        case 0x61...0x7A: self.scalar = Unicode.Scalar(scalar.value - 32)!
        case 0xD1, 0xF1: self.scalar = "Ñ"
        default: return nil
        }
    }

    private init(uncheckedScalar scalar: Unicode.Scalar) { self.scalar = scalar }

    /// A to Z, in order: the letters of every language but Spanish.
    public static let alphabet: [Letter] = (UInt8(0x41)...UInt8(0x5A)).map { Letter(uncheckedScalar: Unicode.Scalar($0)) }

    /// Ñ, after N in the Spanish alphabet.
    public static let eñe = Letter(uncheckedScalar: "Ñ")

    /// The uppercase character.
    public var character: Character { Character(scalar) }

    public var description: String { String(character) }

    /// Alphabetical order: Ñ between N and O.
    private var order: UInt32 { self == .eñe ? 0x4E * 2 + 1 : scalar.value * 2 }

    public static func < (lhs: Letter, rhs: Letter) -> Bool { lhs.order < rhs.order }
}

extension Letter: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let character = text.first, text.count == 1, let letter = Letter(character) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a letter A–Z or Ñ: \(text.prefix(20))"))
        }
        self = letter
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The letters of a puzzle's language, and how its characters are guessed.
///
/// - Accented letters are found with their base letter: É with E, Ä with A, Ç with C.
/// - Spanish counts Ñ as a letter of its own, after N, with a key of its own; elsewhere (a film
///   title, a French word) Ñ is found with N.
/// - German ß is found with S, as Ä is found with A: a German player looks for it among the
///   letters of the alphabet, and ß has no capital in everyday writing ("SS" would need two
///   cells for one letter). The physical ß key types S.
/// - The ligatures Œ and Æ are two letters in one cell: O and E (A and E) each reveal their
///   half, as a French player who spells "cœur" as c-o-e-u-r expects.
public struct Alphabet: Hashable, Sendable {
    /// Letters beyond A–Z that this alphabet counts on their own (Ñ for Spanish).
    public let ownLetters: Set<Letter>

    public init(ownLetters: Set<Letter> = []) {
        self.ownLetters = ownLetters
    }

    /// A–Z: every language but Spanish, and films.
    public static let latin = Alphabet()
    /// A–Z and Ñ.
    public static let spanish = Alphabet(ownLetters: [.eñe])

    /// The keys of the on-screen keyboard, in alphabetical order.
    public var keys: [Letter] {
        (Letter.alphabet + ownLetters).sorted()
    }

    /// The letter a typed character guesses: `a`–`z`; an accented letter as its base (ä as A);
    /// ß as S; ñ as Ñ where the alphabet has it, else N. Nil for anything else.
    public func letter(typed character: Character) -> Letter? {
        switch CharacterRole(of: character, in: self) {
        case .hidden(let letter): letter
        case .shown, .unfoldable, .ligature: nil
        }
    }
}
