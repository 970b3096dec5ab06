import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Bundled film catalogue")
struct FilmCatalogueTests {
    private static var cataloguePath: String {
        TestSupport.repositoryRoot.appendingPathComponent("data/movies/catalogue.json").path
    }

    private static var curatedPath: String {
        TestSupport.repositoryRoot.appendingPathComponent("data/movies/curated.json").path
    }

    private static let lastResortIDs = FilmCatalogue.lastResort.map(\.imdbID)

    @Test("the repository's catalogue loads at least 300 playable films, every entry of the file")
    func loads() throws {
        let catalogue = FilmCatalogue(contentsOf: Self.cataloguePath)
        #expect(catalogue.films.count >= 300)
        #expect(Set(catalogue.films.map(\.film.imdbID)) != Set(Self.lastResortIDs))

        struct Raw: Decodable { var films: [Film] }
        let raw = try JSONDecoder().decode(Raw.self, from: Data(contentsOf: URL(fileURLWithPath: Self.cataloguePath)))
        #expect(catalogue.films.count == raw.films.count, "every title in the file should be playable")
        #expect(Set(raw.films.map(\.imdbID)).count == raw.films.count, "ids should be distinct")
    }

    @Test("every id is tt plus 7 digits, within tt0000001…tt0055252")
    func ids() {
        for puzzle in FilmCatalogue(contentsOf: Self.cataloguePath).films {
            let id = puzzle.film.imdbID
            #expect(IMDbID.isValid(id), "\(id)")
            #expect(id <= "tt0055252", "\(id)")
            #expect(Int(id.dropFirst(2)).map(IMDbID.range.contains) == true, "\(id)")
        }
    }

    @Test("every film has a year before 1962 and at least one director")
    func yearsAndDirectors() {
        for puzzle in FilmCatalogue(contentsOf: Self.cataloguePath).films {
            let film = puzzle.film
            let year = film.year.flatMap { Int($0) }
            #expect(year.map { $0 < 1962 } == true, "\(film.imdbID) \(film.title): year \(film.year ?? "nil")")
            #expect(!film.directors.isEmpty, "\(film.imdbID) \(film.title) has no director")
            #expect(!film.directors.contains(""), "\(film.imdbID)")
        }
    }

    /// One audited film of `curated.json`, or a film the audit dropped and why.
    private struct Audited: Decodable {
        var directors: [String]?
        var leads: [String]?
        var released: String?
        var drop: String?
    }

    @Test("every film is audited: its credited directors, leads (1 to 3) and first release, exactly as curated")
    func everyFilmAudited() throws {
        let curated = try JSONDecoder().decode(
            [String: Audited].self, from: Data(contentsOf: URL(fileURLWithPath: Self.curatedPath)))
        let films = FilmCatalogue(contentsOf: Self.cataloguePath).films.map(\.film)
        #expect(films.count >= 600)
        for film in films {
            let audited = try #require(curated[film.imdbID], "\(film.imdbID) \(film.title) is not audited")
            #expect(audited.drop == nil, "\(film.title) was dropped by the audit: \(audited.drop ?? "")")
            #expect(audited.directors == film.directors, "\(film.title)")
            #expect(audited.leads == film.actors, "\(film.title)")
            let actors = try #require(film.actors)
            #expect((1...MovieHint.maxActors).contains(actors.count), "\(film.title)")
            #expect(audited.released == film.released, "\(film.title)")
            let date = try #require(film.released.flatMap { ReleaseDate($0) }, "\(film.title): \(film.released ?? "nil")")
            #expect("\(date.year)" == film.year, "\(film.title): the year is the first release's")
        }
        let dropped = curated.values.filter { $0.drop != nil }
        #expect(dropped.allSatisfy { !($0.drop ?? "").isEmpty }, "a dropped film says why")
    }

    @Test("no release date is a 1 January placeholder unless the audit knows the day")
    func noPlaceholderDays() {
        for film in FilmCatalogue(contentsOf: Self.cataloguePath).films.map(\.film) {
            #expect(film.released?.hasSuffix("-01-01") != true, "\(film.title) \(film.released ?? "")")
        }
    }

    @Test("no value in the catalogue is \"N/A\", and it claims no IMDb ratings it does not have")
    func noFakeValues() {
        for puzzle in FilmCatalogue(contentsOf: Self.cataloguePath).films {
            let film = puzzle.film
            let values = [film.title, film.year, film.released, film.rated, film.imdbRating].compactMap { $0 } + film.genres
                + film.directors + (film.actors ?? [])
            #expect(!values.contains("N/A"), "\(film.imdbID)")
            #expect(!values.contains(""), "\(film.imdbID)")
            #expect(film.imdbRating == nil, "\(film.imdbID)")
        }
    }

    @Test("a missing file gives the last-resort films")
    func missingFile() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let catalogue = FilmCatalogue(contentsOf: "\(directory)/nowhere/catalogue.json")
            #expect(catalogue.films.map(\.film.imdbID) == Self.lastResortIDs)
        }
    }

    @Test("a broken file gives the last-resort films", arguments: [
        Array("{\"films\": [{\"imdbID\": \"tt00".utf8),
        [0xFF, 0xFE, 0x00, 0x42, 0x13, 0x37],
        Array("<html>oops</html>".utf8),
        Array("{\"films\": []}".utf8),
        Array("{\"films\": [{\"imdbID\":\"tt0000001\",\"title\":\"Ёж\",\"directors\":[]}]}".utf8),
        [],
    ])
    func brokenFile(bytes: [UInt8]) throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = "\(directory)/catalogue.json"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let catalogue = FilmCatalogue(contentsOf: path)
            #expect(catalogue.films.map(\.film.imdbID) == Self.lastResortIDs)
            #expect(catalogue.randomFilm().film.directors.isEmpty == false)
        }
    }

    @Test("unplayable titles are dropped, playable ones kept")
    func dropsUnplayable() {
        let catalogue = FilmCatalogue(films: [
            Film(imdbID: "tt0047478", title: "Seven Samurai"),
            Film(imdbID: "tt0047479", title: "七人の侍"),
            Film(imdbID: "tt0050986", title: "Gigi"),
        ])
        #expect(catalogue.films.map(\.film.imdbID) == ["tt0047478"])
    }

    @Test("the last-resort films are playable and carry hints")
    func lastResortIsPlayable() {
        #expect(FilmCatalogue.lastResort.count == FilmCatalogue(films: []).films.count)
        for film in FilmCatalogue.lastResort {
            #expect(FilmPuzzle(film: film) != nil)
            #expect(film.hints(forWrongGuesses: 6).count == 3)
        }
    }

    @Test("the bundled source reads the catalogue, or falls back to the last resort")
    func bundledSource() throws {
        let ids = Set(FilmCatalogue(contentsOf: Self.cataloguePath).films.map(\.film.imdbID))
        let source = BundledFilmSource(path: Self.cataloguePath)
        for _ in 0..<20 {
            #expect(ids.contains(source.randomFilm().film.imdbID))
        }
        let missing = BundledFilmSource(path: "/nonexistent/hangman/catalogue.json")
        #expect(Self.lastResortIDs.contains(missing.randomFilm().film.imdbID))
    }
}

@Suite("IMDb ids")
struct IMDbIDTests {
    @Test("numbers become tt plus 7 digits")
    func strings() {
        #expect(IMDbID.string(1) == "tt0000001")
        #expect(IMDbID.string(34583) == "tt0034583")
        #expect(IMDbID.string(55252) == "tt0055252")
        #expect(IMDbID.range == 1...55252)
    }

    @Test("isValid accepts tt plus 7 digits only")
    func valid() {
        #expect(IMDbID.isValid("tt0000001"))
        #expect(IMDbID.isValid("tt0055252"))
        #expect(IMDbID.isValid("tt9999999"))
    }

    @Test("isValid rejects anything else", arguments: [
        "tt123", "tt12345678", "xx0000001", "tt00000a1", "TT0000001", "", "tt", " tt000001", "tt000000١", "tt0000001\n",
    ])
    func invalid(id: String) {
        #expect(!IMDbID.isValid(id))
    }

    @Test("random ids are valid and within range")
    func random() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let id = IMDbID.random(using: &generator)
            #expect(IMDbID.isValid(id))
            #expect(id >= "tt0000001" && id <= "tt0055252")
        }
    }
}
