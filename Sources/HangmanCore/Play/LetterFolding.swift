/// How a character of an answer takes part in the game.
public enum CharacterRole: Equatable, Sendable {
    /// A letter that stays hidden until the player guesses the letter it folds to.
    case hidden(Letter)
    /// Spaces, digits, punctuation, apostrophes: shown from the start.
    case shown
    /// Œ or Æ: two letters in one cell, each found on its own (O then E, A then E).
    case ligature(Letter, Letter)
    /// A letter that folds to no letter of the alphabet (Cyrillic, CJK, Ø …): the puzzle is unplayable.
    case unfoldable
}

extension CharacterRole {
    /// Classifies one character of an answer, in `alphabet` (see `Alphabet` for the rules).
    ///
    /// A letter folds by dropping its diacritics: `é`, `É` and `e` + U+0301 all fold to E, `ç` to C,
    /// `ø` to O; `ñ` to N unless the alphabet has Ñ of its own; `ß` to S. Œ and Æ are ligatures
    /// of two letters. Letters outside the Latin script fold to nothing, because one guess could
    /// not honestly stand for them, so a puzzle containing them is rejected by its source.
    public init(of character: Character, in alphabet: Alphabet = .latin) {
        // ASCII first: no Unicode property tables for the common case (a list of 10,000 words
        // spent most of its load time in them).
        if character.asciiValue != nil {
            self = Letter(character).map(CharacterRole.hidden) ?? .shown
            return
        }
        guard character.isLetter else {
            self = .shown
            return
        }
        switch character {
        case "ñ", "Ñ", "n\u{303}", "N\u{303}":
            self = .hidden(alphabet.ownLetters.contains(.eñe) ? .eñe : Letter("N")!)
            return
        case "ß", "ẞ":
            self = .hidden(Letter("S")!)
            return
        case "œ", "Œ":
            self = .ligature(Letter("O")!, Letter("E")!)
            return
        case "æ", "Æ":
            self = .ligature(Letter("A")!, Letter("E")!)
            return
        default:
            break
        }
        let scalars = character.unicodeScalars
        guard let base = scalars.first,
              scalars.dropFirst().allSatisfy({ $0.properties.isCombiningMark })
        else {
            self = .unfoldable
            return
        }
        if let letter = Letter(Character(base)) {
            self = .hidden(letter)
        } else if let letter = Self.latinBaseLetter(of: base) {
            self = .hidden(letter)
        } else {
            self = .unfoldable
        }
    }

    /// The base letter of a precomposed Latin letter, read from its Unicode name:
    /// "LATIN SMALL LETTER E WITH ACUTE" folds to E; "LATIN CAPITAL LETTER ETH" folds to nothing.
    private static func latinBaseLetter(of scalar: Unicode.Scalar) -> Letter? {
        guard let name = scalar.properties.name else { return nil }
        for prefix in ["LATIN CAPITAL LETTER ", "LATIN SMALL LETTER "] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let baseName = rest.split(separator: " ", maxSplits: 1).first ?? rest
            let isBareOrDecorated = rest.count == baseName.count || rest.dropFirst(baseName.count).hasPrefix(" WITH ")
            guard baseName.count == 1, isBareOrDecorated, let first = baseName.first else { return nil }
            return Letter(first)
        }
        return nil
    }
}

extension Unicode.Scalar.Properties {
    /// True for marks that combine with the preceding base character (accents, cedillas …).
    var isCombiningMark: Bool {
        switch generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
