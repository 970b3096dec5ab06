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

/// The notebook's pages: which is shown, how the player moves between them, and each page built
/// and dealt its first game when the player first opens it.
extension MainWindow {
    /// The tabs have the focus as the notebook itself, so the notebook says which page is open:
    /// "Pages: Stats" as the focus comes to the tabs and as an arrow there opens another page.
    /// Not the page's bare name, which Orca says as the focus enters the page ("Stats panel").
    func nameTabs() {
        // Translators: the page tabs as a screen reader names them: "Pages: Stats".
        notebook.setAccessibleLabel(tr("Pages: {page}").filling(["page": currentPage.title]))
    }

    /// Builds a page the first time it is shown, and deals its first game.
    func currentPageChanged() {
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
            page.onNewGameNeedsConfirmation = { [weak self, weak page] in page.map { self?.askToGiveUp($0) } }
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

    /// Shows `page`; `focusing` moves the keyboard focus into it (Alt+1–3, Ctrl+Page Up and
    /// Down), where a screen reader hears the page's name and where to go on: the board of a
    /// game page, the mode switch of Stats. Else the focus stays on the tabs, as GTK leaves it.
    func show(_ page: Page, focusing: Bool = false) {
        notebook.currentPage = page.rawValue
        guard focusing else { return }
        switch page {
        case .words: wordsPage.focusBoard()
        case .movies: moviesPage?.focusBoard()
        case .stats: statsPage?.focusModeSwitch()
        }
    }

    /// Deals Words at `level` from the next game on (at once when no letter is played yet), on
    /// the Words page.
    func chooseLevel(_ level: WordLevel) {
        show(.words)
        choosers.levelPicker.select(level)
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
}
