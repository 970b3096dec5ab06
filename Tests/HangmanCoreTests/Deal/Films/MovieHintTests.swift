import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Movie hints")
struct MovieHintTests {
    /// A film with everything known, 3 directors and 5 actors.
    private static let crowded = Film(
        imdbID: "tt0034583", title: "Casablanca", year: "1942", released: "23 Jan 1943", imdbRating: "8.5",
        rated: "PG", genres: ["Drama", "Romance", "War"],
        directors: ["Michael Curtiz", "William Keighley", "Archie Mayo"],
        actors: ["Humphrey Bogart", "Ingrid Bergman", "Paul Henreid", "Claude Rains", "Conrad Veidt"])

    /// A film the catalogue might hold: nothing but its id, title and year.
    private static let sparse = Film(imdbID: "tt0032234", title: "The Bank Dick", year: "1940")

    private static let fullRelease = MovieHint.releaseDate(ReleaseDate(year: 1943, month: 1, day: 23)!)
    private static let fullRating = MovieHint.ratingAndGenre(rating: "8.5", rated: "PG", genres: ["Drama", "Romance", "War"])
    private static let fullPeople = MovieHint.people(
        directors: ["Michael Curtiz", "William Keighley"],
        actors: ["Humphrey Bogart", "Ingrid Bergman", "Paul Henreid"])

    @Test("the schedule is 2, 4 and 5 wrong guesses, at most 2 directors and 3 actors")
    func schedule() {
        #expect(MovieHint.schedule == [2, 4, 5])
        #expect(MovieHint.maxDirectors == 2)
        #expect(MovieHint.maxActors == 3)
    }

    @Test("no hint after 0 or 1 wrong guess", arguments: [0, 1])
    func noHintEarly(wrongGuesses: Int) {
        #expect(Self.crowded.hints(forWrongGuesses: wrongGuesses).isEmpty)
        #expect(Self.sparse.hints(forWrongGuesses: wrongGuesses).isEmpty)
    }

    @Test("after 2 or 3 wrong guesses, only the release date", arguments: [2, 3])
    func releaseDateOnly(wrongGuesses: Int) {
        #expect(Self.crowded.hints(forWrongGuesses: wrongGuesses) == [Self.fullRelease])
    }

    @Test("after 4, the release date then the rating and genre")
    func ratingAtFour() {
        #expect(Self.crowded.hints(forWrongGuesses: 4) == [Self.fullRelease, Self.fullRating])
    }

    @Test("after 5 and 6, the people join: 2 of 3 directors and 3 of 5 actors, in order", arguments: [5, 6])
    func peopleAtFiveAndSix(wrongGuesses: Int) {
        #expect(Self.crowded.hints(forWrongGuesses: wrongGuesses) == [Self.fullRelease, Self.fullRating, Self.fullPeople])
    }

    @Test("the hint count grows 0, 0, 1, 1, 2, 3, 3 over 0…6 wrong guesses; a film that knows only its year gets one hint")
    func hintCounts() {
        #expect((0...6).map { Self.crowded.hints(forWrongGuesses: $0).count } == [0, 0, 1, 1, 2, 3, 3])
        #expect((0...6).map { Self.sparse.hints(forWrongGuesses: $0).count } == [0, 0, 1, 1, 1, 1, 1])
    }

    @Test("the release date falls back to the year when Released is unknown, blank or N/A", arguments: [nil, "", " ", "N/A"])
    func yearStandsIn(released: String?) {
        let film = Film(imdbID: "tt0034583", title: "Casablanca", year: "1942", released: released)
        #expect(film.hints(forWrongGuesses: 2) == [.releaseDate(ReleaseDate(year: 1942)!)])
    }

    @Test("with neither Released nor Year, there is no date hint, never an empty one")
    func noDate() {
        let film = Film(imdbID: "tt0034583", title: "Casablanca", year: "N/A", released: "N/A", genres: ["Drama"])
        #expect(film.hints(forWrongGuesses: 4) == [.ratingAndGenre(rating: nil, rated: nil, genres: ["Drama"])])
    }

    @Test("dates keep their precision: OMDb's day, the catalogue's day, month or year")
    func precision() {
        #expect(ReleaseDate("23 Jan 1943") == ReleaseDate(year: 1943, month: 1, day: 23))
        #expect(ReleaseDate("1949-12-21")?.precision == .day)
        #expect(ReleaseDate("1949-12") == ReleaseDate(year: 1949, month: 12))
        #expect(ReleaseDate("1949")?.precision == .year)
        #expect(ReleaseDate(yearField: "1942–1944") == ReleaseDate(year: 1942))
        for broken in ["1949-13", "1949-12-32", "49", "Jan 1943", "23 Foo 1943", "", "N/A", "1949-1-1x"] {
            #expect(ReleaseDate(broken) == nil, "\(broken)")
        }
    }

    @Test("a digit with a combining accent, or any non-ASCII digit, is no date and no trap (found by the fuzz suite)")
    func nonASCIIDigits() {
        for broken in ["1\u{301}943", "1\u{301}943-01-02", "١٩٤٣", "１９４３", "23 Jan 1\u{301}943"] {
            #expect(ReleaseDate(broken) == nil, "\(broken)")
            #expect(ReleaseDate(yearField: broken) == nil, "\(broken)")
        }
    }

    @Test("a film without a rating, like every bundled one, gets its genres alone after 4 errors")
    func genresWithoutRating() {
        let film = Film(imdbID: "tt0032553", title: "The Great Dictator", year: "1940", released: "1940-10-15", rated: "Passed", genres: ["Comedy", "War"])
        #expect(film.hints(forWrongGuesses: 4).last == .ratingAndGenre(rating: nil, rated: nil, genres: ["Comedy", "War"]),
                "an age rating alone is no rating")
    }

    @Test("a rating without genres is shown alone; neither means no hint at 4")
    func ratingWithoutGenres() {
        let rated = Film(imdbID: "tt0034583", title: "Casablanca", year: "1942", imdbRating: "8.5", genres: ["N/A"])
        #expect(rated.hints(forWrongGuesses: 4).last == .ratingAndGenre(rating: "8.5", rated: nil, genres: []))
        let bare = Film(imdbID: "tt0034583", title: "Casablanca", year: "1942", imdbRating: "N/A", genres: [])
        #expect(bare.hints(forWrongGuesses: 6) == [.releaseDate(ReleaseDate(year: 1942)!)])
    }

    @Test("people: known directors alone, known actors alone, neither means no hint at 5")
    func peopleWithUnknowns() {
        let noActors = Film(imdbID: "tt0031381", title: "Gone with the Wind", year: "1939", directors: ["Victor Fleming"], actors: ["N/A"])
        #expect(noActors.hints(forWrongGuesses: 5).last == .people(directors: ["Victor Fleming"], actors: []))
        let noDirectors = Film(imdbID: "tt0031381", title: "Gone with the Wind", year: "1939", directors: [], actors: ["Clark Gable"])
        #expect(noDirectors.hints(forWrongGuesses: 5).last == .people(directors: [], actors: ["Clark Gable"]))
        let nobody = Film(imdbID: "tt0031381", title: "Gone with the Wind", year: "1939", directors: ["N/A"], actors: nil)
        #expect(nobody.hints(forWrongGuesses: 5) == [.releaseDate(ReleaseDate(year: 1939)!)])
    }

    @Test("every film of the bundled catalogue has all three hints, with known values only")
    func bundledFilmsHaveEveryHint() throws {
        let catalogue = FilmCatalogue(contentsOf: TestSupport.repositoryRoot.appendingPathComponent("data/movies/catalogue.json").path)
        #expect(catalogue.films.count >= 600)
        for film in catalogue.films.map(\.film) {
            let hints = film.hints(forWrongGuesses: 5)
            try #require(hints.count == 3, "\(film.title)")
            guard case .ratingAndGenre(nil, nil, let genres) = hints[1], !genres.isEmpty else {
                Issue.record("\(film.title): \(hints[1])")
                continue
            }
            guard case .people(let directors, let actors) = hints[2], !directors.isEmpty, !actors.isEmpty else {
                Issue.record("\(film.title): \(hints[2])")
                continue
            }
        }
    }
}

@Suite("OMDb fields in range")
struct FilmRangeTests {
    @Test("a year outside 1870 to next year and a rating outside 0 to 10 are unknown, never shown cut or as they came",
          arguments: [("19999", "99.9"), ("1850", "-3.0"), ("19a2", "10.5"), ("0", "8,5")])
    func outOfRange(year: String, rating: String) {
        let film = Film(imdbID: "tt0034583", title: "Casablanca", year: year, imdbRating: rating)
        #expect(film.year == nil)
        #expect(film.imdbRating == nil)
    }

    @Test("plausible values stay")
    func inRange() {
        let film = Film(imdbID: "tt0034583", title: "Casablanca", year: "1942", imdbRating: "8.5")
        #expect(film.year == "1942" && film.imdbRating == "8.5")
        #expect(Film(imdbID: "tt0000001", title: "Carmencita", year: "1894", imdbRating: "0").imdbRating == "0")
    }
}
