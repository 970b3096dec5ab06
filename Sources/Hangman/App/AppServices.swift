import CurlTransport
import GtkKit
import HangmanCore

/// What the pages share: the archive (games and settings), the word settings, the OMDb key and
/// the supplies of puzzles. The one place where the app meets libcurl.
@MainActor
final class AppServices {
    /// Everything the store holds: the games, read off the main thread after the first frame,
    /// and the settings, read before the window opens.
    let archive: GameArchive
    /// The player's settings and the window's size: small, read before the window opens.
    var settings: KeyValueStore { archive.settings }
    let omdbKey: OMDbKey
    let wordSettings: WordSettings
    let soundSettings: SoundSettings
    let filmSupply: FilmSupply
    /// Makes the supply of one language and level; each is made when first asked for.
    private let makeWordSupply: (WordChoice) -> WordSupply
    private var wordSupplies: [WordChoice: WordSupply] = [:]
    /// For Check Key only; the sources hold their own.
    private let http: any HTTPFetching
    /// The categories each language offers, read once per language.
    private let readOfferedCategories: (WordLanguage) -> [WordCategory]
    private var offered: [WordLanguage: [WordCategory]] = [:]

    init(
        archive: GameArchive, omdbKey: OMDbKey, http: any HTTPFetching, desktopLanguage: WordLanguage,
        wordSupply: @escaping (WordChoice) -> WordSupply, filmSupply: FilmSupply,
        offeredCategories: @escaping (WordLanguage) -> [WordCategory] = { _ in WordCategory.allCases }
    ) {
        self.archive = archive
        self.omdbKey = omdbKey
        self.http = http
        wordSettings = WordSettings(store: archive.settings, desktopLanguage: desktopLanguage)
        soundSettings = SoundSettings(store: archive.settings)
        makeWordSupply = wordSupply
        self.filmSupply = filmSupply
        readOfferedCategories = offeredCategories
    }

    /// The categories the Words page offers in `language`: those with enough words there.
    func offeredCategories(in language: WordLanguage) -> [WordCategory] {
        if let known = offered[language] { return known }
        let categories = readOfferedCategories(language)
        offered[language] = categories
        return categories
    }

    /// What the next Words game deals: the player's choice, without a category the word
    /// language does not offer.
    var wordChoice: WordChoice {
        wordSettings.choice.offering(offeredCategories(in: wordSettings.language))
    }

    /// The supply of the language, level and category the player chose: the next Words game's.
    var currentWordSupply: WordSupply {
        let choice = wordChoice
        if let supply = wordSupplies[choice] { return supply }
        let supply = makeWordSupply(choice)
        wordSupplies[choice] = supply
        return supply
    }

    /// A new session of `mode`, dealing from the mode's supply and saving to the archive.
    func makeSession(_ mode: GameMode) -> GameSession {
        let supply: any PuzzleSupply = switch mode {
        case .words: currentWordSupply
        case .movies: filmSupply
        }
        return GameSession(mode: mode, supply: supply, archive: archive)
    }

    /// Saves the key typed in Preferences; when it changed, the film queue tries OMDb again at once.
    func saveAPIKey(_ typed: String) throws(StoreError) {
        guard try omdbKey.store(typed: typed) else { return }
        Task { [filmSupply] in await filmSupply.forgetFailure() }
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
        let archive = GameArchive.open(storePath: environment.storePath, accountName: UserDirectories.realName)
        let cache = environment.cacheDirectory
        let recent = archive.recent
        let omdbKey = OMDbKey(store: archive.settings, environment: environment.variables)
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
            archive: archive,
            omdbKey: omdbKey,
            http: http,
            desktopLanguage: WordLanguage.desktopDefault(environment: environment.variables),
            wordSupply: { [lexicons] choice in
                WordSupply(
                    choice: choice, http: http, endpoints: environment.wordEndpoints, lexicon: lexicons[choice.language]!, log: log,
                    recent: recent, cacheDirectory: cache)
            },
            filmSupply: FilmSupply(source: omdb, cataloguePath: environment.catalogPath, log: log, recent: recent, cacheDirectory: cache),
            offeredCategories: { WordLexicon.offeredCategories(in: $0, directory: environment.wordsDirectory) }
        )
    }
}
