/// One of the 26 letters A–Z that a player can guess.
public struct Letter: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The uppercase ASCII code of the letter, 65 ("A") to 90 ("Z").
    public let asciiValue: UInt8

    /// A letter from a typed character: `a`–`z` or `A`–`Z`, nothing else.
    public init?(_ character: Character) {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): asciiValue = ascii
        case UInt8(ascii: "a")...UInt8(ascii: "z"): asciiValue = ascii - 32
        default: return nil
        }
    }

    private init(uncheckedASCII ascii: UInt8) { asciiValue = ascii }

    /// A to Z, in order.
    public static let alphabet: [Letter] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map(Letter.init(uncheckedASCII:))

    /// The uppercase character.
    public var character: Character { Character(Unicode.Scalar(asciiValue)) }

    public var description: String { String(character) }

    public static func < (lhs: Letter, rhs: Letter) -> Bool { lhs.asciiValue < rhs.asciiValue }
}

extension Letter: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let character = text.first, text.count == 1, let letter = Letter(character) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a letter A–Z: \(text.prefix(20))"))
        }
        self = letter
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
