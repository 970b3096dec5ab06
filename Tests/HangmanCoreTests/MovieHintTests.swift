import Testing
@testable import HangmanCore

@Suite("Movie hints")
struct MovieHintTests {
    /// A film with everything known, 3 directors and 5 actors.
    private static let crowded = Film(
        imdbID: "tt0034583", title: "Casablanca", year: "1942", released: "23 Jan 1943", imdbRating: "8.5",
        rated: "PG", genre: "Drama, Romance, War",
        directors: ["Michael Curtiz", "William Keighley", "Archie Mayo"],
        actors: ["Humphrey Bogart", "Ingrid Bergman", "Paul Henreid", "Claude Rains", "Conrad Veidt"])

    /// A film the catalogue might hold: nothing but its id, title and year.
    private static let sparse = Film(imdbID: "tt0032234", title: "The Bank Dick", year: "1940")

    private static let fullRelease = MovieHint.releaseDate("23 Jan 1943")
    private static let fullRating = MovieHint.ratingAndGenre(rating: "8.5", rated: "PG", genre: "Drama, Romance, War")
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

    @Test("the hint count grows 0, 0, 1, 1, 2, 3, 3 over 0…6 wrong guesses")
    func hintCounts() {
        #expect((0...6).map { Self.crowded.hints(forWrongGuesses: $0).count } == [0, 0, 1, 1, 2, 3, 3])
        #expect((0...6).map { Self.sparse.hints(forWrongGuesses: $0).count } == [0, 0, 1, 1, 2, 3, 3])
    }

    @Test("the release date falls back to the year when Released is unknown")
    func releaseFallsBackToYear() {
        var film = Self.crowded
        film.released = nil
        #expect(film.hints(forWrongGuesses: 2) == [.releaseDate("1942")])
    }

    @Test("the release date is nil when both Released and Year are unknown")
    func releaseUnknown() {
        var film = Self.crowded
        film.released = nil
        film.year = nil
        #expect(film.hints(forWrongGuesses: 2) == [.releaseDate(nil)])
    }

    @Test("unknown values stay nil or empty, never \"N/A\"")
    func unknownValues() {
        let hints = Self.sparse.hints(forWrongGuesses: 6)
        #expect(hints == [
            .releaseDate("1940"),
            .ratingAndGenre(rating: nil, rated: nil, genre: nil),
            .people(directors: [], actors: []),
        ])
        #expect(!String(describing: hints).contains("N/A"))
    }

    @Test("a rating without an age rating keeps the rating and leaves rated nil")
    func ratingWithoutRated() {
        var film = Self.crowded
        film.rated = nil
        #expect(film.hints(forWrongGuesses: 4).last == .ratingAndGenre(rating: "8.5", rated: nil, genre: "Drama, Romance, War"))
    }

    @Test("fewer people than the limits are shown as they are; known actors, unknown directors")
    func fewPeople() {
        var film = Self.sparse
        film.actors = ["Cary Grant"]
        #expect(film.hints(forWrongGuesses: 5).last == .people(directors: [], actors: ["Cary Grant"]))
        film.directors = ["Howard Hawks"]
        film.actors = nil
        #expect(film.hints(forWrongGuesses: 5).last == .people(directors: ["Howard Hawks"], actors: []))
    }

    @Test("an empty Released counts as unknown (Film's own rule) and falls back to the year")
    func emptyReleasedFallsBack() {
        var film = Self.crowded
        film.released = ""
        // Film documents "nil or empty means unknown": a blank Released falls back to the year.
        #expect(film.hints(forWrongGuesses: 2) == [.releaseDate("1942")])
    }
}
