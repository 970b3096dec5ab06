/// The Words mode's supply for one language and level: a ready queue of 10 words from
/// random-word-api, refilled at 2 and kept across launches, with the language's bundled list
/// behind it, dealt in a shuffled order that persists. No word of the last 200 Words games is
/// dealt again.
public struct WordSupply: PuzzleSupply {
    public static let capacity = 10

    public let choice: WordChoice
    public let queue: ReadyQueue<Puzzle>
    private let lexicon: LoadedOnce<WordLexicon>

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
        deckPath: String? = nil
    ) {
        self.choice = choice
        self.lexicon = lexicon
        let isStale: @Sendable (String) -> Bool = { recent?.contains($0, mode: .words) ?? false }
        let deck = LoadedOnce {
            BundledDeck(
                count: lexicon.wrappedValue.words[choice.level]?.count ?? 0, path: deckPath,
                kind: choice.queueKind)
        }
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
            onDeal: { recent?.add($0.answer, mode: .words) },
            fetch: { count throws(SourceFailure) in try await remote.fetchPuzzles(count: count) },
            bundled: { _ in
                let words = lexicon.wrappedValue.words[choice.level] ?? []
                guard !words.isEmpty else { return lexicon.wrappedValue.randomPuzzle(level: choice.level) }
                let index = deck.wrappedValue.next { isStale(words[$0]) }
                return Puzzle.playable(words[index]) ?? lexicon.wrappedValue.randomPuzzle(level: choice.level)
            }
        )
    }

    /// The app's supply: its ready queue and its bundled order kept in `cacheDirectory`.
    public init(
        choice: WordChoice, http: any HTTPFetching, endpoints: [WordEndpoint], lexicon: LoadedOnce<WordLexicon>, log: DebugLog,
        recent: RecentPuzzles, cacheDirectory: String
    ) {
        let kind = choice.queueKind
        let kept = KeptPuzzles<Puzzle>(
            path: KeptPuzzles<Puzzle>.defaultPath(userCacheDirectory: cacheDirectory, kind: kind), kind: kind, capacity: Self.capacity)
        self.init(
            choice: choice, http: http, endpoints: endpoints, lexicon: lexicon, log: log, keeping: .file(kept), recent: recent,
            deckPath: BundledDeck.defaultPath(userCacheDirectory: cacheDirectory, kind: kind))
    }

    /// The next word: ready, or from a refill within the wait limit, or bundled.
    public func nextDeal() async -> PuzzleDeal {
        deal(await queue.next())
    }

    /// A word that is ready now, else nil (see `ReadyQueue.takeReady()`).
    public func readyDeal() async -> PuzzleDeal? {
        await queue.takeReady().map { deal(($0, .online)) }
    }

    /// Starts filling the queue, and loads the language's data in the background: the filter
    /// and the hints need it later, and the first deal must not wait for it.
    public func prefill() async {
        await queue.prefill()
        let lexicon = lexicon
        Task.detached(priority: .utility) { _ = lexicon.wrappedValue }
    }

    private func deal(_ next: (item: Puzzle, origin: PuzzleOrigin)) -> PuzzleDeal {
        let lexicon = lexicon
        let answer = next.item.answer
        return .word(DealtWord(next.item, origin: next.origin, choice: choice, hintLookup: { lexicon.wrappedValue.hint(for: answer) }))
    }
}
