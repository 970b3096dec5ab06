/// A hint the Movies page adds as the player errs. A hint carries only what is known: a slot
/// whose values are all unknown is left out, so no hint ever reads "unknown" or "N/A", and an
/// error never buys an empty hint.
public enum MovieHint: Equatable, Sendable {
    /// After 2 wrong letters: `Released` at its precision, else the year.
    case releaseDate(ReleaseDate)
    /// After 4: the IMDb rating out of 10 ("8.5") and the age rating when known, and the genres;
    /// at least one of rating and genres is known. The bundled catalogue has no ratings, so its
    /// films show their genres alone.
    case ratingAndGenre(rating: String?, rated: String?, genres: [String])
    /// After 5: at most 2 credited directors and at most 3 leads; at least one name.
    case people(directors: [String], actors: [String])

    /// The wrong-guess count at which each hint appears, in order.
    public static let schedule = [2, 4, 5]

    public static let maxDirectors = 2
    public static let maxActors = 3
}

extension Film {
    /// The release date at its precision: `released`, else the year.
    public var releaseDate: ReleaseDate? {
        released.flatMap { ReleaseDate($0) } ?? year.flatMap { ReleaseDate(yearField: $0) }
    }

    /// The hints shown after `wrongGuesses` errors, in the order they appeared.
    public func hints(forWrongGuesses wrongGuesses: Int) -> [MovieHint] {
        var hints: [MovieHint] = []
        if wrongGuesses >= MovieHint.schedule[0], let date = releaseDate {
            hints.append(.releaseDate(date))
        }
        if wrongGuesses >= MovieHint.schedule[1] {
            let rating = imdbRating
            if rating != nil || !genres.isEmpty {
                hints.append(.ratingAndGenre(rating: rating, rated: rating == nil ? nil : rated, genres: genres))
            }
        }
        if wrongGuesses >= MovieHint.schedule[2] {
            let directors = Array(directors.prefix(MovieHint.maxDirectors))
            let actors = Array((actors ?? []).prefix(MovieHint.maxActors))
            if !directors.isEmpty || !actors.isEmpty {
                hints.append(.people(directors: directors, actors: actors))
            }
        }
        return hints
    }
}
