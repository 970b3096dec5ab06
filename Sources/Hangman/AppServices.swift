import CurlTransport
import HangmanCore

/// What the pages share: the store, the history, the HTTP client and the ready queues.
@MainActor
final class AppServices {
    /// The store key of the OMDb key set in Preferences.
    nonisolated static let apiKeyStoreKey = "omdbAPIKey"

    let store: KeyValueStore
    let history: GameHistory
    let http: any HTTPFetching
    let wordQueue: ReadyQueue<Puzzle>
    let filmQueue: ReadyQueue<FilmPuzzle>
    let omdbBaseURL: String
    /// The key from `OMDB_API_KEY`, which wins over Preferences.
    let environmentAPIKey: String?

    init(
        store: KeyValueStore, http: any HTTPFetching, wordQueue: ReadyQueue<Puzzle>, filmQueue: ReadyQueue<FilmPuzzle>,
        omdbBaseURL: String, environmentAPIKey: String?
    ) {
        self.store = store
        history = GameHistory(store: store)
        self.http = http
        self.wordQueue = wordQueue
        self.filmQueue = filmQueue
        self.omdbBaseURL = omdbBaseURL
        self.environmentAPIKey = environmentAPIKey
    }

    /// The key Preferences shows and edits.
    var storedAPIKey: String { store.string(forKey: Self.apiKeyStoreKey) ?? "" }

    /// Saves a new key and lets the film queue try OMDb again at once.
    func saveAPIKey(_ key: String) throws(StoreError) {
        let trimmed = key.trimmingSpaces
        guard trimmed != storedAPIKey else { return }
        if trimmed.isEmpty {
            try store.removeObject(forKey: Self.apiKeyStoreKey)
        } else {
            try store.set(trimmed, forKey: Self.apiKeyStoreKey)
        }
        Task { await filmQueue.forgetFailure() }
    }

    /// The real services: libcurl, the XDG store and cache, the configured endpoints.
    static func live(environment: AppEnvironment) -> AppServices {
        let http = CurlHTTPClient()
        let store = KeyValueStore(path: environment.storePath)
        let environmentKey = environment.omdbAPIKey
        let omdb = OMDbFilmSource(
            http: http,
            baseURL: environment.omdbBaseURL,
            apiKey: { environmentKey ?? store.string(forKey: apiKeyStoreKey) },
            cache: OMDbCache(path: environment.omdbCachePath)
        )
        return AppServices(
            store: store,
            http: http,
            wordQueue: WordSupply.makeQueue(
                http: http, endpoints: environment.wordEndpoints,
                bundled: BundledWordSource(path: environment.wordListPath)
            ),
            filmQueue: FilmSupply.makeQueue(source: omdb, bundled: BundledFilmSource(path: environment.catalogPath)),
            omdbBaseURL: environment.omdbBaseURL,
            environmentAPIKey: environmentKey
        )
    }
}
