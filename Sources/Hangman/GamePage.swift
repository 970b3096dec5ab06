#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GtkKit
import HangmanCore

/// One notebook page where a game is played: drawing, puzzle, counter, wrong letters, timer,
/// letter keyboard, and for films the hint panel. The same controller serves both modes,
/// configured by where its puzzles come from. It asks the `Game` value and redraws from what
/// it answers.
@MainActor
final class GamePage {
    /// What the page plays and how it talks about it.
    struct Configuration {
        var mode: GameMode
        var title: String
        /// The banner text for a puzzle from bundled data.
        var bannerText: (FallbackReason) -> String
        /// Whether the page shows film hints.
        var showsHints = false
    }

    /// Deals the next puzzle: from a ready queue in the app, from a script in tests.
    typealias Dealer = @MainActor () async -> PuzzleDeal
    /// A deal that is ready now, or nil: never a wait, never bundled data (`ReadyQueue.readyDeal`).
    typealias ReadyDealer = @MainActor () async -> PuzzleDeal?

    let configuration: Configuration
    let root = Box(.vertical, spacing: 12)

    let drawing = HangmanDrawing()
    let puzzleLabel = Label()
    let errorsLabel = Label()
    let wrongLettersLabel = Label()
    let timerLabel = Label("0:00")
    let messageLabel = Label()
    let bannerLabel = Label()
    /// Opens Preferences from the banner when the bundled data is used for want of a key.
    let bannerButton = Button(label: tr("_Preferences"))
    private let bannerRevealer: Revealer
    let hintPanel: MovieHintPanel?
    let spinner = Spinner()
    /// A wait shorter than this shows no spinner. A spinner that flashes for a few milliseconds
    /// reads as a glitch, and the first one of a run loads an SVG decoder (librsvg, 6 MiB) for
    /// its icon: that cost 6 MiB and a few ms before the first frame when every start showed it.
    static let spinnerDelay: Duration = .milliseconds(300)
    private var spinnerTimer: Task<Void, Never>?
    let keyboard: LetterKeyboard

    private let actions = ActionGroup()
    private static let actionPrefix = "game"
    private static let guessActionName = "guess"

    private let dealer: Dealer
    private let readyDealer: ReadyDealer?
    /// The next game's deal, taken from the queue while this game is played, so New Game shows
    /// it in the same turn of the main loop: no hop to the queue's actor and back, and no frame
    /// of an empty page between two games.
    private var shelvedDeal: PuzzleDeal?
    private var shelving: Task<Void, Never>?
    private let history: GameHistory
    private(set) var game: Game?
    private(set) var film: Film?
    private(set) var origin: PuzzleOrigin?
    private(set) var endDialog: EndOfGameDialog?
    private var loading: Task<Void, Never>?
    private var ticker: Task<Void, Never>?

    private(set) var recordDialog: RecordDialog?

    /// Called whenever the history changed: a game was saved, a record was named.
    var onHistoryChanged: (() -> Void)?

    init(configuration: Configuration, history: GameHistory, dealer: @escaping Dealer, readyDealer: ReadyDealer? = nil) {
        self.configuration = configuration
        self.dealer = dealer
        self.readyDealer = readyDealer
        self.history = history
        keyboard = LetterKeyboard(action: "\(Self.actionPrefix).\(Self.guessActionName)")
        let banner = Box(.horizontal, spacing: 12)
        banner.addCSSClass("banner")
        bannerLabel.wrapOnWords()
        bannerLabel.setXAlign(0)
        bannerLabel.setExpand(horizontal: true)
        bannerButton.useUnderline()
        bannerButton.setAction("app.preferences")
        bannerButton.setAlign(vertical: .center)
        banner.append(bannerLabel)
        banner.append(bannerButton)
        bannerRevealer = Revealer(child: banner)
        hintPanel = configuration.showsHints ? MovieHintPanel() : nil
        setUpWidgets()
        setUpActions()
        render()
    }

    // MARK: Set-up

    private func setUpWidgets() {
        root.addCSSClass("game-page")
        root.setMargins(8)

        root.append(bannerRevealer)

        let playArea = Box(.horizontal, spacing: 16)
        playArea.setAlign(horizontal: .fill)
        playArea.append(drawing.area)

        let status = Box(.vertical, spacing: 8)
        status.setAlign(horizontal: .start, vertical: .center)
        status.setExpand(horizontal: true)
        errorsLabel.addCSSClass("errors-counter")
        errorsLabel.setXAlign(0)
        wrongLettersLabel.addCSSClass("wrong-letters")
        wrongLettersLabel.setXAlign(0)
        timerLabel.addCSSClass("timer")
        timerLabel.addCSSClass("numeric")
        timerLabel.setXAlign(0)
        status.append(errorsLabel)
        status.append(wrongLettersLabel)
        status.append(timerLabel)
        playArea.append(status)
        root.append(playArea)

        spinner.setAlign(horizontal: .center)
        spinner.isVisible = false
        root.append(spinner)

        puzzleLabel.addCSSClass("puzzle")
        puzzleLabel.wrapOnWords()
        puzzleLabel.setJustifyCenter()
        puzzleLabel.setExpand(horizontal: true)
        root.append(puzzleLabel)
        if let hintPanel { root.append(hintPanel.box) }

        messageLabel.addCSSClass("game-message")
        messageLabel.addCSSClass("dim-label")
        root.append(messageLabel)

        root.append(keyboard.grid)
    }

    private func setUpActions() {
        actions.add(Action(Self.guessActionName, stringHandler: { [weak self] text in
            guard let self, text.count == 1, let letter = Letter(text.first!) else { return }
            self.play(letter)
        }))
        root.insertActionGroup(actions, prefix: Self.actionPrefix)
    }

    // MARK: Playing

    /// True once the page has been asked for a game.
    private(set) var hasStarted = false

    /// Starts the next game: at once with the shelved deal if there is one, else with the next
    /// puzzle from the ready queue, showing a spinner only if it has to wait.
    func startNewGame() {
        hasStarted = true
        loading?.cancel()
        if recordDialog?.isClosed == false { recordDialog?.window.close() }
        recordDialog = nil
        endDialog?.dismiss()
        endDialog = nil
        stopTicker()
        if let deal = shelvedDeal {
            shelvedDeal = nil
            begin(deal)
            return
        }
        game = nil
        film = nil
        messageLabel.text = ""
        render()
        showSpinnerIfStillWaiting()
        loading = Task { [weak self, dealer] in
            let deal = await dealer()
            guard let self, !Task.isCancelled else { return }
            self.begin(deal)
        }
    }

    /// Starts a game with `deal` at once.
    func begin(_ deal: PuzzleDeal) {
        loading = nil
        hideSpinner()
        game = Game(puzzle: deal.puzzle)
        film = deal.film
        origin = deal.origin
        if case .bundled(let reason) = deal.origin {
            bannerLabel.text = configuration.bannerText(reason)
            bannerButton.isVisible = [.missingAPIKey, .invalidAPIKey, .requestLimitReached].contains(reason)
            bannerRevealer.isRevealed = true
        } else {
            bannerRevealer.isRevealed = false
        }
        messageLabel.text = tr("Type a letter or click one below.")
        render()
        shelveNextDeal()
    }

    /// True when the next New Game has its deal at hand.
    var hasShelvedDeal: Bool { shelvedDeal != nil }

    /// Takes the next deal from the queue if one is ready; else New Game waits for it as usual.
    private func shelveNextDeal() {
        guard let readyDealer, shelvedDeal == nil, shelving == nil else { return }
        shelving = Task { [weak self] in
            let deal = await readyDealer()
            guard let self else { return }
            self.shelving = nil
            self.shelvedDeal = deal
        }
    }

    private func showSpinnerIfStillWaiting() {
        spinnerTimer?.cancel()
        spinnerTimer = Task { [weak self] in
            try? await Task.sleep(for: Self.spinnerDelay)
            guard let self, !Task.isCancelled, self.loading != nil else { return }
            self.spinner.isSpinning = true
            self.spinner.isVisible = true
        }
    }

    private func hideSpinner() {
        spinnerTimer?.cancel()
        spinnerTimer = nil
        spinner.isSpinning = false
        spinner.isVisible = false
    }

    /// Handles a typed character: letters go through the same `game.guess` action as the buttons.
    /// Returns false for keys that are not letters, so GTK can use them.
    func handleTypedCharacter(_ character: Character) -> Bool {
        guard let letter = Letter(character) else { return false }
        actions.activate(Self.guessActionName, string: letter.description)
        return true
    }

    private func play(_ letter: Letter) {
        guard var game else { return }
        let outcome = game.guess(letter)
        self.game = game
        switch outcome {
        case .revealed:
            messageLabel.text = ""
        case .wrong(let letter):
            messageLabel.text = tr("No {letter} in it.").filling(["letter": letter.description])
        case .repeated(let letter):
            messageLabel.text = tr("You already tried {letter}: it costs nothing.").filling(["letter": letter.description])
        case .notALetter, .gameOver:
            return
        }
        if game.guesses.count == 1 { startTicker() }
        render()
        if game.isOver { finish(game) }
    }

    /// Saves the game, then shows the end dialog, then the record dialog for a top-5 score.
    /// A record is saved under the prefilled name before any dialog opens, so a crash while a
    /// dialog is open loses nothing.
    private func finish(_ game: Game) {
        stopTicker()
        messageLabel.text = ""
        guard var finished = FinishedGame(game, mode: configuration.mode) else { return }
        let rank = RecordBook(games: history.games + [finished]).rank(ofGame: finished.id)
        let names = PlayerNameMemory(store: history.store)
        if rank != nil { finished.playerName = names.prefilledName }
        do {
            try history.append(finished)
        } catch {
            messageLabel.text = tr("This game could not be saved: {reason}").filling(["reason": "\(error)"])
        }
        onHistoryChanged?()
        let dialog = EndOfGameDialog(game: game, over: root.root) { [weak self] in self?.startNewGame() }
        endDialog = dialog
        dialog.present()
        if let rank {
            let id = finished.id
            let recordDialog = RecordDialog(
                rank: rank, score: finished.score, mode: configuration.mode,
                prefilledName: finished.playerName ?? "", over: dialog.window
            ) { [weak self] name in self?.nameRecord(id, name: name) }
            self.recordDialog = recordDialog
            recordDialog.present()
        }
    }

    private func nameRecord(_ id: UUID, name: String) {
        do {
            try history.setPlayerName(name, forGame: id)
            try PlayerNameMemory(store: history.store).remember(name)
        } catch {
            messageLabel.text = tr("The name could not be saved: {reason}").filling(["reason": "\(error)"])
        }
        onHistoryChanged?()
    }

    // MARK: Showing

    private func render() {
        puzzleLabel.text = game.map(Self.displayText) ?? ""
        let errors = game?.wrongGuessCount ?? 0
        errorsLabel.text = tr("Errors: {count}/{max}").filling(["count": "\(errors)", "max": "\(Game.maxWrongGuesses)"])
        let wrong = game?.wrongLetters.map(\.description).joined(separator: " ") ?? ""
        wrongLettersLabel.text = wrong.isEmpty ? tr("No wrong letters yet") : tr("Wrong: {letters}").filling(["letters": wrong])
        wrongLettersLabel.setCSSClass("has-wrong", !wrong.isEmpty)
        drawing.show(wrongGuesses: errors, lost: game?.status == .lost)
        hintPanel?.show(film?.hints(forWrongGuesses: errors) ?? [])
        keyboard.show(game)
        renderTimer()
    }

    private func renderTimer() {
        timerLabel.text = ElapsedTimeFormat.string(seconds: game?.elapsed() ?? 0)
    }

    /// The puzzle in capitals with a gap between cells, `P O _ _ R _ N`. Cells of one word are
    /// joined by narrow no-break spaces, so a long title wraps between words, never inside one,
    /// and a 15-letter word still fits a 360 px window.
    static func displayText(_ game: Game) -> String {
        var text = ""
        var previousWasSpace = true
        for cell in game.cells {
            let piece: String
            switch cell {
            case .hidden: piece = "_"
            case .revealed(let character), .missed(let character): piece = character.uppercased()
            case .shown(let character) where character.isWhitespace:
                text += "\u{2003}"
                previousWasSpace = true
                continue
            case .shown(let character): piece = String(character)
            }
            if !previousWasSpace { text += "\u{202F}" }
            text += piece
            previousWasSpace = false
        }
        return text
    }

    private func startTicker() {
        ticker?.cancel()
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(500))
                guard let self, !Task.isCancelled else { return }
                self.renderTimer()
            }
        }
    }

    private func stopTicker() {
        ticker?.cancel()
        ticker = nil
    }
}
