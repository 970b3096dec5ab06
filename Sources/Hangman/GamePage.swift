#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GtkKit
import HangmanCore

/// One notebook page where a game is played: drawing, puzzle, counter, wrong letters, timer,
/// letter keyboard, and for films the hint panel. The same controller serves both modes. It asks
/// the `Game` value and the `GameRecorder`, and redraws from what they answer; it decides nothing.
@MainActor
final class GamePage {
    /// Deals the next puzzle: from a ready queue in the app, from a script in tests.
    typealias Dealer = @MainActor () async -> PuzzleDeal
    /// A deal that is ready now, or nil: never a wait, never bundled data (`ReadyQueue.readyDeal`).
    typealias ReadyDealer = @MainActor () async -> PuzzleDeal?

    let mode: GameMode
    let root = Box(.vertical, spacing: 12)

    let drawing = HangmanDrawing()
    let puzzle = PuzzleView()
    let status: GameStatusPanel
    let messageLabel = Label()
    let banner = FallbackBanner()
    let hintPanel: HintPanel
    let spinner = DelayedSpinner()
    let keyboard: LetterKeyboard

    private let actions = ActionGroup()
    private static let actionPrefix = "game"
    private static let guessActionName = "guess"

    private let dealer: Dealer
    /// The next game's deal, taken while this one is played.
    let shelf: DealShelf
    private let recorder: GameRecorder
    private(set) var game: Game?
    /// What the game was dealt with: its film, or its word's language, level and hint.
    private(set) var deal: PuzzleDeal?
    var film: Film? { deal?.film }
    var origin: PuzzleOrigin? { deal?.origin }
    /// The end of a game, on the board under the word; on a record it asks the name.
    let endPanel = EndPanel()
    private var loading: Task<Void, Never>?
    private let saves = SaveQueue()
    /// Told at the next game's start: the answer of a game given up.
    private var pendingNotice: String?
    /// True while a save is under way: a finished game's end panel shows once it is on disk.
    var isSavingGame: Bool { saves.isSaving }

    /// Called whenever the history changed: a game was saved, a record was named.
    var onHistoryChanged: (() -> Void)?
    /// Called after each save: the error that stopped it, or nil when it succeeded.
    var onSaved: ((StoreError?) -> Void)?
    /// Called when a game begins (`make bench`: the first playable puzzle).
    var onBegin: (() -> Void)?
    /// Plays the game's event sounds; nil is silence.
    var sounds: (any SoundPlaying)?

    /// `accessory` heads the page, centred above the drawing: the Words page's level picker. It
    /// has a row of its own so that the page still fits a 360 px window.
    init(
        mode: GameMode, recorder: GameRecorder, dealer: @escaping Dealer, readyDealer: ReadyDealer? = nil,
        accessory: (any WidgetRepresentable)? = nil
    ) {
        self.mode = mode
        self.recorder = recorder
        self.dealer = dealer
        shelf = DealShelf(readyDealer: readyDealer)
        keyboard = LetterKeyboard(action: "\(Self.actionPrefix).\(Self.guessActionName)")
        hintPanel = HintPanel(mode: mode)
        status = GameStatusPanel()
        setUpWidgets(accessory: accessory)
        setUpActions()
        render()
    }

    // MARK: Set-up

    private func setUpWidgets(accessory: (any WidgetRepresentable)?) {
        root.addCSSClass("game-page")
        root.setMargins(8)
        root.append(banner.revealer)
        if let accessory {
            accessory.widget.setAlign(horizontal: .center)
            root.append(accessory)
        }

        // The drawing takes the window's spare height: no empty band in a tall window.
        let playArea = Box(.horizontal, spacing: 16)
        playArea.setAlign(horizontal: .fill)
        playArea.setExpand(vertical: true)
        playArea.append(drawing.area)
        playArea.append(status.box)
        root.append(playArea)

        root.append(spinner.spinner)

        root.append(puzzle.label)
        root.append(hintPanel.box)
        endPanel.onNewGame = { [weak self] in self?.startNewGame() }
        root.append(endPanel.box)

        messageLabel.addCSSClass("game-message")
        messageLabel.addCSSClass("dim-label")
        messageLabel.wrapOnWords() // a long French hint or film title never widens the window
        messageLabel.setJustifyCenter()
        root.append(messageLabel)
        root.append(keyboard.grid)
    }

    private func setUpActions() {
        actions.add(Action(Self.guessActionName, stringHandler: { [weak self] text in
            guard let self, let character = text.first, text.count == 1, let letter = Letter(character) else { return }
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
        spinner.stop()
        endPanel.hide()
        keepTime(running: false)
        if let deal = shelf.take() {
            begin(deal)
            return
        }
        game = nil
        deal = nil
        messageLabel.text = ""
        render()
        spinner.start()
        loading = Task { [weak self, dealer] in
            let deal = await dealer()
            guard let self, !Task.isCancelled else { return }
            self.begin(deal)
        }
    }

    /// Starts a game with `deal` at once.
    func begin(_ deal: PuzzleDeal) {
        loading = nil
        spinner.stop()
        game = Game(puzzle: deal.puzzle)
        self.deal = deal
        banner.show(deal.origin, mode: mode)
        messageLabel.isVisible = true
        messageLabel.text = pendingNotice ?? tr("Type a letter or click one below.")
        messageLabel.setCSSClass("good-guess", false)
        pendingNotice = nil
        render()
        shelf.fill()
        onBegin?()
    }

    /// Stops the clock while the player cannot see the game (another page, the window in the
    /// background) and starts it again when they can.
    func setOnScreen(_ onScreen: Bool) {
        guard var game else { return }
        if onScreen { game.resumeClock() } else { game.pauseClock() }
        self.game = game
        keepTime(running: game.isClockRunning)
        status.showTime(game)
    }

    /// True while a game is under way: a letter played, and not over. New Game asks first then.
    var hasGameInProgress: Bool { game.map { !$0.guesses.isEmpty && !$0.isOver } ?? false }

    /// Gives up the game under way: it is saved as lost, and the next game starts with its answer told.
    func abandonAndStartNewGame() {
        guard var game, !game.isOver else { return startNewGame() }
        game.abandon()
        record(game) { _ in }
        pendingNotice = tr("The last game counts as lost. Its answer was {answer}.").filling(["answer": game.puzzle.answer])
        startNewGame()
    }

    /// Handles a typed character: letters go through the same `game.guess` action as the buttons.
    /// Returns false for keys that are not letters, so GTK can use them.
    func handleTypedCharacter(_ character: Character) -> Bool {
        guard let letter = Letter(character) else { return false }
        actions.activate(Self.guessActionName, string: letter.description)
        return true
    }

    private func play(_ letter: Letter) {
        guard var game, let before = self.game else { return }
        let outcome = game.guess(letter)
        self.game = game
        guard let message = GuessMessage.text(for: outcome, before: before, after: game) else { return }
        // GTK 4.8 cannot announce (gtk_accessible_announce is 4.14): the message says the count too.
        messageLabel.setText(message, accessibleLabel: message + " " + tr("Errors: {count}/{max}")
            .filling(["count": "\(game.wrongGuessCount)", "max": "\(Game.maxWrongGuesses)"]))
        var found = false
        switch outcome {
        case .revealed:
            found = true
            puzzle.glow()
        case .wrong(let letter): keyboard.button(for: letter).flashCSSClass("shake")
        default: break
        }
        messageLabel.setCSSClass("good-guess", found)
        keepTime(running: game.isClockRunning)
        if let sound = GameSound.after(outcome, in: game) { sounds?.play(sound) }
        render()
        if game.isOver { finish(game) }
    }

    /// Saves the game, then shows its end on the panel, with the name asked for a saved top-5 score.
    private func finish(_ game: Game) {
        messageLabel.text = ""
        record(game) { [weak self] saved in
            if self?.game?.isOver == true { self?.showEnding(of: game, saved: try? saved.get()) }
        }
    }

    /// Saves a game that is over, won, lost or given up, with its word's language and level.
    private func record(_ game: Game, then: @escaping (Result<GameRecorder.SavedGame?, StoreError>) -> Void) {
        let recorder = recorder, mode = mode, wordChoice = deal?.wordChoice
        save({ () throws(StoreError) in try recorder.finish(game, mode: mode, wordChoice: wordChoice) }, then: then)
    }

    /// `saved` is nil when the save failed: then no record is celebrated.
    private func showEnding(of game: Game, saved: GameRecorder.SavedGame?) {
        if let sound = GameSound.ending(of: game, isRecord: saved?.recordRank != nil) { sounds?.play(sound) }
        messageLabel.isVisible = false
        let record = saved.flatMap { saved in
            saved.recordRank.map { EndPanel.Record(rank: $0, mode: mode, prefilledName: saved.prefilledName) }
        }
        endPanel.show(game, record: record) { [weak self] name in
            if let saved { self?.nameRecord(saved.game.id, name: name) }
        }
    }

    private func nameRecord(_ id: UUID, name: String?) {
        let recorder = recorder
        save({ () throws(StoreError) in try recorder.nameRecord(id, name: name) }) { _ in }
    }

    /// Saves off the main thread, reports how it went, then calls `then`.
    private func save<T: Sendable>(_ work: @escaping @Sendable () throws(StoreError) -> T, then: @escaping (Result<T, StoreError>) -> Void) {
        saves.run(work) { [weak self] result in
            if case .failure(let error) = result { self?.onSaved?(error) } else { self?.onSaved?(nil) }
            self?.onHistoryChanged?()
            then(result)
        }
    }

    /// Returns once every save asked so far is on disk, or failed.
    func savesFinished() async { await saves.finished() }

    // MARK: Showing

    private func render() {
        puzzle.show(game, mode: mode)
        let errors = game?.wrongGuessCount ?? 0
        status.show(game)
        drawing.show(wrongGuesses: errors, lost: game?.status == .lost, won: game?.status == .won)
        hintPanel.show(deal?.hints(forWrongGuesses: errors) ?? [])
        keyboard.show(game)
    }

    private func keepTime(running: Bool) {
        status.keepTime(running: running) { [weak self] in self?.game }
    }
}
