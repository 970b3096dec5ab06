import GtkKit
import HangmanCore

/// The GtkApplication: one instance, one main window, the app actions.
@MainActor
final class HangmanApplication {
    let application = Application(id: AppIdentity.applicationID)
    let environment: AppEnvironment
    private(set) var services: AppServices?
    private(set) var mainWindow: MainWindow?
    private var preferencesWindow: PreferencesWindow?

    init(environment: AppEnvironment) {
        self.environment = environment
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.activate() }
    }

    func run() -> Int32 {
        application.run()
    }

    private func startup() {
        MainQueueBridge.install()
        Style.loadApplicationCSS(path: environment.styleSheetPath)
        for action in AppAction.allCases {
            application.addAction(Action(action.rawValue) { [weak self] in self?.perform(action) })
            application.setAccelerators(action.accelerators, for: action.detailedName)
        }
    }

    /// A second launch lands here too: it presents the existing window.
    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        let services = AppServices.live(environment: environment)
        self.services = services
        let window = MainWindow(application: application, services: services)
        mainWindow = window
        window.present()
        Task {
            await services.wordQueue.prefill()
            await services.filmQueue.prefill()
        }
        window.wordsPage.startNewGame()
    }

    private func showPreferences() {
        guard let services, let mainWindow else { return }
        let preferences = PreferencesWindow(services: services, over: mainWindow.window)
        preferences.window.onDestroy { [weak self] in self?.preferencesWindow = nil }
        preferencesWindow = preferences
        preferences.present()
    }

    private func perform(_ action: AppAction) {
        switch action {
        case .newGame: mainWindow?.startNewGame()
        case .preferences: showPreferences()
        case .quit: application.quit()
        }
    }
}
