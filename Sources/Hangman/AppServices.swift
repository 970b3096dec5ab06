import CurlTransport
import HangmanCore

/// What the pages share: the store, the history and the ready queues.
@MainActor
final class AppServices {
    let store: KeyValueStore
    let history: GameHistory
    let wordQueue: ReadyQueue<Puzzle>

    init(store: KeyValueStore, wordQueue: ReadyQueue<Puzzle>) {
        self.store = store
        history = GameHistory(store: store)
        self.wordQueue = wordQueue
    }

    /// The real services: libcurl, the XDG store, the configured endpoints.
    static func live(environment: AppEnvironment) -> AppServices {
        let http = CurlHTTPClient()
        return AppServices(
            store: KeyValueStore(path: environment.storePath),
            wordQueue: WordSupply.makeQueue(
                http: http,
                endpoints: environment.wordEndpoints,
                bundled: BundledWordSource(path: environment.wordListPath)
            )
        )
    }
}
