import CurlTransport
import GtkKit
import HangmanCore

/// What the pages share: the settings, the history and its recorder, the word settings, the OMDb
/// key and the ready queues. The one place where the app meets libcurl.
@MainActor
final class AppServices {
    /// The player's settings and the window's size: small, read before the window opens.
    let settings: KeyValueStore
    /// The games, in their own store, which may be large: read off the main thread after the
    /// first frame (`loadHistoryInBackground`), or by whatever needs it first.
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
        settings: KeyValueStore, games: KeyValueStore, omdbKey: OMDbKey, http: any HTTPFetching, desktopLanguage: WordLanguage,
        wordSupply: @escaping (WordChoice) -> WordSupply, filmQueue: ReadyQueue<FilmPuzzle>, accountName: String
    ) {
        self.settings = settings
        history = GameHistory(store: games)
        recorder = GameRecorder(history: history, names: PlayerNameMemory(store: settings, accountName: accountName))
        self.omdbKey = omdbKey
        self.http = http
        wordSettings = WordSettings(store: settings, desktopLanguage: desktopLanguage)
        soundSettings = SoundSettings(store: settings)
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

    /// Reads the games off the main thread, folds a history past its bound, then hands back
    /// what went wrong reading them, if anything.
    func loadHistoryInBackground() async -> StoreProblem? {
        await Task.detached(priority: .utility) { [history] in
            history.store.loadIfNeeded()
            try? history.foldIfOverBound()
            return history.store.problem
        }.value
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
        let games = KeyValueStore(path: environment.storePath, loading: .onFirstUse)
        let settings = SettingsSplit.openSettings(at: SettingsSplit.settingsPath(besideGamesAt: environment.storePath), games: games)
        let cache = environment.cacheDirectory
        let recent = RecentPuzzles(history: GameHistory(store: games))
        let omdbKey = OMDbKey(store: settings, environment: environment.variables)
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
            settings: settings,
            games: games,
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
