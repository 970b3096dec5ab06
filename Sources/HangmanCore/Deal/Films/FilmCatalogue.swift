#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bundled film catalogue, `data/movies/catalogue.json`: played when there is no key, no
/// network, or the key is refused.
public struct FilmCatalogue: Sendable {
    private struct FileContents: Decodable {
        var films: [Film]
    }

    public let films: [FilmPuzzle]

    /// Films to play when even the catalogue cannot be read: the game must never stop.
    static let lastResort = [
        Film(imdbID: "tt0034583", title: "Casablanca", year: "1942", released: "1942-11-26", genres: ["Drama", "Romance", "War"],
             directors: ["Michael Curtiz"], actors: ["Humphrey Bogart", "Ingrid Bergman", "Paul Henreid"]),
        Film(imdbID: "tt0033467", title: "Citizen Kane", year: "1941", released: "1941-05-01", genres: ["Drama", "Mystery"],
             directors: ["Orson Welles"], actors: ["Orson Welles", "Joseph Cotten", "Dorothy Comingore"]),
    ]

    public init(films: [Film]) {
        let playable = films.compactMap(FilmPuzzle.init(film:))
        self.films = playable.isEmpty ? Self.lastResort.compactMap(FilmPuzzle.init(film:)) : playable
    }

    /// Reads the catalogue; a missing or broken file gives the last-resort films.
    public init(contentsOf path: String) {
        let bytes = (try? AtomicFile.read(path, limit: AtomicFile.Limit.bundled)) ?? nil
        let contents = bytes.flatMap { try? JSONDecoder().decode(FileContents.self, from: Data($0)) }
        self.init(films: contents?.films ?? [])
    }

    public func randomFilm() -> FilmPuzzle {
        films.randomElement()!
    }
}

/// The bundled catalogue, read on first use (off the main thread, by the ready queue), and dealt
/// in a shuffled order that persists across launches (`deckPath`; nil: a fresh order each time).
public struct BundledFilmSource: Sendable {
    public let path: String
    private let catalogue: LoadedOnce<FilmCatalogue>
    private let deck: LoadedOnce<BundledDeck>

    public init(path: String, deckPath: String? = nil) {
        self.path = path
        let catalogue = LoadedOnce { FilmCatalogue(contentsOf: path) }
        self.catalogue = catalogue
        deck = LoadedOnce { BundledDeck(count: catalogue.wrappedValue.films.count, path: deckPath, kind: FilmSupply.queueKind) }
    }

    /// The next film of the shuffled order, passing over those for which `isStale` holds.
    public func randomFilm(isStale: (FilmPuzzle) -> Bool = { _ in false }) -> FilmPuzzle {
        let films = catalogue.wrappedValue.films
        return films[deck.wrappedValue.next { isStale(films[$0]) }]
    }
}
