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
    /// The choice that will deal the next word, while it differs from the word on the board.
    private var nextDeck: WordsDeck?
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
    private(set) var boardNews = ""
    /// How many hints the board has told: a wrong letter tells the hint it earned.
    private var hintsTold = 0
    /// The pickers above the board: a new game leaves the focus there while the player chooses.
    private let accessory: (any WidgetRepresentable)?
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

    private func began() {
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

    /// True once the page has been asked for a game.
    var hasStarted: Bool { session.hasStarted }

    /// True while a game is under way: New Game asks first then.
    var hasGameInProgress: Bool { session.isUnderWay }

    /// Starts the next game: at once when the session has its deal at hand, else with a spinner
    /// if the deal takes long.
    func startNewGame() {
        show(session.newGame())
    }

    /// Starts a game with `deal` at once (tests and benchmarks).
    func begin(_ deal: PuzzleDeal) {
        show(session.begin(deal))
    }

    /// The player chose another word language, level or category. Before the first letter the
    /// word on the board goes and one of the new choice comes at once; during a game the choice
    /// waits for the next word, and the caption says so.
    func wordChoiceChanged(to choice: WordChoice) {
        wordsDeckChanged(to: .words(choice))
    }

    /// The player chose another deck: the game's words of another choice, or one of their
    /// lists. A friend's word on the board is never replaced by it.
    func wordsDeckChanged(to deck: WordsDeck) {
        guard let game = session.game, !game.isOver, let deal = session.deal, case .word(let word) = deal else { return }
        let current = deal.wordsDeck
        if game.guesses.isEmpty && word.ownSource != .friend {
            if current != deck { startNewGame() }
            return
        }
        nextDeck = current == deck ? nil : deck
        let caption = Self.caption(of: session.deal, next: nextDeck)
        captionLabel.text = caption
        puzzle.show(game, mode: mode, caption: caption)
    }

    /// "Español · Difícil"; "English · Animals · Hard" for a category, whose words are of every
    /// level (the level multiplies the score); "Spelling week · English" for a list, "A friend’s
    /// word"; with "next word: Hard" when the next word will come from another deck. Empty for a
    /// film.
    static func caption(of deal: PuzzleDeal?, next: WordsDeck?) -> String {
        guard case .word(let word) = deal, let choice = word.choice else { return "" }
        let now: String = switch word.ownSource {
        // Translators: under the puzzle of a word a friend typed.
        case .friend: tr("A friend’s word")
        case .list(_, let name): "\(name) · \(choice.language.nativeName)"
        case nil: [choice.language.nativeName, choice.category?.displayName, choice.level.displayName]
            .compactMap { $0 }.joined(separator: " · ")
        }
        guard let next else { return now }
        let nextText: String = switch next {
        case .list(_, let name, _): name
        case .words(let next) where next.language != choice.language || word.ownSource != nil:
            "\(next.language.nativeName) · \(next.category?.displayName ?? next.level.displayName)"
        case .words(let next): next.category?.displayName ?? next.level.displayName
        }
        // Translators: under the puzzle, a choice made during a game: "English · Normal — next word: Hard".
        return tr("{now} — next word: {next}").filling(["now": now, "next": nextText])
    }

    /// Gives up the game under way: it is saved as lost, and the next game starts with its answer told.
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

    /// Handles a typed character: letters go through the same `game.guess` action as the buttons,
    /// as the word's alphabet reads them (ä as A, ß as S, ñ as Ñ in Spanish). Returns false for
    /// keys that are not letters, so GTK can use them.
    func handleTypedCharacter(_ character: Character) -> Bool {
        guard let letter = (session.game?.puzzle.alphabet ?? .latin).letter(typed: character) else { return false }
        actions.activate(Self.guessActionName, string: letter.description)
        return true
    }

    // MARK: Showing

    /// Draws the board of `turn`, then plays what it did once.
    private func show(_ turn: Turn) {
        let game = turn.game
        let errors = game?.wrongGuessCount ?? 0
        if turn.effects.contains(where: { $0 == .began || $0 == .resumed }) { nextDeck = nil }
        let caption = Self.caption(of: turn.deal, next: nextDeck)
        captionLabel.text = caption
        captionLabel.isVisible = !caption.isEmpty
        puzzle.show(game, mode: mode, caption: caption)
        status.show(game)
        drawing.show(wrongGuesses: errors, lost: game?.status == .lost, won: game?.status == .won)
        hintPanel.show(turn.hints)
        keyboard.show(game)
        keepTime(running: game?.isClockRunning ?? false)
        switch turn.phase {
        case .dealing:
            endPanel.hide()
            messageLabel.text = ""
            spinner.start()
        case .playing:
            spinner.stop()
        case .finishing:
            messageLabel.text = ""
            banner.hideUntilNextGame()
        case .ended(let ending):
            banner.hideUntilNextGame()
            showEnding(ending)
            if ending.record == nil {
                say(endPanel.spokenEnding + " " + tr("Press Enter for a new game."), focusingBoard: true)
            }
        }
        for effect in turn.effects { play(effect, in: turn) }
    }

    private func play(_ effect: TurnEffect, in turn: Turn) {
        switch effect {
        case .began:
            endPanel.hide()
            spinner.stop()
            if let deal = turn.deal { banner.show(deal.origin, mode: mode) }
            messageLabel.isVisible = true
            messageLabel.text = tr("Type a letter or click one below.")
            messageLabel.setCSSClass("good-guess", false)
            if let game = turn.game {
                hintsTold = turn.hints.count
                say(BoardSpeech.began(game, mode: mode, language: language(of: turn.deal), banner: banner.message), focusingBoard: !choosing)
            }
            began()
        case .resumed:
            endPanel.hide()
            spinner.stop()
            banner.show(.online, mode: mode)
            messageLabel.isVisible = true
            messageLabel.text = tr("Your game is back as you left it. The clock starts again with your next letter.")
            messageLabel.setCSSClass("good-guess", false)
            if let game = turn.game {
                hintsTold = turn.hints.count
                let hints = turn.hints.map(HintPanel.text(for:))
                say(([BoardSpeech.resumed(game, mode: mode, language: language(of: turn.deal))] + hints).joined(separator: " "), focusingBoard: !choosing)
            }
            began()
        case .found(let letter, let cells):
            // Translators: {letter} is a capital letter; {count} how many of it the guess uncovered.
            showGuessMessage(ntr("Yes, {letter} is in it: {count} found!", "Yes, {letter} is in it: {count} found!", cells)
                .filling(["letter": letter.description, "count": "\(cells)"]), found: true, game: turn.game)
            puzzle.glow()
            if let game = turn.game, !game.isOver { say(BoardSpeech.found(letter, cells: cells, game: game, mode: mode), focusingBoard: true) }
        case .missed(let letter):
            showGuessMessage(tr("No {letter} in it.").filling(["letter": letter.description]), found: false, game: turn.game)
            keyboard.button(for: letter).flashCSSClass("shake")
            if let game = turn.game, !game.isOver {
                let newHints = turn.hints.dropFirst(hintsTold).map(HintPanel.text(for:))
                hintsTold = turn.hints.count
                say(BoardSpeech.missed(letter, game: game, newHints: newHints), focusingBoard: true)
            }
        case .repeated(let letter):
            showGuessMessage(BoardSpeech.repeated(letter), found: false, game: turn.game)
            say(BoardSpeech.repeated(letter), focusingBoard: true)
        case .sound(let sound):
            sounds?.play(sound)
        }
    }

    /// The line under the puzzle after a guess. GTK 4.8 cannot announce (gtk_accessible_announce
    /// is 4.14): its accessible name says the error count too.
    private func showGuessMessage(_ message: String, found: Bool, game: Game?) {
        let errors = tr("Errors: {count}/{max}").filling(["count": "\(game?.wrongGuessCount ?? 0)", "max": "\(Game.maxWrongGuesses)"])
        messageLabel.setText(message, accessibleLabel: message + " " + errors)
        messageLabel.setCSSClass("good-guess", found)
        if game?.isOver == true { messageLabel.text = "" }
    }

    /// Names the board with `news`, and gives it the focus (`focusingBoard`) when its page is on
    /// screen: Orca speaks a focused widget's new name at once, and the whole of it as the focus
    /// arrives. Where the running GTK can announce (4.14), news the board cannot tell is announced.
    private func say(_ news: String, focusingBoard: Bool) {
        if news != boardNews {
            boardNews = news
            board.setAccessibleLabel(news)
        }
        guard root.isMapped, isWindowReady else { return }
        if focusingBoard, !board.hasFocus, board.grabFocus() { return }
        if !board.hasFocus { board.announce(news) }
    }

    /// False from launch until the window's first frame is painted and the accessibility registry
    /// lists the game: a game dealt before (the first of a launch is) names the board, which takes
    /// the focus then. Focused earlier, while the screen reader cannot read the window yet, it
    /// would go unheard, and Orca would stay silent until the player moved the focus.
    private var isWindowReady = true

    /// The window is not ready yet: the board waits for `windowBecameReady` to take the focus.
    func waitForWindow() {
        isWindowReady = false
    }

    /// The window's first frame is painted and a screen reader can read it: the board of a game
    /// under way takes the focus (`takingFocus`: the page is on screen and the player has not
    /// moved the focus), unless the player is choosing a level or a page.
    func windowBecameReady(takingFocus: Bool) {
        isWindowReady = true
        guard takingFocus, root.isMapped, session.game?.isOver == false, !choosing, !board.hasFocus else { return }
        _ = board.grabFocus()
    }

    /// True while the keyboard focus is on the level or category picker, or on the tabs: a new
    /// game leaves it there.
    private var choosing: Bool {
        (accessory?.widget.containsFocus ?? false) || focusIsOnTabs()
    }

    private func language(of deal: PuzzleDeal?) -> WordLanguage? {
        if case .word(let word) = deal { return word.choice?.language }
        return nil
    }

    private func showEnding(_ ending: Ending) {
        messageLabel.isVisible = false
        let record = ending.record.map { EndPanel.Record(rank: $0.rank, mode: mode, prefilledName: $0.prefilledName) }
        var meaning: (definition: String, inEnglish: String?)?
        if case .word(let word) = session.deal { meaning = word.facts?.endMeaning(in: word.choice?.language) }
        endPanel.show(ending.game, meaning: meaning, record: record) { [weak self] name in self?.session.nameRecord(name) }
    }

    private func keepTime(running: Bool) {
        status.keepTime(running: running) { [weak self] in self?.session.game }
    }
}
