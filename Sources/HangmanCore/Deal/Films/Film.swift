#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A film as the Movies mode knows it: from OMDb, the bundled catalogue or a cache. Every source
/// makes one through the same initializer, which is where its values are checked: a nil or empty
/// value means unknown, and OMDb's "N/A" stops there.
public struct Film: Codable, Equatable, Sendable {
    public var imdbID: String
    public var title: String
    /// The year of release, "1942".
    public var year: String?
    /// The release date as OMDb writes it, "23 Jan 1943".
    public var released: String?
    /// The IMDb rating out of 10, "8.5".
    public var imdbRating: String?
    /// The age rating, "PG".
    public var rated: String?
    /// The genres in the order the source gives them: ["Drama", "Romance", "War"].
    public var genres: [String]
    public var directors: [String]
    /// Top-billed actors; nil when unknown (the bundled catalogue only knows curated leads).
    public var actors: [String]?

    /// Every text field at most this many characters; a longer one is unknown.
    public static let maximumFieldLength = 100
    /// At most this many directors, actors and genres each.
    public static let maximumNames = 10

    /// A film whatever its source gives: each text is cleaned of control and bidi characters,
    /// a blank field, OMDb's "N/A" or a field over `maximumFieldLength` is unknown, and at most
    /// `maximumNames` names and genres are kept (one over the length is dropped). The title is
    /// only cleaned: `Puzzle` judges its length.
    public init(
        imdbID: String, title: String, year: String? = nil, released: String? = nil, imdbRating: String? = nil,
        rated: String? = nil, genres: [String] = [], directors: [String] = [], actors: [String]? = nil
    ) {
        self.imdbID = imdbID
        self.title = title.withoutControlCharacters.trimmingSpaces
        self.year = Self.bounded(year).flatMap(Self.plausibleYear)
        self.released = Self.bounded(released)
        self.imdbRating = Self.bounded(imdbRating).flatMap(Self.plausibleRating)
        self.rated = Self.bounded(rated)
        self.genres = Self.bounded(genres)
        self.directors = Self.bounded(directors)
        // A cast list with no name left is unknown, as no list at all is.
        self.actors = actors.map(Self.bounded).flatMap { $0.isEmpty ? nil : $0 }
    }

    private enum CodingKeys: String, CodingKey {
        case imdbID, title, year, released, imdbRating, rated, genres, directors, actors
        /// The catalogue's, and files written before genres were a list: "Drama, Romance".
        case genre
    }

    /// Decodes under the same bounds, so a cache or queue file written before them, or edited
    /// by hand, is cleaned as it loads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let genres = try container.decodeIfPresent([String].self, forKey: .genres)
            ?? container.decodeIfPresent(String.self, forKey: .genre).map(Self.genres(fromField:)) ?? []
        self.init(
            imdbID: try container.decode(String.self, forKey: .imdbID),
            title: try container.decode(String.self, forKey: .title),
            year: try container.decodeIfPresent(String.self, forKey: .year),
            released: try container.decodeIfPresent(String.self, forKey: .released),
            imdbRating: try container.decodeIfPresent(String.self, forKey: .imdbRating),
            rated: try container.decodeIfPresent(String.self, forKey: .rated),
            genres: genres,
            directors: try container.decodeIfPresent([String].self, forKey: .directors) ?? [],
            actors: try container.decodeIfPresent([String].self, forKey: .actors))
        guard IMDbID.isValid(imdbID) else {
            throw DecodingError.dataCorruptedError(forKey: .imdbID, in: container, debugDescription: "not an IMDb id")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(imdbID, forKey: .imdbID)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(year, forKey: .year)
        try container.encodeIfPresent(released, forKey: .released)
        try container.encodeIfPresent(imdbRating, forKey: .imdbRating)
        try container.encodeIfPresent(rated, forKey: .rated)
        try container.encode(genres, forKey: .genres)
        try container.encode(directors, forKey: .directors)
        try container.encodeIfPresent(actors, forKey: .actors)
    }

    /// The genres of a field written as OMDb and the catalogue write it, "Drama, Romance"; none
    /// when the field is longer than any real one (`maximumFieldLength`).
    public static func genres(fromField field: String) -> [String] {
        field.count <= maximumFieldLength ? field.commaSeparated : []
    }

    private static func bounded(_ field: String?) -> String? {
        guard let cleaned = field?.withoutControlCharacters.trimmingSpaces, !cleaned.isEmpty, cleaned != "N/A",
              cleaned.count <= maximumFieldLength
        else { return nil }
        return cleaned
    }

    /// A year a film can have: 1870 (the first moving pictures) to next year. Anything else
    /// ("19999", "-3") is unknown, never shown cut or as it came.
    static func plausibleYear(_ text: String) -> String? {
        guard text.count == 4, text.allSatisfy(\.isASCIIDigit), let year = Int(text) else { return nil }
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
        return (1870...nextYear).contains(year) ? text : nil
    }

    /// An IMDb rating: a number from 0 to 10 ("8.5"); "99.9" or "-3.0" is unknown.
    static func plausibleRating(_ text: String) -> String? {
        guard text.allSatisfy({ $0.isASCIIDigit || $0 == "." }), let rating = Double(text), (0...10).contains(rating) else { return nil }
        return text
    }

    private static func bounded(_ names: [String]) -> [String] {
        Array(names.lazy.compactMap { bounded($0) }.prefix(maximumNames))
    }
}

/// A film ready to play: its title as a puzzle, and the film for the hints. It is kept as its
/// film: decoding checks the title is still playable.
public struct FilmPuzzle: Equatable, Sendable, Codable {
    public var puzzle: Puzzle
    public var film: Film

    /// Nil when the title is unplayable.
    public init?(film: Film) {
        guard let puzzle = Puzzle.playable(film.title) else { return nil }
        self.puzzle = puzzle
        self.film = film
    }

    public init(from decoder: any Decoder) throws {
        let film = try decoder.singleValueContainer().decode(Film.self)
        guard let puzzle = FilmPuzzle(film: film) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unplayable title"))
        }
        self = puzzle
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(film)
    }
}

/// IMDb ids as OMDb takes them: `tt` and 7 digits, tt0000001 to tt0055252 for this game.
public enum IMDbID {
    public static let range = 1...55252

    /// `tt0034583` for 34583.
    public static func string(_ number: Int) -> String {
        let digits = String(number)
        return "tt" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// True for `^tt\d{7}$`; anything else makes OMDb answer broken JSON.
    public static func isValid(_ id: String) -> Bool {
        let utf8 = Array(id.utf8)
        return utf8.count == 9 && utf8[0] == UInt8(ascii: "t") && utf8[1] == UInt8(ascii: "t")
            && utf8[2...].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    public static func random<G: RandomNumberGenerator>(using generator: inout G) -> String {
        string(Int.random(in: range, using: &generator))
    }
}
