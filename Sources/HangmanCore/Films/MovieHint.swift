/// A hint the Movies page adds as the player errs.
public enum MovieHint: Equatable, Sendable {
    /// After 2 wrong letters: `Released`, else `Year`; nil when unknown.
    case releaseDate(String?)
    /// After 4: the IMDb rating out of 10 and the age rating, and the genre; nil when unknown.
    case ratingAndGenre(rating: String?, rated: String?, genre: String?)
    /// After 5: at most 2 directors and at most 3 actors; empty when unknown.
    case people(directors: [String], actors: [String])

    /// The wrong-guess count at which each hint appears, in order.
    public static let schedule = [2, 4, 5]

    public static let maxDirectors = 2
    public static let maxActors = 3
}

extension Film {
    /// The hints shown after `wrongGuesses` errors, in the order they appeared.
    public func hints(forWrongGuesses wrongGuesses: Int) -> [MovieHint] {
        var hints: [MovieHint] = []
        if wrongGuesses >= MovieHint.schedule[0] {
            hints.append(.releaseDate(released.known ?? year.known))
        }
        if wrongGuesses >= MovieHint.schedule[1] {
            hints.append(.ratingAndGenre(rating: imdbRating.known, rated: rated.known, genre: genre.known))
        }
        if wrongGuesses >= MovieHint.schedule[2] {
            hints.append(.people(
                directors: Array(directors.prefix(MovieHint.maxDirectors)),
                actors: Array((actors ?? []).prefix(MovieHint.maxActors))
            ))
        }
        return hints
    }
}

extension Optional where Wrapped == String {
    /// The value, or nil when it is missing, blank or OMDb's "N/A".
    var known: String? {
        guard let value = self?.trimmingSpaces, !value.isEmpty, value != "N/A" else { return nil }
        return value
    }
}
