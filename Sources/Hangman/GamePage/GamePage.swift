import GtkKit
import HangmanCore

/// One notebook page where a game is played: drawing, puzzle, counter, wrong letters, timer,
/// letter keyboard, and for films the hint panel. The same page serves both modes. It sends the
/// player's intents to its mode's `GameSession` and draws the `Turn` that comes back; it decides
/// nothing.
@MainActor
final class GamePage {
    let session: GameSession
    var mode: GameMode { session.mode }
    let root = Box(.vertical, spacing: 12)

    let drawing = HangmanDrawing()
    let puzzle = PuzzleView()
    /// Under the puzzle: the word's language and level ("Español · Difícil"), and a choice made
    /// during a game, which waits for the next word ("Next word: Hard").
    let captionLabel = Label()
    let status = GameStatusPanel()
    let messageLabel = Label()
    let banner = FallbackBanner()
    let hintPanel: HintPanel
    let spinner = DelayedSpinner()
    let keyboard: LetterKeyboard
    /// The end of a game, on the board under the word; on a record it asks the name.
    let endPanel = EndPanel()

    /// The widget that keeps the keyboard focus while a game is played and says each turn's
    /// news to screen readers: the drawing (`BoardSpeech`).
    var board: DrawingArea { drawing.area }
    /// The board's name now: a turn that brings no news leaves it, so nothing is said twice.
    var boardNews = ""
    /// How many hints the board has told: a wrong letter tells the hint it earned.
    var hintsTold = 0
    /// The pickers above the board: a new game leaves the focus there while the player chooses.
    let accessory: (any WidgetRepresentable)?
    /// True while the page tabs have the focus: a game that begins as its page opens (an arrow
    /// on the tabs) leaves the focus there, so the next arrow moves on.
    var focusIsOnTabs: () -> Bool = { false }

    private let actions = ActionGroup()
    private static let actionPrefix = "game"
    private static let guessActionName = "guess"

    /// Called when a game begins (`make bench`: the first playable puzzle).
    var onBegin: (() -> Void)?
    /// Run once, when the next game begins.
    private var atNextBegin: [() -> Void] = []

    /// Runs `body` when the next game begins on the page (at once when one is on it already).
    func whenGameBegins(_ body: @escaping () -> Void) {
        guard session.game == nil else { return body() }
        atNextBegin.append(body)
    }

    func began() {
        onBegin?()
        let waiting = atNextBegin
        atNextBegin = []
        for body in waiting { body() }
    }
    /// Plays the game's event sounds; nil is silence.
    var sounds: (any SoundPlaying)?

    /// The game on the board, as the session holds it.
    var game: Game? { session.game }
    var origin: PuzzleOrigin? { session.deal?.origin }
    /// True while a save is under way: a finished game's end panel shows once it is on disk.
    var isSavingGame: Bool { session.isSaving }

    /// `accessory` heads the page, centred above the drawing: the Words page's level picker. It
    /// has a row of its own so that the page still fits a 360 px window. With
    /// `omdbKeyIsFromEnvironment`, the banner sends a refused key's owner to the variable, not
    /// to Preferences.
    init(session: GameSession, accessory: (any WidgetRepresentable)? = nil, omdbKeyIsFromEnvironment: Bool = false) {
        self.session = session
        self.accessory = accessory
        banner.keyIsFromEnvironment = omdbKeyIsFromEnvironment
        keyboard = LetterKeyboard(action: "\(Self.actionPrefix).\(Self.guessActionName)")
        hintPanel = HintPanel(mode: session.mode)
        setUpWidgets(accessory: accessory)
        setUpActions()
        session.onTurn = { [weak self] turn in self?.show(turn) }
        // The board is named by its first game, not before: Orca 43 handles a new focus before
        // the renames that came just ahead of it, and would read a stale name between them.
        show(session.current)
    }

    // MARK: Set-up

    private func setUpWidgets(accessory: (any WidgetRepresentable)?) {
        root.addCSSClass("game-page")
        root.setMargins(8)
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
        // The banner lies over the foot of the drawing: the board keeps its size and place
        // whether it shows or not, and every key stays in sight in a small window.
        banner.revealer.setAlign(horizontal: .fill, vertical: .end)
        let boardWithBanner = Overlay(child: playArea)
        boardWithBanner.addOverlay(banner.revealer)
        boardWithBanner.setAccessibleLabel(tr("Drawing and counters")) // else GTK 4.8 says "GtkOverlay"
        root.append(boardWithBanner)

        root.append(spinner.spinner)

        root.append(puzzle.label)
        captionLabel.addCSSClass("puzzle-caption")
        captionLabel.addCSSClass("dim-label")
        captionLabel.wrapOnWords()
        captionLabel.setJustifyCenter()
        root.append(captionLabel)
        root.append(hintPanel.box)
        endPanel.onNewGame = { [weak self] in self?.startNewGame() }
        // A record's end is told by its name field, which takes the focus; the board, left
        // behind, tells it too for when the player comes back to it.
        endPanel.onNameFieldFocused = { [weak self] ending in self?.say(ending, focusingBoard: false) }
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
            guard let turn = self.session.guess(letter) else { return }
            self.show(turn)
        }))
        root.insertActionGroup(actions, prefix: Self.actionPrefix)
    }

    // MARK: Intents

    /// True while a game is under way: New Game asks first then.
    var hasGameInProgress: Bool { session.isUnderWay }

    /// Asked when New Game finds a game under way: the window asks the player whether to give
    /// it up (it counts as lost).
    var onNewGameNeedsConfirmation: (() -> Void)?

    /// Deals the page's first game, when the player first sees the page.
    func start() {
        show(session.start())
    }

    /// New Game: the next game at once when the session has its deal at hand, else with a
    /// spinner if the deal takes long; with a game under way, the question first.
    func startNewGame() {
        switch session.newGame() {
        case .dealt(let turn): show(turn)
        case .needsConfirmation: onNewGameNeedsConfirmation?()
        }
    }

    /// True while a game, a give-up or a record's name is being saved.
    var isSaving: Bool { session.isSaving }

    /// Returns once every save the page asked for is on disk, or failed.
    func savesFinished() async {
        await session.savesFinished()
    }

    /// Starts a game with `deal` at once (tests and benchmarks).
    func begin(_ deal: PuzzleDeal) {
        show(session.begin(deal))
    }

    /// The player chose another deck (the game's words of another choice, or one of their
    /// lists), which `supply` deals: the session says whether the board changes now.
    func deckChanged(to deck: WordsDeck, supply: any PuzzleSupply) {
        if let turn = session.changeDeck(to: deck, supply: supply) { show(turn) }
    }

    /// Gives up the game under way: it ends as lost, its answer shown on the end panel, and is saved.
    func giveUp() {
        show(session.giveUp())
    }

    /// Stops the clock while the player cannot see the game (another page, the window in the
    /// background) and starts it again when they can.
    func setOnScreen(_ onScreen: Bool) {
        session.setOnScreen(onScreen)
        keepTime(running: session.game?.isClockRunning ?? false)
        status.showTime(session.game)
    }

    /// Fits the board to a wide or a narrow window; in a large one the counters stand in the
    /// middle of their half of the board, not against the drawing with empty space beyond.
    func fit(wide: Bool, large: Bool = false) {
        status.fit(wide: wide)
        status.box.setAlign(horizontal: large ? .center : .start)
    }

    /// Enter anywhere on the page: New Game once the game has ended. False when Enter has
    /// nothing to do here, so GTK can use it.
    func pressEnter() -> Bool {
        endPanel.activateDefault()
    }

    /// A key was pressed on the window: a record's name field waits for the keyboard to rest.
    func noteKeyPress() {
        endPanel.noteKeyPress()
    }

    /// Before the window goes: a record's name typed but not confirmed is kept, as New Game
    /// would keep it, and the game under way is kept with its clock for the next run.
    func keepWhatIsUnderWay() {
        endPanel.finishNaming()
        session.keep()
    }

    /// Moves the keyboard focus to the board, where a screen reader hears the game's news.
    func focusBoard() {
        _ = board.grabFocus()
    }

    /// Handles a typed character: letters go through the same `game.guess` action as the buttons,
    /// as the word's alphabet reads them (ä as A, ß as S, ñ as Ñ in Spanish). Returns false for
    /// keys that are not letters, so GTK can use them.
    func handleTypedCharacter(_ character: Character) -> Bool {
        guard let letter = (session.game?.puzzle.alphabet ?? .latin).letter(typed: character) else { return false }
        actions.activate(Self.guessActionName, string: letter.description)
        return true
    }

    /// False from launch until the window's first frame is painted and the accessibility registry
    /// lists the game: a game dealt before (the first of a launch is) names the board, which takes
    /// the focus then. Focused earlier, while the screen reader cannot read the window yet, it
    /// would go unheard, and Orca would stay silent until the player moved the focus.
    var isWindowReady = true
}
