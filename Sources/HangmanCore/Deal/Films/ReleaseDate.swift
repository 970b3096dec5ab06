/// When a film came out, as precisely as it is known: a day, a month or only a year.
public struct ReleaseDate: Equatable, Sendable {
    public enum Precision: Equatable, Sendable { case day, month, year }

    public var year: Int
    /// 1 to 12, when known.
    public var month: Int?
    /// 1 to 31, when known (then `month` is known too).
    public var day: Int?

    public var precision: Precision { day != nil ? .day : month != nil ? .month : .year }

    public init?(year: Int, month: Int? = nil, day: Int? = nil) {
        guard (1870...2100).contains(year) else { return nil }
        if let month, !(1...12).contains(month) { return nil }
        if let day, month == nil || !(1...31).contains(day) { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The catalogue's ISO dates at their precision ("1943-01-23", "1943-01", "1943") and
    /// OMDb's ("23 Jan 1943").
    public init?(_ text: String) {
        let parts = text.trimmingSpaces.split(separator: "-").map(String.init)
        if let first = parts.first, parts.count <= 3, first.count == 4,
           parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }) {
            guard let year = Int(first) else { return nil }
            self.init(year: year, month: parts.count > 1 ? Int(parts[1]) : nil, day: parts.count > 2 ? Int(parts[2]) : nil)
            return
        }
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 3, let day = Int(words[0]), let year = Int(words[2]),
              let month = Self.omdbMonths.firstIndex(of: words[1]).map({ $0 + 1 })
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The year of OMDb's `Year` field: "1942", or a series' "1942–1944".
    public init?(yearField text: String) {
        let digits = text.trimmingSpaces.prefix(4)
        guard digits.count == 4, digits.allSatisfy(\.isASCIIDigit), let year = Int(digits) else { return nil }
        self.init(year: year)
    }

    static let omdbMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}

extension Character {
    /// 0 to 9 only: a range of `Character` would also hold "1" with a combining accent.
    var isASCIIDigit: Bool { asciiValue.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
}
