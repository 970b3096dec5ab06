#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One mode's games, from the deal to the record: the page sends intents (`newGame`, `guess`,
/// `giveUp`, `nameRecord`) and draws the `Turn` it gets back. Every rule of the flow lives here:
/// when a game is under way, what a guess opened, how a game given up is saved, when the end
/// shows (once the game is on disk) and which record a name goes to.
///
/// Turns that come later than the intent (a deal that had to be fetched, an ending once saved)
/// go to `onTurn`.
@MainActor
public final class GameSession {
    public let mode: GameMode
    public private(set) var supply: any PuzzleSupply
    private let archive: GameArchive
    /// The time of each guess: the real clock, or a test's.
    private let now: @Sendable () -> Date

    /// The game on the board, nil while the first deal is on its way.
    public private(set) var game: Game?
    /// What the game on the board was dealt with.
    public private(set) var deal: PuzzleDeal?
    /// The end of the game on the board, once it is saved.
    public private(set) var ending: Ending?
    /// True once the page has asked for a game.
    public private(set) var hasStarted = false

    /// Receives the turns that come after their intent: a fetched deal, a saved ending.
    public var onTurn: ((Turn) -> Void)?

    /// The next game's deal, taken from the supply while this game is played, so New Game shows
    /// it in the same turn of the main loop.
    private var shelved: PuzzleDeal?
    private var shelving: Task<Void, Never>?
    private var dealing: Task<Void, Never>?
    /// Saves asked for and not finished: a game's end, a give-up, a record's name.
    private var saves: [Int: Task<Void, Never>] = [:]
    private var nextSaveID = 0
    /// The deck chosen during the game on the board, for the next word.
    private var nextDeck: WordsDeck?
    /// Counts the games begun, so that a late ending is never shown over the next game.
    private var gameNumber = 0
    /// The id the game on the board is kept and saved under.
    private var gameID = UUID()
    /// True for a game put back from the last run until its next guess: its clock stays stopped.
    private var isHeldUntilNextGuess = false

    public init(mode: GameMode, supply: any PuzzleSupply, archive: GameArchive, now: @escaping @Sendable () -> Date = { Date() }) {
        self.mode = mode
        self.supply = supply
        self.archive = archive
        self.now = now
    }

    // MARK: What the page asks

    /// True while a game is under way: a letter played, and not over. New Game asks first then.
    public var isUnderWay: Bool { game.map { !$0.guesses.isEmpty && !$0.isOver } ?? false }

    /// True while a save is under way.
    public var isSaving: Bool { !saves.isEmpty }

    /// True when the next New Game has its deal at hand.
    public var hasNextDealAtHand: Bool { shelved != nil }

    /// The board as it stands.
    public var current: Turn { turn() }

    /// The page's first game, when the player first sees the page: the game left under way by
    /// the last run (or by another window that closed), else the supply's first deal, which
    /// never waits on the network. Once started, the board as it stands.
    @discardableResult
    public func start() -> Turn {
        guard !hasStarted else { return turn() }
        hasStarted = true
        if let resumed = resumeKeptGame() { return resumed }
        return deal { supply in await supply.firstDeal() }
    }

    /// New Game. A game under way is never dropped without a word: the answer is then
    /// `.needsConfirmation`, and `giveUp()` is the way to leave it (it counts as lost).
    /// Else the next game: at once with the shelved deal, else once the supply answers (the turn
    /// says `.dealing`, and the game comes to `onTurn`).
    public func newGame() -> NewGameAnswer {
        guard !isUnderWay else { return .needsConfirmation }
        guard hasStarted else { return .dealt(start()) }
        // A game left under way by another window that closed comes first.
        if let resumed = resumeKeptGame() { return .dealt(resumed) }
        if let deal = shelved {
            shelved = nil
            return .dealt(begin(deal))
        }
        return .dealt(deal { supply in await supply.nextDeal() })
    }

    /// The player chose another deck (a language, level or category, or one of their lists),
    /// which `supply` deals from. Before the first letter the word on the board goes and one of
    /// the new deck comes at once; during a game the choice waits for the next word, and the
    /// turns say so (`nextDeck`). A friend's word is never replaced. Nil when the board does not
    /// change.
    public func changeDeck(to deck: WordsDeck, supply: any PuzzleSupply) -> Turn? {
        changeSupply(to: supply)
        guard let game, !game.isOver, case .word(let word) = self.deal else { return nil }
        let current = self.deal?.wordsDeck
        if game.guesses.isEmpty && word.ownSource != .friend {
            nextDeck = nil
            guard current != deck, case .dealt(let turn) = newGame() else { return nil }
            return turn
        }
        nextDeck = current == deck ? nil : deck
        return turn()
    }

    /// Asks `supply` for the next deal; the board waits (`.dealing`) until it comes.
    private func deal(with ask: @escaping @Sendable (any PuzzleSupply) async -> PuzzleDeal) -> Turn {
        dealing?.cancel()
        dealing = nil
        ending = nil
        game = nil
        deal = nil
        dealing = Task { [weak self, supply] in
            let deal = await ask(supply)
            guard let self, !Task.isCancelled else { return }
            self.dealing = nil
            self.onTurn?(self.startGame(with: deal))
        }
        return turn()
    }

    /// Puts `deal` on the board at once.
    @discardableResult
    public func begin(_ deal: PuzzleDeal) -> Turn {
        hasStarted = true
        dealing?.cancel()
        dealing = nil
        return startGame(with: deal)
    }

    private func startGame(with deal: PuzzleDeal) -> Turn {
        gameNumber += 1
        nextDeck = nil
        gameID = UUID()
        isHeldUntilNextGuess = false
        game = Game(puzzle: deal.puzzle, scoreFactor: deal.scoreFactor)
        self.deal = deal
        ending = nil
        shelveNextDeal()
        return turn([.began])
    }

    /// Plays a letter. Nil when nothing happened: no game, or a game over.
    public func guess(_ letter: Letter) -> Turn? {
        guard var game else { return nil }
        let outcome = game.guess(letter, at: now())
        self.game = game
        var effects: [TurnEffect]
        switch outcome {
        case .revealed(let letter, let cells): effects = [.found(letter, cells: cells)]
        case .wrong(let letter): effects = [.missed(letter)]
        case .repeated(let letter): return turn([.repeated(letter)])
        case .notALetter, .gameOver: return nil
        }
        if let sound = GameSound.after(outcome, in: game) { effects.append(.sound(sound)) }
        isHeldUntilNextGuess = false
        if game.isOver { finish(game) } else { keep() }
        return turn(effects)
    }

    /// Gives up the game under way: it ends on the board as lost, its answer shown, and is saved
    /// like any game that ends; New Game then deals the next. With no game under way (no letter
    /// played yet, or over), it is New Game.
    @discardableResult
    public func giveUp() -> Turn {
        guard isUnderWay, var game else {
            if case .dealt(let turn) = newGame() { return turn }
            return turn()
        }
        game.abandon(at: now())
        self.game = game
        finish(game)
        return turn()
    }

    /// Names the record of the game that just ended: the typed name, or nil when skipped.
    public func nameRecord(_ name: String?) {
        guard let id = ending?.saved?.game.id, ending?.record != nil else { return }
        let archive = archive
        save { _ = await archive.nameRecord(id, name: name) }
    }

    /// Stops the clock while the player cannot see the game, and starts it again when they can.
    public func setOnScreen(_ onScreen: Bool) {
        guard var game, !isHeldUntilNextGuess else { return }
        if onScreen { game.resumeClock(at: now()) } else { game.pauseClock(at: now()) }
        self.game = game
    }

    /// Keeps the game under way as it stands now, its clock included: at quit, so the next run
    /// puts it back. Every guess keeps it too.
    public func keep() {
        guard isUnderWay, let game, let deal else { return }
        archive.keep(game, dealtWith: deal, id: gameID, elapsed: game.elapsed(now: now()), of: mode)
    }

    /// Deals from `supply` from the next game on: the player chose another language or level.
    public func changeSupply(to supply: any PuzzleSupply) {
        self.supply = supply
        shelving?.cancel()
        shelving = nil
        shelved = nil
        Task { await supply.prefill() }
    }

    /// Returns once every save asked so far is on disk, or failed.
    public func savesFinished() async {
        for save in saves.values { await save.value }
    }

    // MARK: Inside

    /// Saves the game that just ended, then shows its end.
    private func finish(_ game: Game) {
        let number = gameNumber, mode = mode, deal = deal, archive = archive, id = gameID
        save { [weak self] in
            let result = await archive.finish(game, mode: mode, dealtWith: deal, id: id)
            archive.forgetKeptGame(of: mode)
            guard let self, self.gameNumber == number else { return }
            let saved = try? result.get()
            self.ending = Ending(game: game, saved: saved)
            var effects: [TurnEffect] = []
            if let sound = GameSound.ending(of: game, isRecord: saved?.recordRank != nil) { effects.append(.sound(sound)) }
            self.onTurn?(self.turn(effects))
        }
    }

    private func save(_ work: @escaping @MainActor () async -> Void) {
        let id = nextSaveID
        nextSaveID += 1
        saves[id] = Task { [weak self] in
            await work()
            self?.saves[id] = nil
        }
    }

    /// Puts back the game the last run left in progress, its clock stopped until the next guess.
    private func resumeKeptGame() -> Turn? {
        guard let kept = archive.keptGame(of: mode) else { return nil }
        guard let deal = kept.deal,
              let game = Game(resuming: deal.puzzle, guesses: kept.guesses, elapsed: kept.elapsed, at: now(), scoreFactor: deal.scoreFactor),
              !game.guesses.isEmpty
        else {
            // Taken over but no longer playable: forgotten, not claimed again at every launch.
            archive.forgetKeptGame(of: mode)
            return nil
        }
        hasStarted = true
        gameNumber += 1
        nextDeck = nil
        gameID = kept.id
        self.game = game
        self.deal = deal
        ending = nil
        isHeldUntilNextGuess = true
        archive.recent.add(kept.answer, mode: mode)
        shelveNextDeal()
        return turn([.resumed])
    }

    private func shelveNextDeal() {
        guard shelved == nil, shelving == nil else { return }
        shelving = Task { [weak self, supply] in
            let deal = await supply.readyDeal()
            guard let self, !Task.isCancelled else { return }
            self.shelving = nil
            self.shelved = deal
        }
    }

    private func turn(_ effects: [TurnEffect] = []) -> Turn {
        let phase: Turn.Phase
        if let ending { phase = .ended(ending) } else if game == nil { phase = .dealing } else if game?.isOver == true { phase = .finishing } else { phase = .playing }
        return Turn(phase: phase, game: game, deal: deal, effects: effects, nextDeck: nextDeck)
    }
}
