import GtkKit
import HangmanCore

/// The main window: a header bar with New Game and the primary menu, and the notebook of pages.
@MainActor
final class MainWindow {
    let window: Window
    let notebook = Notebook()
    let wordsPage: GamePage
    /// Built when the player first opens it: less work before the first frame.
    private(set) var moviesPage: GamePage?
    private(set) var statsPage: StatsPage?
    private let moviesHolder = Box(.vertical)
    private let statsHolder = Box(.vertical)
    private let services: AppServices
    private let noticeLabel = Label()
    private let noticeRevealer: Revealer

    private let store: KeyValueStore

    init(application: Application, services: AppServices) {
        store = services.store
        self.services = services
        window = Window(application: application)
        window.title = tr("Hangman")
        WindowState.restore(window, from: services.store)

        let header = HeaderBar()
        let newGameButton = Button(label: tr("_New Game"))
        newGameButton.useUnderline()
        newGameButton.setAction(AppAction.newGame.detailedName)
        newGameButton.tooltip = tr("Start a new game (Ctrl+N)")
        header.packStart(newGameButton)
        let menu = Menu()
        menu.append(tr("_New Game"), action: AppAction.newGame.detailedName)
        menu.append(tr("_Preferences"), action: AppAction.preferences.detailedName)
        let quitSection = Menu()
        quitSection.append(tr("_Keyboard Shortcuts"), action: AppAction.shortcuts.detailedName)
        quitSection.append(tr("_About Hangman"), action: AppAction.about.detailedName)
        quitSection.append(tr("_Quit"), action: AppAction.quit.detailedName)
        menu.appendSection(quitSection)
        let menuButton = MenuButton(iconName: "open-menu-symbolic", menu: menu)
        menuButton.setPrimary()
        menuButton.tooltip = tr("Main Menu")
        header.packEnd(menuButton)
        window.setTitlebar(header)

        let wordQueue = services.wordQueue
        wordsPage = GamePage(
            configuration: .init(mode: .words, title: tr("Words"), bannerText: { $0.wordsBannerText }),
            history: services.history,
            dealer: { await wordQueue.nextDeal() },
            readyDealer: { await wordQueue.readyDeal() }
        )
        notebook.appendPage(wordsPage.root, title: wordsPage.configuration.title)
        moviesHolder.setExpand(horizontal: true, vertical: true)
        statsHolder.setExpand(horizontal: true, vertical: true)
        notebook.appendPage(moviesHolder, title: tr("Movies"))
        notebook.appendPage(statsHolder, title: tr("Stats"))
        notebook.setExpand(horizontal: true, vertical: true)

        noticeLabel.addCSSClass("banner")
        noticeLabel.wrapOnWords()
        noticeRevealer = Revealer(child: noticeLabel)
        if let problem = services.store.problem {
            noticeLabel.text = problem.explanation
            noticeRevealer.isRevealed = true
        }

        let content = Box(.vertical)
        content.append(noticeRevealer)
        content.append(notebook)
        window.setChild(content)
        notebook.onPageChanged { [weak self] in self?.currentPageChanged() }
        wordsPage.onHistoryChanged = { [weak self] in self?.statsPage?.refresh() }

        window.onCloseRequest { [weak self] in
            self?.saveWindowState()
            return false
        }
        window.addController(KeyController { [weak self] key in
            guard let self, let character = key.character,
                  key.modifiers.isDisjoint(with: [.control, .alt, .superKey]) else { return false }
            return self.currentGamePage?.handleTypedCharacter(character) ?? false
        })
    }

    /// The game page on screen, if the current page is one.
    var currentGamePage: GamePage? {
        switch notebook.currentPage {
        case 0: wordsPage
        case 1: moviesPage
        default: nil
        }
    }

    /// Builds a page the first time it is shown, and deals its first game.
    private func currentPageChanged() {
        switch notebook.currentPage {
        case 1 where moviesPage == nil:
            let filmQueue = services.filmQueue
            let page = GamePage(
                configuration: .init(mode: .movies, title: tr("Movies"), bannerText: { $0.moviesBannerText }, showsHints: true),
                history: services.history,
                dealer: { await filmQueue.nextDeal() },
                readyDealer: { await filmQueue.readyDeal() }
            )
            page.root.setExpand(horizontal: true, vertical: true)
            page.onHistoryChanged = { [weak self] in self?.statsPage?.refresh() }
            moviesHolder.append(page.root)
            moviesPage = page
        case 2 where statsPage == nil:
            let page = StatsPage(history: services.history)
            statsHolder.append(page.scroller)
            statsPage = page
        case 2:
            statsPage?.refresh()
        default:
            break
        }
        startFirstGameOnCurrentPage()
    }

    func startNewGame() {
        (currentGamePage ?? wordsPage).startNewGame()
    }

    /// Shows page `index` (0 Words, 1 Movies, 2 Stats).
    func showPage(_ index: Int32) {
        guard (0..<notebook.pageCount).contains(index) else { return }
        notebook.currentPage = index
    }

    /// Shows the page `offset` away from the current one, wrapping around.
    func showPage(offset: Int32) {
        let count = notebook.pageCount
        showPage(((notebook.currentPage + offset) % count + count) % count)
    }

    /// Remembers the window's size for the next run.
    func saveWindowState() {
        WindowState.save(window, to: store)
    }

    /// A page deals its first puzzle when the player first opens it.
    private func startFirstGameOnCurrentPage() {
        guard let page = currentGamePage, !page.hasStarted else { return }
        page.startNewGame()
    }

    func present() {
        window.present()
    }
}
