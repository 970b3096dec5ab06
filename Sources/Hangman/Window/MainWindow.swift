import GtkKit
import HangmanCore

/// The notebook's pages, in tab order.
enum Page: Int32, CaseIterable {
    case words, movies, stats

    /// The tab's title.
    var title: String {
        switch self {
        case .words: GameMode.words.displayName
        case .movies: GameMode.movies.displayName
        case .stats: tr("Stats")
        }
    }
}

/// The main window: a header bar with New Game and the primary menu, and the notebook of pages.
@MainActor
final class MainWindow {
    let window: Window
    let notebook = Notebook()
    let wordsPage: GamePage
    let levelPicker: WordLevelPicker
    let categoryPicker: WordCategoryPicker
    /// The game's words or one of the player's lists: shown once the player has a list.
    let sourcePicker: WordSourcePicker
    /// The friend's word dialog, while it is open.
    private(set) var friendWordDialog: FriendWordDialog?
    /// The level and category pickers: side by side in a wide window, one above the other in a
    /// narrow one, where a row of both would be wider than 360 px.
    private let choosers = Box(.horizontal, spacing: 16)
    /// Built when the player first opens it: less work before the first frame.
    private(set) var moviesPage: GamePage?
    private(set) var statsPage: StatsPage?
    private let moviesHolder = Box(.vertical)
    private let statsHolder = Box(.vertical)
    private let services: AppServices
    /// The game's sounds, shared by both game pages.
    let sounds: any SoundPlaying
    private let noticeLabel = Label()
    private let noticeRevealer: Revealer
    /// Why the last save failed, until the next one succeeds: wraps, never widens the window.
    let saveErrorLabel = Label()
    private let saveErrorRevealer: Revealer
    /// The question New Game asks while a game is under way.
    private(set) var giveUpDialog: ConfirmDialog?
    /// Called when another page is shown.
    var onCurrentPageChanged: ((Page) -> Void)?

    private let windowSettings: WindowSettings

    init(application: Application, services: AppServices, sounds: any SoundPlaying) {
        self.sounds = sounds
        windowSettings = WindowSettings(store: services.settings)
        self.services = services
        window = Window(application: application)
        window.title = tr("Hangman")
        WindowState.restore(window, from: windowSettings)

        let header = HeaderBar()
        // No access key: the end panel's New Game has Alt+N in this window, and Ctrl+N is this
        // button's shortcut (GNOME's header bar buttons have none).
        let newGameButton = Button(label: tr("New Game"))
        newGameButton.setAction(AppAction.newGame.detailedName)
        newGameButton.tooltip = tr("Start a new game (Ctrl+N)")
        header.packStart(newGameButton)
        // The title is never cut to "Han…" in a narrow window: the buttons leave it room.
        let title = Label(tr("Hangman"))
        title.addCSSClass("title")
        header.setTitleWidget(title)
        // GNOME's primary menu: no New Game (the button beside it) and no Quit (Ctrl+Q stays).
        let menu = Menu()
        // Translators: access keys of the main menu, which must differ: _Word for a Friend…,
        // _Preferences, _How to Play, _Keyboard Shortcuts, _About Hangman.
        menu.append(tr("_Word for a Friend…"), action: AppAction.friendWord.detailedName)
        menu.append(tr("_Preferences"), action: AppAction.preferences.detailedName)
        let aboutSection = Menu()
        aboutSection.append(tr("_How to Play"), action: AppAction.howToPlay.detailedName)
        aboutSection.append(tr("_Keyboard Shortcuts"), action: AppAction.shortcuts.detailedName)
        aboutSection.append(tr("_About Hangman"), action: AppAction.about.detailedName)
        menu.appendSection(aboutSection)
        let menuButton = MenuButton(iconName: "open-menu-symbolic", menu: menu)
        menuButton.setPrimary()
        menuButton.setTooltipRepeatingName(tr("Main Menu"))
        menuButton.setAccessibleName(tr("Main Menu"))
        header.packEnd(menuButton)
        window.setTitlebar(header)

        levelPicker = WordLevelPicker(settings: services.wordSettings)
        categoryPicker = WordCategoryPicker(settings: services.wordSettings) { [services] in services.offeredCategories(in: $0) }
        sourcePicker = WordSourcePicker(services: services)
        choosers.addCSSClass("word-choosers")
        choosers.append(sourcePicker.box)
        choosers.append(levelPicker.box)
        choosers.append(categoryPicker.box)
        wordsPage = GamePage(session: services.makeSession(.words), accessory: choosers)
        moviesHolder.setExpand(horizontal: true, vertical: true)
        statsHolder.setExpand(horizontal: true, vertical: true)
        notebook.appendPage(Self.scrolling(wordsPage.root), title: Page.words.title)
        notebook.appendPage(moviesHolder, title: Page.movies.title)
        notebook.appendPage(statsHolder, title: Page.stats.title)
        notebook.setExpand(horizontal: true, vertical: true)

        noticeLabel.addCSSClass("banner")
        noticeLabel.wrapOnWords()
        noticeRevealer = Revealer(child: noticeLabel)

        saveErrorLabel.addCSSClass("banner")
        saveErrorLabel.addCSSClass("save-error")
        saveErrorLabel.wrapOnWords()
        saveErrorRevealer = Revealer(child: saveErrorLabel)

        let content = Box(.vertical)
        content.append(noticeRevealer)
        content.append(saveErrorRevealer)
        content.append(notebook)
        window.setChild(content)
        notebook.onPageChanged { [weak self] in self?.currentPageChanged() }
        wordsPage.sounds = sounds
        wordsPage.waitForWindow()
        FrameClock.afterFirstPaint(of: window) {
            AccessibilityRegistry.whenListed { [weak self] in self?.windowBecameReady() }
        }
        wordsPage.focusIsOnTabs = { [weak self] in self?.playerIsOnTabs ?? false }
        levelPicker.onChange = { [weak self] in self?.wordChoiceChanged() }
        categoryPicker.onChange = { [weak self] in self?.wordChoiceChanged() }
        sourcePicker.onChange = { [weak self] in self?.wordChoiceChanged() }
        restPickersForList()
        levelPicker.restsForCategory(services.wordChoice.category != nil)

        followArchive()
        nameTabs()
        window.onSizeChanged { [weak self] in self?.fitToSize() }
        window.onActiveChanged { [weak self] in self?.updateClocks() }
        fitToSize()
        if let problem = services.settings.problem { showStoreProblem(problem, of: .settings) }
        // The source picker read the lists already: a list file that could not be read is told.
        for path in services.wordLists.setAside { showStoreProblem(.movedAside(brokenPath: path), of: .wordList) }
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
    private var isWindowReady = false

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
    private var playerIsOnTabs: Bool {
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

    /// The tabs have the focus as the notebook itself, so the notebook says which page is open:
    /// "Pages: Stats" as the focus comes to the tabs and as an arrow there opens another page.
    /// Not the page's bare name, which Orca says as the focus enters the page ("Stats panel").
    private func nameTabs() {
        // Translators: the page tabs as a screen reader names them: "Pages: Stats".
        notebook.setAccessibleLabel(tr("Pages: {page}").filling(["page": currentPage.title]))
    }

    /// Builds a page the first time it is shown, and deals its first game.
    private func currentPageChanged() {
        nameTabs()
        onCurrentPageChanged?(currentPage)
        defer { updateClocks() }
        switch currentPage {
        case .movies where moviesPage == nil:
            let page = GamePage(session: services.makeSession(.movies), omdbKeyIsFromEnvironment: services.omdbKey.isSetByEnvironment)
            page.root.setExpand(horizontal: true, vertical: true)
            page.sounds = sounds
            if !isWindowReady { page.waitForWindow() }
            page.focusIsOnTabs = { [weak self] in self?.playerIsOnTabs ?? false }
            moviesHolder.append(Self.scrolling(page.root))
            moviesPage = page
            fitToSize()
        case .stats where statsPage == nil:
            let page = StatsPage(archive: services.archive)
            statsHolder.append(page.scroller)
            statsPage = page
        case .stats:
            statsPage?.refresh()
        default:
            break
        }
        startFirstGameOnCurrentPage()
    }

    /// The clock runs only for the game on screen, in the focused window: not on another tab,
    /// not behind Preferences or another application.
    private func updateClocks() {
        let focused = window.isActive
        wordsPage.setOnScreen(focused && currentPage == .words)
        moviesPage?.setOnScreen(focused && currentPage == .movies)
    }

    /// True while a game, a name or a setting is being saved.
    var isSaving: Bool {
        wordsPage.session.isSaving || moviesPage?.session.isSaving == true || services.archive.hasPendingWrites
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
            await wordsPage.session.savesFinished()
            await moviesPage?.session.savesFinished()
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
                case .saveFinished(let error, let contents): self.showSaveResult(error, of: contents)
                case .problemFound(let problem, let contents): self.showStoreProblem(problem, of: contents)
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

    /// Tells the player, once, that a store file could not be used as it was; both files' problems
    /// are told when both have one.
    func showStoreProblem(_ problem: StoreProblem, of contents: StoreContents) {
        problemsTold.insert(contents)
        let explanation = problem.explanation(of: contents)
        GLibLog.debug("told the player: \(explanation)")
        noticeLabel.text = noticeRevealer.isRevealed ? noticeLabel.text + "\n" + explanation : explanation
        noticeRevealer.isRevealed = true
    }

    /// Why the last save of each file failed, until one of it succeeds.
    private var saveFailures: [StoreContents: StoreError] = [:]
    /// The files whose problem the player was told at start-up.
    private var problemsTold: Set<StoreContents> = []

    /// Shows why a save failed, in one plain sentence per file, until a save of that file succeeds.
    /// A file told read-only at start-up (a newer version's, one that could not be opened) fails
    /// its saves by design: that is said once, by the start-up banner, never a second time.
    func showSaveResult(_ error: StoreError?, of contents: StoreContents) {
        saveFailures[contents] = error == .readOnly && problemsTold.contains(contents) ? nil : error
        let sentences = [StoreContents.games, .gameInProgress, .settings].compactMap { contents in saveFailures[contents]?.explanation(of: contents) }
        if !sentences.isEmpty {
            saveErrorLabel.text = sentences.joined(separator: "\n")
            GLibLog.debug("told the player: \(saveErrorLabel.text)")
        }
        saveErrorRevealer.isRevealed = !sentences.isEmpty
    }

    /// The player chose another word language, level or category: the next Words game follows it.
    func wordChoiceChanged() {
        sourcePicker.refresh()
        categoryPicker.refresh()
        levelPicker.restsForCategory(services.wordChoice.category != nil)
        restPickersForList()
        wordsPage.session.changeSupply(to: services.currentWordSupply)
        wordsPage.wordsDeckChanged(to: services.wordsDeck)
    }

    /// A list's words have no level and no category: both pickers rest while one is chosen.
    private func restPickersForList() {
        let fromList = services.chosenList != nil
        levelPicker.box.isSensitive = !fromList
        categoryPicker.box.isSensitive = !fromList
        let why = fromList ? tr("Your list’s words have no level or category") : nil
        levelPicker.box.tooltip = why
        categoryPicker.box.tooltip = why
    }

    /// Word for a Friend: on the Words page, after New Game's question when a game is under
    /// way (given up, it counts as lost), the dialog; its word is dealt at once.
    func askForFriendWord() {
        show(.words)
        guard !wordsPage.hasGameInProgress else {
            return askToGiveUp(wordsPage) { [weak self] in self?.presentFriendWordDialog() }
        }
        presentFriendWordDialog()
    }

    private func presentFriendWordDialog() {
        let dialog = FriendWordDialog(language: services.wordChoice.language, over: window, makeDeal: OwnWordDeal.friend) { [weak self] deal in
            self?.friendWordDialog = nil
            self?.wordsPage.begin(deal)
        }
        dialog.window.onDestroy { [weak self] in self?.friendWordDialog = nil }
        friendWordDialog = dialog
        dialog.present()
    }

    /// A new game on the page shown; none on Stats, where New Game is off. A game under way
    /// is not dropped silently: New Game asks first, and a game given up counts as lost.
    func startNewGame() {
        guard let page = currentGamePage else { return }
        guard page.hasGameInProgress else { return page.startNewGame() }
        askToGiveUp(page)
    }

    /// Asks whether to give up `page`'s game (it counts as lost); given up, `then` runs next.
    private func askToGiveUp(_ page: GamePage, then: (() -> Void)? = nil) {
        let dialog = ConfirmDialog(
            title: tr("Give Up This Game?"), message: tr("It counts as a lost game, and its answer is shown."),
            // Translators: access keys of the give-up question, which must differ: _Cancel, _Give Up.
            confirmLabel: tr("_Give Up"), over: window
        ) { [weak page] in
            page?.giveUp()
            then?()
        }
        giveUpDialog = dialog
        dialog.present()
    }

    /// Shows `page`; `focusing` moves the keyboard focus into it (Alt+1–3, Ctrl+Page Up and
    /// Down), where a screen reader hears the page's name and where to go on: the board of a
    /// game page, the mode switch of Stats. Else the focus stays on the tabs, as GTK leaves it.
    func show(_ page: Page, focusing: Bool = false) {
        notebook.currentPage = page.rawValue
        guard focusing else { return }
        switch page {
        case .words: wordsPage.board.grabFocus()
        case .movies: moviesPage?.board.grabFocus()
        case .stats: statsPage?.focusModeSwitch()
        }
    }

    /// Deals Words at `level` from the next game on (at once when no letter is played yet), on
    /// the Words page.
    func chooseLevel(_ level: WordLevel) {
        show(.words)
        levelPicker.select(level)
    }

    /// Opens the page the window was closed on.
    func restoreLastPage() {
        if let page = Page(rawValue: Int32(clamping: windowSettings.page)), page != currentPage { show(page) }
    }

    /// Shows the page `offset` away from the current one, wrapping around.
    func showPage(offset: Int) {
        let pages = Page.allCases
        let index = pages.firstIndex(of: currentPage) ?? 0
        show(pages[((index + offset) % pages.count + pages.count) % pages.count], focusing: true)
    }

    /// The window's sizes that the style follows: large from 1100 x 850 up.
    static let largeSize = (width: Int32(1100), height: Int32(850))

    /// Scales the page to the window: a large window gets a larger puzzle, counters and keys.
    private func fitToSize() {
        let size = window.isMaximized ? window.size : window.defaultSize
        let large = size.width >= Self.largeSize.width && size.height >= Self.largeSize.height
        window.setCSSClass("size-large", large)
        choosers.setOrientation(size.width >= Self.wideWidth ? .horizontal : .vertical)
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
    private func startFirstGameOnCurrentPage() {
        guard isDealing, let page = currentGamePage, !page.hasStarted else { return }
        page.startNewGame()
    }

    /// Shows the window. Its first game gives the board the focus once the window is on screen:
    /// focused before, while the screen reader does not know the window yet, it would go unheard.
    func present() {
        window.present()
    }
}
