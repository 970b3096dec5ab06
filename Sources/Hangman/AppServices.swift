import CurlTransport
import GtkKit
import HangmanCore

/// What the pages share: the store, the history and its recorder, the word settings, the OMDb
/// key and the ready queues. The one place where the app meets libcurl.
@MainActor
final class AppServices {
    let store: KeyValueStore
    let history: GameHistory
    let recorder: GameRecorder
    let omdbKey: OMDbKey
    let wordSettings: WordSettings
    let soundSettings: SoundSettings
    let filmQueue: ReadyQueue<FilmPuzzle>
    /// Makes the supply of one language and level; each is made when first asked for.
    private let makeWordSupply: (WordChoice) -> WordSupply
    private var wordSupplies: [WordChoice: WordSupply] = [:]
    /// For Check Key only; the sources hold their own.
    private let http: any HTTPFetching

    init(
        store: KeyValueStore, omdbKey: OMDbKey, http: any HTTPFetching, desktopLanguage: WordLanguage,
        wordSupply: @escaping (WordChoice) -> WordSupply, filmQueue: ReadyQueue<FilmPuzzle>, accountName: String
    ) {
        self.store = store
        history = GameHistory(store: store)
        recorder = GameRecorder(history: history, names: PlayerNameMemory(store: store, accountName: accountName))
        self.omdbKey = omdbKey
        self.http = http
        wordSettings = WordSettings(store: store, desktopLanguage: desktopLanguage)
        soundSettings = SoundSettings(store: store)
        makeWordSupply = wordSupply
        self.filmQueue = filmQueue
    }

    /// The supply of the language and level the player chose: the next Words game's.
    var currentWordSupply: WordSupply {
        let choice = wordSettings.choice
        if let supply = wordSupplies[choice] { return supply }
        let supply = makeWordSupply(choice)
        wordSupplies[choice] = supply
        return supply
    }

    /// Saves the key typed in Preferences; when it changed, the film queue tries OMDb again at once.
    func saveAPIKey(_ typed: String) throws(StoreError) {
        guard try omdbKey.store(typed: typed) else { return }
        Task { await filmQueue.forgetFailure() }
    }

    /// One request with the key as typed, and what OMDb thinks of it.
    func checkAPIKey(_ typed: String) async -> OMDbKeyCheck {
        await omdbKey.check(typed: typed, using: http)
    }

    /// The real services: libcurl, the XDG store and cache, the configured endpoints, and GLib's
    /// debug log for what went wrong. The ready queues and the bundled lists' orders are kept in
    /// the cache directory, and no puzzle of a mode's last 200 games is dealt again.
    static func live(environment: AppEnvironment) -> AppServices {
        let http = CurlHTTPClient()
        let store = KeyValueStore(path: environment.storePath)
        let cache = environment.cacheDirectory
        let recent = RecentPuzzles(history: GameHistory(store: store))
        let omdbKey = OMDbKey(store: store, environment: environment.variables)
        let log = DebugLog { GLibLog.debug($0) }
        if let warning = omdbKey.cleartextWarning { GLibLog.warning(warning) }
        let omdb = OMDbFilmSource(http: http, key: omdbKey, cache: OMDbCache(path: environment.omdbCachePath))
        // One lexicon per language, read on first use by a queue, off the main thread.
        var lexicons: [WordLanguage: LoadedOnce<WordLexicon>] = [:]
        for language in WordLanguage.allCases {
            let directory = environment.wordsDirectory
            lexicons[language] = LoadedOnce { WordLexicon(language: language, directory: directory) }
        }
        return AppServices(
            store: store,
            omdbKey: omdbKey,
            http: http,
            desktopLanguage: WordLanguage.desktopDefault(environment: environment.variables),
            wordSupply: { [lexicons] choice in
                let kind = "words-\(choice.language.rawValue)-\(choice.level.rawValue)"
                let kept = KeptPuzzles<Puzzle>(
                    path: KeptPuzzles<Puzzle>.defaultPath(userCacheDirectory: cache, kind: kind), kind: kind, capacity: WordSupply.capacity)
                return WordSupply(
                    choice: choice, http: http, endpoints: environment.wordEndpoints, lexicon: lexicons[choice.language]!, log: log,
                    keeping: .file(kept), recent: recent, deckPath: BundledDeck.defaultPath(userCacheDirectory: cache, kind: kind))
            },
            filmQueue: FilmSupply.makeQueue(
                source: omdb,
                bundled: BundledFilmSource(path: environment.catalogPath, deckPath: BundledDeck.defaultPath(userCacheDirectory: cache, kind: "films")),
                log: log,
                keeping: .file(KeptPuzzles<FilmPuzzle>(
                    path: KeptPuzzles<FilmPuzzle>.defaultPath(userCacheDirectory: cache, kind: "films"), kind: "films", capacity: FilmSupply.capacity)),
                recent: recent),
            accountName: UserDirectories.realName
        )
    }
}
