import CurlTransport
import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// Shared set-up for tests that drive real GTK widgets. XCTest runs them synchronously on the
/// main thread, so they may assume MainActor isolation and pump the GLib main loop themselves.
/// An HTTP client that never connects.
struct StubNoNetwork: HTTPFetching {
    func get(_ url: String) async throws(HTTPError) -> HTTPResponse { throw .cannotConnect }
}

@MainActor
enum UITestSupport {
    private static var isInitialized = false

    /// The app's services over a store at `storePath`, with no network: French desktop, OMDb at
    /// `omdbBaseURL`, a word supply that deals "fallback"; `wordLists` as given.
    static func services(storePath: String, omdbBaseURL: String, wordLists: WordListLibrary? = nil) -> AppServices {
        let archive = GameArchive.testing(games: KeyValueStore(path: storePath))
        let omdbKey = OMDbKey(store: archive.settings, environment: ["HANGMAN_OMDB_URL": omdbBaseURL])
        let films = FilmSupply(
            source: OMDbFilmSource(http: StubNoNetwork(), key: omdbKey, cache: OMDbCache(path: storePath + ".omdb-cache.json")), bundled: BundledFilmSource(path: "/nonexistent/catalogue.json"))
        return AppServices(
            archive: archive,
            omdbKey: omdbKey,
            http: CurlHTTPClient(configuration: .init(connectTimeout: .seconds(1), totalTimeout: .seconds(2))),
            desktopLanguage: .french,
            wordSupply: { choice in
                WordSupply(choice: choice, http: StubNoNetwork(), endpoints: [], lexicon: LoadedOnce { .accepting(["fallback"], at: choice.level) })
            },
            filmSupply: films,
            wordLists: wordLists)
    }

    /// Initialises GTK once; fails the test with a clear message when there is no display.
    static func initializeGTK() throws {
        guard !isInitialized else { return }
        // Desktop settings the tests change stay in this process, never in the user's dconf.
        setenv("GSETTINGS_BACKEND", "memory", 1)
        guard MainLoop.initializeGTK() else {
            throw XCTSkip("No display: run UI tests under Xvfb (make test does)")
        }
        Style.loadApplicationCSS(path: repositoryRoot + "/data/style.css")
        isInitialized = true
    }

    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hangman-ui-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A Stats page in a window `width` px wide, with five won French games at the hard level,
    /// each with a long puzzle, played on `dates` in turn: three with a long name, the second and
    /// fourth kept without one (their records offer Name…).
    static func statsPageOfLongNamedGames(playedOn dates: [Date], width: Int32) throws -> (Window, StatsPage) {
        try initializeGTK()
        let history = GameHistory(store: KeyValueStore(path: temporaryDirectory() + "/store.json"))
        for index in 0..<5 {
            try history.append(FinishedGame(
                mode: .words, puzzle: "extraordinaire", result: .won, wrongLetters: [], score: 90 - index, duration: 754,
                date: dates[index % dates.count], playerName: index.isMultiple(of: 2) ? "Bartholomew Fitzgerald-Montgomery" : nil,
                language: .french, level: .hard))
        }
        let stats = StatsPage(archive: loadedArchive(of: history.store))
        let window = Window()
        window.setChild(stats.scroller)
        window.setDefaultSize(width: width, height: 700)
        window.present()
        _ = MainLoop.run(until: { window.width > 0 }, timeout: .seconds(5))
        MainLoop.run(for: .milliseconds(200))
        return (window, stats)
    }

    /// Switches gettext to French for `body`, then back to the untranslated English the other
    /// tests expect.
    static func inFrench(_ body: () throws -> Void) throws {
        try inLanguage("fr", body)
    }

    /// Runs `body` with the interface in `language` ("es", "de" …), from build/locale.
    static func inLanguage(_ language: String, _ body: () throws -> Void) throws {
        let localeDirectory = repositoryRoot + "/build/locale"
        guard FileManager.default.fileExists(atPath: localeDirectory + "/\(language)/LC_MESSAGES/hangman.mo") else {
            XCTFail("build/locale/\(language) is missing: run `make data` (make test does)")
            return
        }
        setenv("LC_ALL", "C.UTF-8", 1)
        setenv("LANGUAGE", language, 1)
        Localization.setUp(domain: AppIdentity.gettextDomain, localeDirectory: localeDirectory)
        defer {
            unsetenv("LANGUAGE")
            Localization.tearDown()
        }
        try body()
    }

    /// An archive over `store`, its games read: what a Stats page shows once the app has loaded them.
    static func loadedArchive(of store: KeyValueStore) -> GameArchive {
        let archive = GameArchive.testing(games: store)
        var loaded = false
        Task { @MainActor in
            await archive.load()
            loaded = true
        }
        _ = MainLoop.run(until: { loaded }, timeout: .seconds(10))
        return archive
    }

    /// A queue that serves `words` in order, or fails with `failure` when given.
    static func queue(words: [String], failure: FallbackReason? = nil, bundled: String = "fallback") -> ReadyQueue<Puzzle> {
        ReadyQueue(
            capacity: 10,
            waitLimit: .seconds(2),
            fetch: { _ throws(SourceFailure) in
                if let failure { throw SourceFailure(reason: failure) }
                return words.compactMap { Puzzle.playable($0) }
            },
            bundled: { _ in Puzzle.playable(bundled)! }
        )
    }
}

/// A Words page in its own window, with a store in a temporary directory.
@MainActor
final class PageHarness {
    let storePath: String
    let store: KeyValueStore
    let archive: GameArchive
    let page: GamePage
    /// What the archive said of each games save, in order: nil when it reached the disk.
    private(set) var reportedSaves: [StoreError?] = []
    /// Called when the archive says the history changed.
    var onHistoryChanged: (() -> Void)?
    let window: Window

    /// A Words page dealing `words` in order, or failing with `failure`.
    convenience init(words: [String], failure: FallbackReason? = nil, fileWriter: KeyValueStore.FileWriter = .atomic) throws {
        let queue = UITestSupport.queue(words: words, failure: failure)
        // Nothing is taken ahead: each New Game asks the queue, as a cold start does.
        let supply = PuzzleQueueSupply(queue)
        try self.init(mode: .words, supply: ClosureSupply { await supply.nextDeal() }, fileWriter: fileWriter)
    }

    /// A Movies page dealing `films` in order, as if from OMDb, or from the catalogue with `bundled`.
    convenience init(films: [Film], bundled: FallbackReason? = nil) throws {
        let deals = films.compactMap(FilmPuzzle.init(film:)).map {
            PuzzleDeal.film(DealtFilm($0, origin: bundled.map(PuzzleOrigin.bundled) ?? .online))
        }
        try self.init(mode: .movies, supply: ScriptedSupply(deals + [deals[0]]))
    }

    /// The scroller around the page, as the main window has it (`asInTheWindow`).
    private(set) var scroller: ScrolledWindow?

    /// A page of `mode` dealing from `supply`, saving to a store in a temporary directory.
    /// `asInTheWindow` builds it as the main window does, in a scroller, the Words page with its
    /// level picker, in a window of `size` (the page's part of the main window).
    init(
        mode: GameMode, supply: any PuzzleSupply, fileWriter: KeyValueStore.FileWriter = .atomic,
        size: (width: Int32, height: Int32) = (760, 700), asInTheWindow: Bool = false
    ) throws {
        try UITestSupport.initializeGTK()
        window = Window()
        storePath = UITestSupport.temporaryDirectory() + "/store.json"
        store = KeyValueStore(path: storePath, fileWriter: fileWriter)
        archive = GameArchive.testing(games: store)
        // The Words page's level and category pickers, side by side from 600 px, as the window has them.
        var choosers: Box?
        if asInTheWindow && mode == .words {
            let settings = WordSettings(store: archive.settings, desktopLanguage: .english)
            let words = TestSupport.repositoryRoot.appendingPathComponent("data/words").path
            let box = Box(size.width >= MainWindow.wideWidth ? .horizontal : .vertical, spacing: 16)
            box.append(WordLevelPicker(settings: settings).box)
            box.append(WordCategoryPicker(settings: settings) { WordLexicon.offeredCategories(in: $0, directory: words) }.box)
            choosers = box
        }
        page = GamePage(session: GameSession(mode: mode, supply: supply, archive: archive), accessory: choosers)
        // The main window fits its pages to its width as it changes; a page on its own stays narrow.
        if asInTheWindow { page.fit(wide: size.width >= MainWindow.wideWidth) }
        let events = archive.events
        Task { [weak self] in
            for await event in events {
                switch event {
                case .historyChanged: self?.onHistoryChanged?()
                case .saveFinished(let error, .games): self?.reportedSaves.append(error)
                case .saveFinished, .problemFound: break
                }
            }
        }
        window.setDefaultSize(width: size.width, height: size.height)
        if asInTheWindow {
            let scroller = MainWindow.scrolling(page.root)
            self.scroller = scroller
            window.setChild(scroller)
        } else {
            window.setChild(page.root)
        }
        window.present()
        page.startNewGame()
        guard MainLoop.run(until: { self.page.game != nil }, timeout: .seconds(5)) else {
            throw HarnessError.noPuzzle
        }
        MainLoop.run(for: .milliseconds(50))
    }

    enum HarnessError: Error { case noPuzzle }

    /// Clicks the on-screen key of `letter` and waits for the click to land. GtkButton emits
    /// `clicked` at the end of its 250 ms press animation, not at once.
    func click(_ letter: Character) {
        let button = page.keyboard.button(for: Letter(letter)!)
        guard button.isSensitive else { return }
        let guessesBefore = page.game?.guesses.count
        button.activate()
        _ = MainLoop.run(until: { self.page.game?.guesses.count != guessesBefore }, timeout: .seconds(2))
        waitForSave()
        MainLoop.run(for: .milliseconds(10))
    }

    /// A game's end is saved off the main thread; its end panel shows once it is on disk.
    func waitForSave() {
        _ = MainLoop.run(until: { !self.page.isSavingGame && !self.archive.hasPendingWrites }, timeout: .seconds(10))
        // What the archive told of the save (the Stats page's redraw) comes in the next turns.
        MainLoop.run(for: .milliseconds(20))
    }

    func button(_ letter: Character) -> Button {
        page.keyboard.button(for: Letter(letter)!)
    }

    /// Every letter button is disabled.
    var keyboardIsLocked: Bool {
        Letter.alphabet.allSatisfy { !page.keyboard.button(for: $0).isSensitive }
    }

    func close() {
        waitForSave()
        window.destroy()
        MainLoop.run(for: .milliseconds(20))
    }
}
