import GtkKit
import HangmanCore

/// The words of a film hint in the player's language: dates at their precision, genres and
/// ratings. Everything goes through gettext, so a French window shows "16 mars 1960" and
/// "8,5/10" whatever locales the system has generated.
enum FilmHintText {
    static func text(for hint: MovieHint) -> String {
        switch hint {
        case .releaseDate(let date):
            return tr("Released: {date}").filling(["date": format(date)])
        case .ratingAndGenre(let rating, _, let genres):
            // The US certificate ("Approved", "PG") is left out: it is no rating, and its words
            // are no one's language but American cinemas'.
            // Translators: the film's genres, "Drama, Romance, War"; the plural follows how many.
            let genreText = ntr("Genre: {genres}", "Genres: {genres}", genres.count)
                .filling(["genres": genres.map(genreName).joined(separator: tr(", "))])
            // Translators: the film's average IMDb user rating, "IMDb rating: 8.5/10".
            let ratingText = rating.map { tr("IMDb rating: {rating}/10").filling(["rating": decimal($0)]) }
            return [ratingText, genres.isEmpty ? nil : genreText].compactMap { $0 }.joined(separator: " · ")
        case .people(let directors, let actors):
            let directed = directors.joined(separator: tr(", "))
            let starring = actors.joined(separator: tr(", "))
            if actors.isEmpty { return tr("Directed by {directors}").filling(["directors": directed]) }
            if directors.isEmpty { return tr("Starring {actors}").filling(["actors": starring]) }
            return tr("Directed by {directors} · Starring {actors}").filling(["directors": directed, "actors": starring])
        }
    }

    /// "March 16, 1960", "April 1953" or "1953", in the player's language.
    static func format(_ date: ReleaseDate) -> String {
        let year = "\(date.year)"
        guard let month = date.month else { return year }
        let monthName = monthNames[month - 1]
        guard let day = date.day else {
            // Translators: a release date known to the month, e.g. "April 1953".
            return tr("{month} {year}").filling(["month": monthName, "year": year])
        }
        // Translators: the first day of a month in a date; French writes "1er".
        let dayText = day == 1 ? ctr("first day of a month", "1") : "\(day)"
        // Translators: a release date known to the day, e.g. "March 16, 1960"; French: "{day} {month} {year}".
        return tr("{month} {day}, {year}").filling(["month": monthName, "day": dayText, "year": year])
    }

    /// The month names as dates use them (French months are lowercase).
    static var monthNames: [String] {
        [
            ctr("month", "January"), ctr("month", "February"), ctr("month", "March"), ctr("month", "April"),
            ctr("month", "May"), ctr("month", "June"), ctr("month", "July"), ctr("month", "August"),
            ctr("month", "September"), ctr("month", "October"), ctr("month", "November"), ctr("month", "December"),
        ]
    }

    /// "8.5" with the language's decimal mark: "8,5" in French.
    static func decimal(_ number: String) -> String {
        // Translators: the decimal mark of numbers such as ratings (8.5/10); French uses a comma.
        number.replacing(".", with: ctr("decimal mark", "."))
    }

    /// OMDb's and the catalogue's genres are a small fixed vocabulary; others pass as they are.
    static func genreName(_ genre: String) -> String {
        switch genre {
        case "Action": ctr("film genre", "Action")
        case "Adventure": ctr("film genre", "Adventure")
        case "Animation": ctr("film genre", "Animation")
        case "Biography": ctr("film genre", "Biography")
        case "Comedy": ctr("film genre", "Comedy")
        case "Crime": ctr("film genre", "Crime")
        case "Documentary": ctr("film genre", "Documentary")
        case "Drama": ctr("film genre", "Drama")
        case "Family": ctr("film genre", "Family")
        case "Fantasy": ctr("film genre", "Fantasy")
        case "Film-Noir": ctr("film genre", "Film-Noir")
        case "History": ctr("film genre", "History")
        case "Horror": ctr("film genre", "Horror")
        case "Music": ctr("film genre", "Music")
        case "Musical": ctr("film genre", "Musical")
        case "Mystery": ctr("film genre", "Mystery")
        case "Romance": ctr("film genre", "Romance")
        case "Sci-Fi": ctr("film genre", "Sci-Fi")
        case "Sport": ctr("film genre", "Sport")
        case "Thriller": ctr("film genre", "Thriller")
        case "War": ctr("film genre", "War")
        case "Western": ctr("film genre", "Western")
        default: genre
        }
    }
}
