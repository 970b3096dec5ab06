import GtkKit
import HangmanCore

/// The main window: a header bar with New Game and the primary menu, and the notebook of pages.
@MainActor
final class MainWindow {
    let window: Window
    let notebook = Notebook()
    let wordsPage: GamePage
    /// The Words page's pickers: the player's list, the level, the category.
    let choosers: WordChoosers
    /// The friend's word dialog, while it is open.
    var friendWordDialog: FriendWordDialog?
    /// Built when the player first opens it: less work before the first frame.
    var moviesPage: GamePage?
    var statsPage: StatsPage?
    let moviesHolder = Box(.vertical)
    let statsHolder = Box(.vertical)
    let services: AppServices
    /// The game's sounds, shared by both game pages.
    let sounds: any SoundPlaying
    /// What happened to the player's files: problems found at start-up, failed saves.
    let storeNotices = StoreNoticeBanner()
    /// The question New Game asks while a game is under way.
    var giveUpDialog: ConfirmDialog?
    /// Called when another page is shown.
    var onCurrentPageChanged: ((Page) -> Void)?

    let windowSettings: WindowSettings

    init(application: Application, services: AppServices, sounds: any SoundPlaying) {
        self.sounds = sounds
        windowSettings = WindowSettings(store: services.archive.settings)
        self.services = services
        window = Window(application: application)
        window.title = tr("Hangman")
        WindowState.restore(window, from: windowSettings)

        window.setTitlebar(MainHeaderBar.make())

        choosers = WordChoosers(services: services)
        wordsPage = GamePage(session: services.makeSession(.words), accessory: choosers.box)
        moviesHolder.setExpand(horizontal: true, vertical: true)
        statsHolder.setExpand(horizontal: true, vertical: true)
        notebook.appendPage(Self.scrolling(wordsPage.root), title: Page.words.title)
        notebook.appendPage(moviesHolder, title: Page.movies.title)
        notebook.appendPage(statsHolder, title: Page.stats.title)
        notebook.setExpand(horizontal: true, vertical: true)

        let content = Box(.vertical)
        content.append(storeNotices.box)
        content.append(notebook)
        window.setChild(content)
        notebook.onPageChanged { [weak self] in self?.currentPageChanged() }
        wordsPage.sounds = sounds
        wordsPage.waitForWindow()
        FrameClock.afterFirstPaint(of: window) {
            AccessibilityRegistry.whenListed { [weak self] in self?.windowBecameReady() }
        }
        wordsPage.focusIsOnTabs = { [weak self] in self?.playerIsOnTabs ?? false }
        wordsPage.onNewGameNeedsConfirmation = { [weak self, weak wordsPage] in wordsPage.map { self?.askToGiveUp($0) } }
        choosers.onChange = { [weak self] in self?.wordChoiceChanged() }

        followArchive()
        nameTabs()
        window.onSizeChanged { [weak self] in self?.fitToSize() }
        window.onActiveChanged { [weak self] in self?.updateClocks() }
        fitToSize()
        if let problem = services.archive.settings.problem { storeNotices.showStoreProblem(problem, of: .settings) }
        // The source picker read the lists already: a list file that could not be read is told.
        for path in services.wordLists.setAside { storeNotices.showStoreProblem(.movedAside(brokenPath: path), of: .wordList) }
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            guard !self.isLeaving else { return false }
            return self.leave(afterSaves: { [weak self] in self?.window.close() })
        }
        window.addController(KeyController { [weak self] key in
            guard let self else { return false }
            // Keys still typed after a record are not its name: the field waits for a pause.
            self.currentGamePage?.noteKeyPress()
            self.keyboardUsed = true
            guard key.modifiers.isDisjoint(with: [.control, .alt, .superKey]) else { return false }
            // Enter on a finished board is New Game, wherever the focus is on the page.
            if KeyController.isEnter(key) { return self.currentGamePage?.pressEnter() ?? false }
            guard let character = key.character else { return false }
            return self.currentGamePage?.handleTypedCharacter(character) ?? false
        })
    }

    /// True once the window's first frame is painted and a screen reader can read the window.
    var isWindowReady = false

    /// The first frame is painted, and the accessibility registry lists the game, so that a
    /// screen reader hears the focus move: the board of the page on screen takes the focus, if
    /// its game began before (the first game of a launch is dealt before that frame), unless
    /// the player has moved the focus in the meantime (the registry can take seconds).
    private func windowBecameReady() {
        isWindowReady = true
        let focusIsWhereGTKPutIt = !keyboardUsed && (!window.hasFocusedWidget || notebook.widget.hasFocus)
        wordsPage.windowBecameReady(takingFocus: focusIsWhereGTKPutIt && currentPage == .words)
        moviesPage?.windowBecameReady(takingFocus: focusIsWhereGTKPutIt && currentPage == .movies)
    }

    /// True once a key was pressed in the window: the focus is then where the player put it.
    private var keyboardUsed = false

    /// True while the player has the focus on the page tabs (arrows move between pages there).
    /// GTK's first focus, before any key, is its choice, not the player's.
    var playerIsOnTabs: Bool {
        keyboardUsed && notebook.widget.hasFocus
    }

    /// The page on screen.
    var currentPage: Page { Page(rawValue: notebook.currentPage) ?? .words }

    /// The game page on screen, if the current page is one.
    var currentGamePage: GamePage? {
        switch currentPage {
        case .words: wordsPage
        case .movies: moviesPage
        case .stats: nil
        }
    }

    /// The clock runs only for the game on screen, in the focused window: not on another tab,
    /// not behind Preferences or another application.
    func updateClocks() {
        let focused = window.isActive
        wordsPage.setOnScreen(focused && currentPage == .words)
        moviesPage?.setOnScreen(focused && currentPage == .movies)
    }

    /// True while a game, a name or a setting is being saved.
    var isSaving: Bool {
        wordsPage.isSaving || moviesPage?.isSaving == true || services.archive.hasPendingWrites
    }

    /// True once the player closed the window or quit: what was under way is kept.
    private var isLeaving = false

    /// Keeps what is under way. When something is still being saved, hides the window at once
    /// (a save waiting for another program's lock must not hold it on screen), calls `then` once
    /// every save asked for is on disk or kept aside, and returns true: quitting never cuts a
    /// save short. Returns false when nothing is being saved: the caller goes on at once.
    func leave(afterSaves then: @escaping () -> Void) -> Bool {
        isLeaving = true
        keepWhatIsUnderWay()
        guard isSaving else { return false }
        window.isVisible = false
        afterSaves(then)
        return true
    }

    /// Calls `then` once every save asked for is on disk: quitting never cuts one short.
    private func afterSaves(_ then: @escaping () -> Void) {
        Task { [wordsPage, moviesPage, services] in
            await wordsPage.savesFinished()
            await moviesPage?.savesFinished()
            await services.archive.flush()
            then()
        }
    }

    /// Follows what the archive tells: the Stats page redraws when the history changed, and the
    /// banner says why a save failed until one succeeds.
    private func followArchive() {
        Task { [weak self, events = services.archive.events] in
            for await event in events {
                guard let self else { return }
                switch event {
                case .historyChanged: self.statsPage?.refresh()
                case .saveFinished(let error, let contents): self.storeNotices.showSaveResult(error, of: contents)
                case .problemFound(let problem, let contents): self.storeNotices.showStoreProblem(problem, of: contents)
                }
            }
        }
    }

    /// A game page in a scroller: what the page shows (a film's hints, a banner) never sets the
    /// window's size, nor the size saved for the next run; a window too short for it scrolls.
    static func scrolling(_ page: Box) -> ScrolledWindow {
        let scroller = ScrolledWindow(child: page)
        scroller.setExpand(horizontal: true, vertical: true)
        scroller.setScrollBarName(tr("Scroll the game"))
        return scroller
    }

    /// The player chose another word language, level or category: the next Words game follows it.
    func wordChoiceChanged() {
        choosers.refresh()
        wordsPage.deckChanged(to: services.wordsDeck, supply: services.currentWordSupply)
    }

    /// The window's sizes that the style follows: large from 1100 x 850 up.
    static let largeSize = (width: Int32(1100), height: Int32(850))

    /// Scales the page to the window: a large window gets a larger puzzle, counters and keys.
    func fitToSize() {
        let size = window.isMaximized ? window.size : window.defaultSize
        let large = size.width >= Self.largeSize.width && size.height >= Self.largeSize.height
        window.setCSSClass("size-large", large)
        choosers.box.setOrientation(size.width >= Self.wideWidth ? .horizontal : .vertical)
        for page in [wordsPage, moviesPage].compactMap(\.self) { page.fit(wide: size.width >= Self.wideWidth, large: large) }
    }

    /// From this width, the counters' column has room for six wrong letters on one line.
    static let wideWidth: Int32 = 600

    /// Before the window goes: the window's size, a record's name typed but not yet confirmed
    /// (kept as New Game would keep it) and each game under way with its clock, for the next run.
    func keepWhatIsUnderWay() {
        WindowState.save(window, page: currentPage, to: windowSettings)
        for page in [wordsPage, moviesPage].compactMap(\.self) { page.keepWhatIsUnderWay() }
    }

    /// True once the app asked for the first game (before the first frame): pages deal from then on.
    private var isDealing = false

    /// Returns once the first game's puzzle is painted (at once on the Stats page): what the
    /// network, the meanings and the films wait for, so that on two cores they never compete
    /// with that frame.
    func firstPuzzlePainted() async {
        guard let page = currentGamePage else { return }
        await withCheckedContinuation { (painted: CheckedContinuation<Void, Never>) in
            page.whenGameBegins { [window] in
                FrameClock.afterNextPaint(of: window) { painted.resume() }
            }
        }
    }

    /// Deals the first game of the page on screen. The app asks before the first frame: the
    /// Words page's first word is at hand (kept, or from the bundled list) and that frame shows
    /// it; the word service waits until it is painted (`WordSupply`).
    func startFirstGame() {
        isDealing = true
        startFirstGameOnCurrentPage()
    }

    /// A page deals its first puzzle when the player first opens it.
    func startFirstGameOnCurrentPage() {
        guard isDealing else { return }
        currentGamePage?.start()
    }

    /// Shows the window. Its first game gives the board the focus once the window is on screen:
    /// focused before, while the screen reader does not know the window yet, it would go unheard.
    func present() {
        window.present()
    }
}
