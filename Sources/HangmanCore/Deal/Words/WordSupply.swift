import Synchronization

/// The Words mode's supply for one language and level: a ready queue of 10 words from
/// random-word-api, refilled at 2 and kept across launches, with the language's bundled list
/// behind it, dealt in a shuffled order that persists. No word of the last 200 Words games is
/// dealt again.
///
/// A category is dealt from the bundled list alone (`PuzzleOrigin.chosenList`): random words
/// of one category are too rare online to fill a queue.
public struct WordSupply: PuzzleSupply {
    public static let capacity = 10

    public let choice: WordChoice
    public let queue: ReadyQueue<Puzzle>
    private let lexicon: LoadedOnce<WordLexicon>
    private let bundledWord: @Sendable () -> Puzzle
    /// The first deal, once `startFirstDeal()` started it.
    private let earlyFirstDeal = EarlyDeal()
    /// Counts a dealt word as played, so that it is not dealt again soon.
    private let markPlayed: @Sendable (Puzzle) -> Void

    public init(
        choice: WordChoice,
        http: any HTTPFetching,
        endpoints: [WordEndpoint],
        lexicon: LoadedOnce<WordLexicon>,
        waitLimit: Duration = .seconds(3),
        retryDelay: Duration = .seconds(20),
        log: DebugLog = .silent,
        keeping: QueueKeeping<Puzzle> = .none,
        recent: RecentPuzzles? = nil,
        deckPath: String? = nil,
        holdsRefillsUntilPrefill: Bool = false
    ) {
        self.choice = choice
        self.lexicon = lexicon
        let isStale: @Sendable (String) -> Bool = { recent?.contains($0, mode: .words) ?? false }
        let deck = LoadedOnce {
            BundledDeck(count: lexicon.wrappedValue.words(for: choice).count, path: deckPath, kind: choice.queueKind)
        }
        let bundledWord: @Sendable () -> Puzzle = {
            let words = lexicon.wrappedValue.words(for: choice)
            guard !words.isEmpty else { return lexicon.wrappedValue.randomPuzzle(choice) }
            let index = deck.wrappedValue.next { isStale(words[$0]) }
            return Puzzle.playable(words[index], alphabet: choice.language.alphabet) ?? lexicon.wrappedValue.randomPuzzle(choice)
        }
        self.bundledWord = bundledWord
        let markPlayed: @Sendable (Puzzle) -> Void = { recent?.add($0.answer, mode: .words) }
        let remote = RemoteWordSource(http: http, endpoints: endpoints, choice: choice, lexicon: { lexicon.wrappedValue }, log: log)
        queue = ReadyQueue(
            capacity: Self.capacity,
            refillThreshold: 2,
            waitLimit: waitLimit,
            retryDelay: retryDelay,
            sourceName: "word API",
            log: log,
            keeping: keeping,
            isFresh: { !isStale($0.answer) },
            identity: { $0.answer.lowercased() },
            onDeal: markPlayed,
            holdsRefillsUntilPrefill: holdsRefillsUntilPrefill,
            fetch: { count throws(SourceFailure) in try await remote.fetchPuzzles(count: count) },
            bundled: { _ in bundledWord() }
        )
        self.markPlayed = markPlayed
    }

    /// The app's supply: its ready queue and its bundled order kept in `cacheDirectory`. It
    /// goes to the network once the app asks (`prefill()`): not while the first frame is made.
    public init(
        choice: WordChoice, http: any HTTPFetching, endpoints: [WordEndpoint], lexicon: LoadedOnce<WordLexicon>, log: DebugLog,
        recent: RecentPuzzles, cacheDirectory: String, keptFileSetAside: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        let kind = choice.queueKind
        let kept = KeptPuzzles<Puzzle>(
            path: KeptPuzzles<Puzzle>.defaultPath(userCacheDirectory: cacheDirectory, kind: kind), kind: kind, capacity: Self.capacity, log: log,
            setAside: keptFileSetAside)
        // A kept word passes the online words' filter again: the language's letters, the list
        // (frequency, deny list) and the level. An edited or stale cache deals nothing it holds.
        let isDealable: @Sendable (Puzzle) -> Bool = { puzzle in
            guard puzzle.alphabet == choice.language.alphabet,
                  case .accepted(let entry) = lexicon.wrappedValue.check(puzzle.answer)
            else { return false }
            return entry.level == choice.level
        }
        self.init(
            choice: choice, http: http, endpoints: endpoints, lexicon: lexicon, log: log,
            keeping: QueueKeeping.file(kept).checked(by: isDealable, log: log, describe: { "\($0.answer.count) letters" }), recent: recent,
            deckPath: BundledDeck.defaultPath(userCacheDirectory: cacheDirectory, kind: kind), holdsRefillsUntilPrefill: true)
    }

    /// Whether this supply deals from the bundled list alone (a category).
    public var dealsFromListOnly: Bool { choice.category != nil }

    /// The next word: ready, or from a refill within the wait limit, or bundled; a category's
    /// from the list.
    public func nextDeal() async -> PuzzleDeal {
        if dealsFromListOnly { return listDeal() }
        return deal(await queue.next())
    }

    /// The first word of a launch: a kept one, else one of the bundled list at once (nothing is
    /// wrong: `.bundledAtLaunch`) while the word service fills the queue for the next games.
    public func firstDeal() async -> PuzzleDeal {
        if let early = earlyFirstDeal.take() { return await early.value }
        return await dealAtOnce()
    }

    /// Makes the first deal now, off the main thread, reading the language's list if nothing
    /// read it ahead (a kept word is checked against it): it is at hand when the window's first
    /// frame is made. Used by the first `firstDeal()`, whenever that
    /// comes (the Words page may open later); a player who changes the choice before it loses
    /// the kept word it took, if it took one.
    public func startFirstDeal() {
        earlyFirstDeal.start { [self] in await dealAtOnce() }
    }

    private func dealAtOnce() async -> PuzzleDeal {
        if dealsFromListOnly { return listDeal() }
        return deal(await queue.nextWithoutWaiting())
    }

    /// A word that is ready now, else nil (see `ReadyQueue.takeReady()`); a category's list is
    /// always ready.
    public func readyDeal() async -> PuzzleDeal? {
        if dealsFromListOnly { return listDeal() }
        return await queue.takeReady().map { deal(($0, .online)) }
    }

    /// Starts filling the queue (never for a category), and loads the language's data in the
    /// background: the filter and the hints need it later, and the first deal must not wait.
    public func prefill() async {
        if !dealsFromListOnly { await queue.prefill() }
        let lexicon = lexicon
        Task.detached(priority: .utility) { lexicon.wrappedValue.loadMeanings() }
    }

    /// The first deal started ahead (`startFirstDeal()`), until `firstDeal()` takes it.
    private final class EarlyDeal: Sendable {
        private let task = Mutex<Task<PuzzleDeal, Never>?>(nil)

        func start(_ deal: @escaping @Sendable () async -> PuzzleDeal) {
            task.withLock { task in
                if task == nil { task = Task.detached(priority: .userInitiated, operation: deal) }
            }
        }

        /// The deal started, once; nil when none was started or it was taken already.
        func take() -> Task<PuzzleDeal, Never>? {
            task.withLock { task in
                defer { task = nil }
                return task
            }
        }
    }

    /// A word of the category, with its own level (a category holds words of every level): the
    /// list is loaded by then.
    private func listDeal() -> PuzzleDeal {
        let puzzle = bundledWord()
        markPlayed(puzzle)
        var level = choice.level
        if let entry = lexicon.wrappedValue.entry(for: puzzle.answer) { level = entry.level }
        return deal((puzzle, .chosenList), level: level)
    }

    /// The deal of `next`, its facts looked up when first needed: an online word must not wait
    /// for the list to load (its level is the choice's, as the filter checked).
    private func deal(_ next: (item: Puzzle, origin: PuzzleOrigin), level: WordLevel? = nil) -> PuzzleDeal {
        let lexicon = lexicon
        let answer = next.item.answer
        var dealt = choice
        dealt.level = level ?? choice.level
        return .word(DealtWord(next.item, origin: next.origin, source: .gameWords(dealt), factsLookup: { lexicon.wrappedValue.facts(for: answer) }))
    }
}
