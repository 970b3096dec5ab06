import GtkKit
import HangmanCore

/// The GtkApplication: one instance, one main window, the app actions.
@MainActor
final class HangmanApplication {
    let application = Application(id: AppIdentity.applicationID)
    let environment: AppEnvironment
    private(set) var services: AppServices?
    private(set) var mainWindow: MainWindow?
    private var newGameAction: Action?
    private var preferencesWindow: PreferencesWindow?
    private var howToPlayWindow: HowToPlayWindow?
    /// Recorded only for `make bench` (`HANGMAN_EXIT_AFTER_FIRST_FRAME=1`).
    private let milestones: StartupMilestones?
    /// The player's word lists, read from the start (see `init`).
    private let wordLists: WordListLibrary
    /// The game's word lists, each language's read when first needed; the player's from the start.
    private let lexicons: [WordLanguage: LoadedOnce<WordLexicon>]

    init(environment: AppEnvironment, milestones: StartupMilestones? = nil) {
        self.environment = environment
        self.milestones = milestones
        // The player's lists are read and checked on another thread while GTK starts: the
        // window's source picker and the chosen list's deal need them before the first frame.
        wordLists = AppServices.wordLists(environment: environment)
        wordLists.preload()
        // So is the game's list of the language played: the first word is dealt before the
        // first frame, and GTK's start leaves the other core free.
        lexicons = AppServices.lexicons(environment: environment)
        AppServices.readAhead(lexicons, environment: environment)
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.activate() }
    }

    func run() -> Int32 {
        application.run()
    }

    private func startup() {
        milestones?.mark(.startup)
        MainQueueBridge.install()
        ColorScheme.followDesktopPreference()
        DesktopSettings.keepLabelsUnselectedOnFocus()
        // Logging out, closing the terminal, `kill`: the game ends as Ctrl+Q ends it, the game
        // under way kept for the next launch and every save on disk first.
        UnixSignals.onTermination { [weak self] in self?.perform(.quit) }
        Style.loadApplicationCSS(path: environment.styleSheetPath)
        for action in AppAction.allCases {
            let registered = Action(action.rawValue) { [weak self] in self?.perform(action) }
            if action == .newGame { newGameAction = registered }
            application.addAction(registered)
            application.setAccelerators(action.accelerators, for: action.detailedName)
        }
    }

    /// A second launch lands here too: it presents the existing window.
    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        milestones?.mark(.activate)
        let services = AppServices.live(environment: environment, wordLists: wordLists, lexicons: lexicons)
        self.services = services
        // The first word is dealt now on the other core, from the list read ahead since `init`
        // (or from the deck's list, read now if `init` did not guess it), while the window is
        // built: the first game, asked for before the first frame, finds it at hand.
        services.currentWordSupply.startFirstDeal()
        let sounds = EventSounds(directory: environment.soundsDirectory, settings: services.soundSettings)
        let window = MainWindow(application: application, services: services, sounds: sounds)
        // The Stats page has no game: New Game (button and Ctrl+N) is off there, rather than
        // silently dropping the Words game the player cannot see.
        window.onCurrentPageChanged = { [weak self] page in self?.newGameAction?.isEnabled = page != .stats }
        window.restoreLastPage()
        mainWindow = window
        milestones?.mark(.windowBuilt)
        if let milestones {
            reportForBenchmark(milestones, window: window, untilFirstPuzzle: environment.exitsAfterFirstPuzzle)
        }
        // The first game is dealt now, so that the first frame shows it: a kept word, or one of
        // the bundled list, which the other core has read meanwhile (a deal is a hop or two off
        // the main thread, back before the frame). The word service waits (`prefill()` below).
        milestones?.mark(.dealAsked)
        window.startFirstGame()
        let iconDirectory = environment.iconDirectory
        FrameClock.afterFirstPaint(of: window.window) {
            // After the first frame, and out of the frame clock's paint cycle: the first transfer
            // opens libcurl and OpenSSL on a worker thread, CPU that competes with the first
            // frame on two cores (docs/benchmarks.md).
            // The games are read off the main thread, and a history past its bound (an old or
            // edited store) is folded there; what went wrong reading them is told then.
            Task { [weak window] in
                guard let problem = await services.archive.load() else { return }
                window?.storeNotices.showStoreProblem(problem, of: .games)
            }
            Task {
                await window.firstPuzzlePainted()
                await services.currentWordSupply.prefill()
                await services.filmSupply.prefill()
                // Only X11 shows the window icon; it is no part of the first frame either.
                AppIcon.use(name: AppIdentity.applicationID, extraSearchPath: iconDirectory, on: window.window)
            }
        }
        window.present()
        milestones?.mark(.presented)
    }

    /// For `make bench`: prints the milestones, then quits, once the first frame is on screen,
    /// or (`untilFirstPuzzle`) once a painted frame shows the first puzzle.
    private func reportForBenchmark(_ milestones: StartupMilestones, window: MainWindow, untilFirstPuzzle: Bool) {
        var firstFramePainted = false
        /// The first puzzle's report, when the game began before the first frame: that frame shows it.
        var reportWithFirstFrame: (@MainActor () -> Void)?
        FrameClock.afterFirstPaint(of: window.window) { [weak self] in
            firstFramePainted = true
            let firstFrame = milestones.mark(.firstFrame)
            guard untilFirstPuzzle else {
                print(milestones.report)
                print("FIRST_FRAME \(firstFrame)")
                self?.application.quit()
                return
            }
            reportWithFirstFrame?()
        }
        guard untilFirstPuzzle else { return }
        window.wordsPage.whenGameBegins { [weak self] in
            milestones.mark(.dealt)
            let report: @MainActor () -> Void = {
                let firstPuzzle = milestones.mark(.firstPuzzle)
                print(milestones.report)
                print("FIRST_PUZZLE \(firstPuzzle)")
                self?.application.quit()
            }
            if firstFramePainted { FrameClock.afterNextPaint(of: window.window, report) } else { reportWithFirstFrame = report }
        }
    }

    private func showPreferences() {
        guard let services, let mainWindow else { return }
        let preferences = PreferencesWindow(services: services, over: mainWindow.window)
        preferences.window.onDestroy { [weak self] in self?.preferencesWindow = nil }
        preferences.onWordLanguageChanged = { [weak mainWindow] in mainWindow?.wordChoiceChanged() }
        preferences.onWordListsChanged = { [weak mainWindow] in mainWindow?.wordChoiceChanged() }
        preferencesWindow = preferences
        preferences.present()
    }

    private func showHowToPlay() {
        let rules = HowToPlayWindow(over: mainWindow?.window)
        rules.window.onDestroy { [weak self] in self?.howToPlayWindow = nil }
        howToPlayWindow = rules
        rules.present()
    }

    private func showAbout() {
        AboutDialog(.init(
            programName: tr("Hangman"),
            version: AppIdentity.version,
            comments: tr("Guess the word or the movie before the hangman is drawn."),
            website: "https://github.com/swifthangman/hangman",
            iconName: AppIdentity.applicationID,
            authors: ["The Swift Hangman developers"],
            creditSections: [
                (tr("Word lists"), [
                    tr("hunspell dictionaries: SCOWL (Kevin Atkinson), Dicollecte, RLA-ES, igerman98, the Italian dictionary"),
                    tr("wordfreq by Robyn Speer (data CC BY-SA 4.0)"),
                    tr("WordNet 3.0, Princeton University"),
                ]),
                (tr("Movie data"), [
                    tr("Wikidata contributors (CC0), bundled catalog"),
                    tr("OMDb, the Open Movie Database https://www.omdbapi.com/"),
                ]),
                (tr("Words service"), [tr("random-word-api https://random-word-api.herokuapp.com/")]),
            ],
            // Translators: put your names here, one per line.
            translatorCredits: tr("translator-credits") == "translator-credits" ? nil : tr("translator-credits"),
            copyright: tr("© 2026 The Swift Hangman developers")
        ), over: mainWindow?.window).present()
    }

    private func perform(_ action: AppAction) {
        switch action {
        case .newGame: mainWindow?.startNewGame()
        case .friendWord: mainWindow?.askForFriendWord()
        case .showWords: mainWindow?.show(.words, focusing: true)
        case .showMovies: mainWindow?.show(.movies, focusing: true)
        case .showStats: mainWindow?.show(.stats, focusing: true)
        case .previousPage: mainWindow?.showPage(offset: -1)
        case .nextPage: mainWindow?.showPage(offset: 1)
        case .levelEasy: mainWindow?.chooseLevel(.easy)
        case .levelNormal: mainWindow?.chooseLevel(.normal)
        case .levelHard: mainWindow?.chooseLevel(.hard)
        case .preferences: showPreferences()
        case .howToPlay: showHowToPlay()
        case .shortcuts: ShortcutsWindow.present(over: mainWindow?.window)
        case .about: showAbout()
        case .quit:
            guard let mainWindow else { return application.quit() }
            if !mainWindow.leave(afterSaves: { [application] in application.quit() }) { application.quit() }
        }
    }
}
