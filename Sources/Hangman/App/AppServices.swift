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
    let omdbKey: OMDbKey
    let wordSettings: WordSettings
    let soundSettings: SoundSettings
    let filmSupply: FilmSupply
    /// Makes the supply of one language and level; each is made when first asked for.
    private let makeWordSupply: (WordChoice) -> WordSupply
    private var wordSupplies: [WordChoice: WordSupply] = [:]
    /// The player's word lists, beside the store.
    let wordLists: WordListLibrary
    private var listSupplies: [String: WordListSupply] = [:]
    /// For Check Key only; the sources hold their own.
    private let http: any HTTPFetching
    /// The categories each language offers, read once per language.
    private let readOfferedCategories: (WordLanguage) -> [WordCategory]
    private var offered: [WordLanguage: [WordCategory]] = [:]

    init(
        archive: GameArchive, omdbKey: OMDbKey, http: any HTTPFetching, desktopLanguage: WordLanguage,
        wordSupply: @escaping (WordChoice) -> WordSupply, filmSupply: FilmSupply,
        offeredCategories: @escaping (WordLanguage) -> [WordCategory] = { _ in WordCategory.allCases },
        wordLists: WordListLibrary? = nil
    ) {
        self.archive = archive
        self.omdbKey = omdbKey
        self.http = http
        wordSettings = WordSettings(store: archive.settings, desktopLanguage: desktopLanguage)
        soundSettings = SoundSettings(store: archive.settings)
        makeWordSupply = wordSupply
        self.wordLists = wordLists ?? WordListLibrary(directory: Self.listsDirectory(besideSettingsAt: archive.settings.path))
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

    /// The player's list the Words page deals from; nil for the game's own words (also when the
    /// chosen list was removed).
    var chosenList: WordList? {
        wordSettings.listID.flatMap(wordLists.list(id:))
    }

    /// What the next Words game deals from.
    var wordsDeck: WordsDeck {
        guard let list = chosenList else { return .words(wordChoice) }
        return .list(id: list.id, name: list.name, language: list.language)
    }

    /// The supply of the deck the player chose: the next Words game's.
    var currentWordSupply: any PuzzleSupply {
        if let list = chosenList {
            if let supply = listSupplies[list.id] { return supply }
            let supply = WordListSupply(listID: list.id, library: wordLists, otherwise: builtInWordSupply)
            listSupplies[list.id] = supply
            return supply
        }
        return builtInWordSupply
    }

    /// The game's own words of the language, level and category the player chose.
    private var builtInWordSupply: WordSupply {
        let choice = wordChoice
        if let supply = wordSupplies[choice] { return supply }
        let supply = makeWordSupply(choice)
        wordSupplies[choice] = supply
        return supply
    }

    /// Reads and checks a word list file off the main thread.
    func readWordList(at path: String, language: WordLanguage) async -> Result<WordListFile, WordListRefusal> {
        await Task.detached { WordListFile.read(path, language: language) }.value
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

    /// One lexicon per language, each read on first use, off the main thread.
    static func lexicons(environment: AppEnvironment) -> [WordLanguage: LoadedOnce<WordLexicon>] {
        let directory = environment.wordsDirectory
        var lexicons: [WordLanguage: LoadedOnce<WordLexicon>] = [:]
        for language in WordLanguage.allCases {
            lexicons[language] = LoadedOnce { WordLexicon(language: language, directory: directory) }
        }
        return lexicons
    }

    /// The list of the language the player plays, as the settings file and the desktop say,
    /// read from now on another thread, settings file included: the app asks before GTK starts,
    /// so that the first word, dealt before the first frame, finds it read. A player who plays
    /// one of their lists pays a list read on a spare core.
    static func readAhead(_ lexicons: [WordLanguage: LoadedOnce<WordLexicon>], environment: AppEnvironment) {
        let settingsPath = SettingsSplit.settingsPath(besideGamesAt: environment.storePath)
        let variables = environment.variables
        Task.detached(priority: .userInitiated) {
            let language = WordSettings.storedLanguage(inSettingsAt: settingsPath) ?? WordLanguage.desktopDefault(environment: variables)
            _ = lexicons[language]?.wrappedValue
        }
    }

    /// The player's lists' folder, beside the settings file.
    static func listsDirectory(besideSettingsAt settingsPath: String) -> String {
        FileSystem.parentDirectory(of: settingsPath) + "/lists"
    }

    /// The player's lists of the store at `environment.storePath`.
    static func wordLists(environment: AppEnvironment) -> WordListLibrary {
        WordListLibrary(directory: listsDirectory(besideSettingsAt: SettingsSplit.settingsPath(besideGamesAt: environment.storePath)))
    }

    /// The real services: libcurl, the XDG store and cache, the configured endpoints, and GLib's
    /// debug log for what went wrong. The ready queues and the bundled lists' orders are kept in
    /// the cache directory, and no puzzle of a mode's last 200 games is dealt again. `wordLists`
    /// may come already reading (`WordListLibrary.preload()`).
    static func live(
        environment: AppEnvironment, wordLists: WordListLibrary? = nil, lexicons: [WordLanguage: LoadedOnce<WordLexicon>]? = nil
    ) -> AppServices {
        let http = CurlHTTPClient()
        let archive = GameArchive.open(storePath: environment.storePath, accountName: UserDirectories.realName)
        let cache = environment.cacheDirectory
        let recent = archive.recent
        let omdbKey = OMDbKey(store: archive.settings, environment: environment.variables)
        let log = DebugLog { GLibLog.debug($0) }
        if let warning = omdbKey.cleartextWarning { GLibLog.warning(warning) }
        let omdb = OMDbFilmSource(http: http, key: omdbKey, cache: OMDbCache(path: environment.omdbCachePath))
        let keptFileSetAside: @Sendable (String) -> Void = { archive.tell(.movedAside(brokenPath: $0), in: .keptPuzzles) }
        let lexicons = lexicons ?? Self.lexicons(environment: environment)
        return AppServices(
            archive: archive,
            omdbKey: omdbKey,
            http: http,
            desktopLanguage: WordLanguage.desktopDefault(environment: environment.variables),
            wordSupply: { [lexicons] choice in
                WordSupply(
                    choice: choice, http: http, endpoints: environment.wordEndpoints, lexicon: lexicons[choice.language]!, log: log,
                    recent: recent, cacheDirectory: cache, keptFileSetAside: keptFileSetAside)
            },
            filmSupply: FilmSupply(
                source: omdb, cataloguePath: environment.catalogPath, log: log, recent: recent, cacheDirectory: cache,
                keptFileSetAside: keptFileSetAside),
            offeredCategories: { WordLexicon.offeredCategories(in: $0, directory: environment.wordsDirectory) },
            wordLists: wordLists
        )
    }

    /// `hangman --import-list FILE [--list-language xx] [--list-name NAME]`: adds the list as
    /// Preferences does, without a window, chooses it for the Words page, and prints what was
    /// kept and skipped. Returns the exit status: 0 when added, 1 when refused, 2 on bad usage.
    static func importListFromCommandLine(_ arguments: [String], environment: AppEnvironment) -> Int32 {
        var path: String?
        var languageCode: String?
        var name: String?
        let usage = tr("Usage: hangman --import-list FILE [--list-language en|fr|es|de|it] [--list-name NAME]")
        var index = 0
        // Every option takes a value; anything else is a mistake the player should see, not skip.
        while index < arguments.count {
            let argument = arguments[index]
            guard index + 1 < arguments.count else {
                print(usage)
                return 2
            }
            let value = arguments[index + 1]
            switch argument {
            case "--import-list" where path == nil: path = value
            case "--list-language" where languageCode == nil: languageCode = value
            case "--list-name" where name == nil: name = value
            default:
                print(usage)
                return 2
            }
            index += 2
        }
        guard let path else {
            print(usage)
            return 2
        }
        // Written before this returns: the process ends right after.
        let store = SettingsSplit.openSettings(besideGamesAt: environment.storePath)
        let settings = WordSettings(store: store, desktopLanguage: WordLanguage.desktopDefault(environment: environment.variables))
        let language: WordLanguage
        if let languageCode {
            guard let chosen = WordLanguage(rawValue: languageCode) else {
                print(usage)
                return 2
            }
            language = chosen
        } else {
            language = settings.language
        }
        let library = wordLists(environment: environment)
        switch WordListFile.read(path, language: language) {
        case .failure(let refusal):
            print(refusal.explanation)
            return 1
        case .success(let file):
            do {
                let list = try library.add(name: name ?? WordList.suggestedName(forFileAt: path), language: language, entries: file.entries)
                try? settings.setList(list.id)
                print(tr("Added “{list}” ({language}).").filling(["list": list.name, "language": language.nativeName]) + " " + WordListReport.text(of: file))
                return 0
            } catch {
                print(error.messageForList.sentence)
                if let details = error.details { print(details) }
                return 1
            }
        }
    }
}
