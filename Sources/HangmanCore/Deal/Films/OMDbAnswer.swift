#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one OMDb answer means for the game.
public enum OMDbAnswer: Equatable, Sendable {
    /// A feature film with a playable title: checked here, once, for every later use.
    case film(FilmPuzzle)
    /// A real answer about this id that the game cannot use: a series, a short, an unplayable
    /// title, "Incorrect IMDb ID.", "Error getting data." … Worth caching.
    case notPlayable(String)
    /// OMDb refused the key: missing, invalid or over its daily limit. Nothing to cache.
    case keyRefused(FallbackReason)
    /// Broken JSON, an HTML page, a stack trace: a miss, but not an answer about the id.
    case unreadable

    /// Reads an answer. Every OMDb error is `{"Response":"False","Error":…}`, with HTTP 401 for
    /// key problems and 200 for the rest, so this tests `Response`, not the status.
    public static func decode(status: Int, body: [UInt8]) -> OMDbAnswer {
        // "Too many requests", whatever the body (often HTML): the key has used its quota for
        // now. It is no answer about the id, and no reason to say the key is wrong.
        if status == 429 { return .keyRefused(.requestLimitReached) }
        guard JSONValue.isShallow(body), let fields = try? JSONDecoder().decode([String: JSONValue].self, from: Data(body)),
              case .string(let response) = fields["Response"]
        else { return .unreadable }
        // Values stay as OMDb sends them: `Film` decides what is unknown ("N/A", blank, too long).
        func text(_ key: String) -> String? {
            guard case .string(let value) = fields[key] else { return nil }
            let trimmed = value.trimmingSpaces
            return trimmed.isEmpty ? nil : trimmed
        }
        guard response == "True" else {
            let error = text("Error") ?? "HTTP \(status)"
            switch error {
            case "No API key provided.": return .keyRefused(.missingAPIKey)
            case "Invalid API key!": return .keyRefused(.invalidAPIKey)
            case "Request limit reached!": return .keyRefused(.requestLimitReached)
            default: return status == 401 ? .keyRefused(.invalidAPIKey) : .notPlayable(String(error.prefix(Film.maximumFieldLength)))
            }
        }
        guard let imdbID = text("imdbID"), IMDbID.isValid(imdbID), let title = text("Title") else { return .unreadable }
        guard text("Type") == "movie" else { return .notPlayable("type \(text("Type")?.prefix(20) ?? "unknown")") }
        let isShort = text("Genre")?.commaSeparated.contains("Short") ?? false
        if isShort && (runtimeMinutes(text("Runtime")) ?? 0) < 40 { return .notPlayable("short film") }
        // Film bounds every field and cleans the title; a title too long or with letters the
        // game cannot fold is a miss, cached like any other.
        let film = Film(
            imdbID: imdbID,
            title: title,
            year: text("Year"),
            released: text("Released"),
            imdbRating: text("imdbRating"),
            rated: text("Rated"),
            genres: text("Genre").map(Film.genres(fromField:)) ?? [],
            directors: text("Director")?.commaSeparated ?? [],
            actors: text("Actors")?.commaSeparated
        )
        guard let puzzle = FilmPuzzle(film: film) else { return .notPlayable("unplayable title") }
        return .film(puzzle)
    }

    /// 102 for "102 min".
    /// Minutes from "102 min"; nil when unknown or not a positive runtime a film can have
    /// ("0 min", "-5 min", a week).
    static func runtimeMinutes(_ runtime: String?) -> Int? {
        guard let runtime, let minutes = Int(runtime.prefix { $0.isASCII && $0.isNumber }), (1...10_000).contains(minutes) else { return nil }
        return minutes
    }
}

extension String {
    /// "A, B,C" as ["A", "B", "C"], without empty items.
    var commaSeparated: [String] {
        split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
}
