#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Everything the store holds, behind one actor: the games (`store.json`) and the settings
/// (`settings.json`).
///
/// The games are decoded once, when first needed or by `load()` after the first frame, and then
/// answered from memory: ranking a finished game and redrawing the Stats page decode nothing.
/// Every write, games and settings, goes through one queue, off the caller's thread, in the order
/// asked; `flush()` waits for them at quit. Entries this version cannot read stay raw and
/// untouched in the file. A finished game is on disk before `finish` returns: a crash after it
/// loses nothing, and a record is saved under the name the end panel will offer.
public actor GameArchive {
    /// The player's settings: read at once from memory, written in the background.
    public nonisolated let settings: KeyValueStore
    /// The answers of each mode's recent games, which the supplies do not deal again.
    public nonisolated let recent: RecentPuzzles
    /// Everything that comes back from the archive, in order, for the main window.
    public nonisolated let events: AsyncStream<ArchiveEvent>

    /// The games in progress, one per instance and mode, kept with every guess.
    private nonisolated let inProgress: GamesInProgress
    private nonisolated let writes: WriteQueue
    private nonisolated let names: PlayerNameMemory
    private nonisolated let published = Mutex(ArchiveSnapshot())
    private nonisolated let announce: AsyncStream<ArchiveEvent>.Continuation
    private let history: GameHistory

    private var games: [FinishedGame] = []
    private var folded: [GameMode: FoldedGames] = [:]
    private var isLoaded = false
    /// A part of the store that could not be read and was repaired, at `load()`.
    private var partProblem: StoreProblem?
    /// The raw entries the games were decoded from, and the store's adoptions then: when
    /// either moved otherwise than by this archive's own append, the games are decoded again.
    private var entryCount = 0
    private var adoptions = 0

    /// `settings` should write `.inBackground(writes)`, so that its writes share the games' queue.
    /// The games in progress are kept beside the games, through the same queue.
    public init(games: KeyValueStore, settings: KeyValueStore, writes: WriteQueue, accountName: String) {
        self.settings = settings
        self.writes = writes
        let inProgressPath = FileSystem.parentDirectory(of: games.path) + "/" + Self.inProgressFileName
        inProgress = GamesInProgress(store: KeyValueStore(path: inProgressPath, loading: .onFirstUse, writing: .inBackground(writes)))
        history = GameHistory(store: games)
        names = PlayerNameMemory(store: settings, accountName: accountName)
        recent = RecentPuzzles(history: nil, otherInstances: inProgress)
        (events, announce) = AsyncStream.makeStream(of: ArchiveEvent.self)
        writes.setReport { [announce, settingsPath = settings.path] error, path in
            if path == settingsPath {
                announce.yield(.saveFinished(error, of: .settings))
            } else if path == inProgressPath {
                announce.yield(.saveFinished(error, of: .gameInProgress))
            } else if let error {
                // A game in progress that could not be kept; one kept says nothing of the last
                // finished game's save, whose banner stays until a game is saved again.
                announce.yield(.saveFinished(error, of: .games))
            }
        }
    }

    /// Opens the archive of the app: the games at `storePath`, the settings beside them (moved
    /// out of an older store that held both), both written through one queue.
    public static func open(storePath: String, accountName: String) -> GameArchive {
        let writes = WriteQueue()
        let games = KeyValueStore(path: storePath, loading: .onFirstUse)
        let settings = SettingsSplit.openSettings(
            at: SettingsSplit.settingsPath(besideGamesAt: storePath), games: games, writing: .inBackground(writes))
        return GameArchive(games: games, settings: settings, writes: writes, accountName: accountName)
    }

    /// `$XDG_DATA_HOME/io.github.swifthangman.Hangman/store.json`, given the user data directory.
    public static func defaultStorePath(userDataDirectory: String) -> String {
        KeyValueStore.defaultPath(userDataDirectory: userDataDirectory)
    }

    /// The file of the games in progress, beside `store.json`.
    public static let inProgressFileName = "games-in-progress.json"

    // MARK: Games in progress

    /// The newest game of `mode` left in progress by a run that ended (this instance's last run,
    /// or another window's), taken over by this one; nil when none is left.
    public nonisolated func keptGame(of mode: GameMode) -> KeptGame? {
        inProgress.claimLeftGame(of: mode)
    }

    /// Keeps `game`, dealt with `deal`, as `mode`'s game in progress, after every write asked
    /// before it, off the caller's thread (a word's definition may have to be looked up).
    public nonisolated func keep(_ game: Game, dealtWith deal: PuzzleDeal, id: UUID, elapsed: TimeInterval, of mode: GameMode) {
        writes.enqueue { [inProgress, announce] in
            var kept = KeptGame(id: id, answer: game.puzzle.answer, guesses: game.guesses, elapsed: elapsed)
            switch deal {
            case .film(let film): kept.film = film.filmPuzzle.film
            case .word(let word):
                kept.word = word.source
                kept.facts = word.facts
            }
            do throws(StoreError) {
                try inProgress.keep(kept, of: mode)
            } catch {
                // Said while the player can still finish the game (a write that fails later is
                // reported by the queue).
                announce.yield(.saveFinished(error, of: .gameInProgress))
            }
        }
    }

    /// Forgets `mode`'s game in progress: it ended, and is in the history.
    public nonisolated func forgetKeptGame(of mode: GameMode) {
        writes.enqueue { [inProgress] in inProgress.forget(mode) }
    }

    // MARK: Reading

    /// The games as last decoded: what the Stats page shows. Empty until `load()`.
    public nonisolated var snapshot: ArchiveSnapshot { published.withLock { $0 } }

    /// Reads and decodes the games once, folds a history past its bound, and tells the recent
    /// puzzles what was played. Call it after the first frame. Returns what went wrong reading
    /// the file, if anything.
    @discardableResult
    public func load() -> StoreProblem? {
        if !isLoaded {
            isLoaded = true
            history.store.loadIfNeeded()
            // A part that cannot be read is copied aside before any write replaces it.
            if history.store.problem == nil { partProblem = history.repairDamagedParts() }
            if let problem = inProgress.store.problem { tell(problem, in: .gameInProgress) }
            inProgress.forgetDealtByInstancesGone()
            // Games kept aside while another program held the lock, at the last run.
            _ = try? history.mergePending()
            try? history.foldIfOverBound()
            decodeGames()
            recent.adopt(games.map { ($0.mode, $0.puzzle) })
            // A Stats page open before the games were read shows them now.
            announce.yield(.historyChanged)
        }
        return history.store.problem ?? partProblem
    }

    /// Tells the window, once, of a file beside the archive's that could not be used as it was.
    public nonisolated func tell(_ problem: StoreProblem, in contents: StoreContents) {
        announce.yield(.problemFound(problem, in: contents))
    }

    /// True while a write asked for has not reached the disk yet.
    public nonisolated var hasPendingWrites: Bool { writes.hasPending }

    /// Returns once every write asked so far, games and settings, is on disk or failed.
    public nonisolated func flush() async {
        await writes.flush()
    }

    // MARK: Writing

    /// Saves a game that is over, dealt with `deal` (its word's language, level and source), and
    /// ranks it. Nil for a game still played. A failure means nothing was saved to disk and
    /// nothing is a record. `id` names the game in the history: a game saved twice under one id
    /// is kept once.
    public nonisolated func finish(
        _ game: Game, mode: GameMode, dealtWith deal: PuzzleDeal? = nil, id: UUID = UUID()
    ) async -> Result<SavedGame?, StoreError> {
        let finished = FinishedGame(game, mode: mode, dealtWith: deal, id: id)
        return await writes.enqueue { await self.finishNow(finished, id: id) }.value
    }

    /// Names the record `id` and remembers the name for the next record; nil (the player
    /// skipped) leaves the record without a name.
    public nonisolated func nameRecord(_ id: UUID, name: String?) async -> Result<Void, StoreError> {
        await writes.enqueue { await self.nameRecordNow(id, name: name) }.value
    }

    /// Deletes every game of `mode`, its records and its folded counts; other modes keep theirs.
    public nonisolated func removeAll(mode: GameMode) async -> Result<Void, StoreError> {
        await writes.enqueue { await self.removeAllNow(mode: mode) }.value
    }

    private func finishNow(_ finished: FinishedGame?, id: UUID) -> Result<SavedGame?, StoreError> {
        guard var written = finished else { return .success(nil) }
        load()
        // A game kept in progress and saved before a crash, then played to its end again.
        if let saved = games.first(where: { $0.id == id }) { return .success(SavedGame(game: saved, recordRank: nil)) }
        // Ranked against every game on disk, another instance's too.
        history.store.takeInSavesByOthers()
        refreshIfChangedElsewhere()
        // Kept in memory as the file will give it back (its date to the millisecond), so that
        // ties rank the same before and after a reopen. The file gets the game as it was played:
        // writing the read-back date again would move it by a millisecond.
        var finished = (try? KeyValueStore.decode(FinishedGame.self, from: KeyValueStore.json(written))) ?? written
        let rank = RecordBook(games: games + [finished]).rank(ofGame: finished.id)
        if rank != nil {
            finished.playerName = names.prefilledName
            written.playerName = finished.playerName
        }
        let result = Result { () throws(StoreError) in try history.append(written) }
        // A failed write keeps the game in the store's memory, as the Stats page shows it.
        games.append(finished)
        entryCount += 1
        refreshIfChangedElsewhere()
        saved(result)
        return result.map { _ in SavedGame(game: finished, recordRank: rank) }
    }

    private func nameRecordNow(_ id: UUID, name: String?) -> Result<Void, StoreError> {
        load()
        let result = Result { () throws(StoreError) in
            let saved = try history.setPlayerName(name, forGame: id)
            if let name { try names.remember(name) }
            return saved
        }
        if let index = games.firstIndex(where: { $0.id == id }) { games[index].playerName = name }
        refreshIfChangedElsewhere()
        saved(result)
        return result.map { _ in }
    }

    private func removeAllNow(mode: GameMode) -> Result<Void, StoreError> {
        load()
        let result = Result { () throws(StoreError) in try history.removeAll(mode: mode) }
        decodeGames()
        saved(result)
        return result.map { _ in }
    }

    /// Tells the window how a games write went and that the history changed. A game kept aside
    /// while another program held the lock is saved, but the player is told why it is not in
    /// the file yet.
    private func saved(_ result: Result<GameHistory.Saved, StoreError>) {
        publish()
        let error: StoreError? = switch result {
        case .failure(let error): error
        case .success(.keptAside): .lockHeld(keptAside: true)
        case .success(.inStore): nil
        }
        announce.yield(.saveFinished(error, of: .games))
        announce.yield(.historyChanged)
    }

    /// Decodes the games again when the file held more than this archive wrote: another
    /// instance's saves, or old games folded into counts.
    private func refreshIfChangedElsewhere() {
        if history.entryCount != entryCount || history.store.adoptions != adoptions { decodeGames() }
    }

    private func decodeGames() {
        games = history.games
        folded = history.folded(keptGames: games)
        entryCount = history.entryCount
        adoptions = history.store.adoptions
        publish()
    }

    private func publish() {
        let snapshot = ArchiveSnapshot(games: games, folded: folded)
        published.withLock { $0 = snapshot }
    }
}
