extension String {
    /// Without leading and trailing white space (FoundationEssentials has no `trimmingCharacters`).
    public var trimmingSpaces: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return String(self[start..<max(start, end)])
    }
}

extension String {
    /// The text as a label may show it: control characters and line or paragraph separators
    /// become spaces, and bidi controls (U+202E and its kin) are dropped, so a title or a name
    /// can neither reorder nor hide what is drawn around it. Other format characters stay: the
    /// joiners inside emoji and Persian words are part of the text.
    public var withoutControlCharacters: String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: scalars.append(" ")
            default: if !scalar.properties.isBidiControl { scalars.append(scalar) }
            }
        }
        return String(scalars)
    }
}
