extension String {
    /// Without leading and trailing white space (FoundationEssentials has no `trimmingCharacters`).
    public var trimmingSpaces: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return String(self[start..<max(start, end)])
    }
}
