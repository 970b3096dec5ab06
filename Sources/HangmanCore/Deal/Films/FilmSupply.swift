/// The Movies mode's supply: a ready queue of 5 films from OMDb, refilled at 2 and kept across
/// launches, with the bundled catalogue behind it. No film of the last 200 Movies games is dealt
/// again.
public struct FilmSupply: PuzzleSupply {
    public static let capacity = 5
    /// The name of the films' kept queue and bundled order in the cache.
    public static let queueKind = "films"

    public let queue: ReadyQueue<FilmPuzzle>

    public init(
        source: OMDbFilmSource,
        bundled: BundledFilmSource,
        waitLimit: Duration = .seconds(4),
        retryDelay: Duration = .seconds(30),
        log: DebugLog = .silent,
        keeping: QueueKeeping<FilmPuzzle> = .none,
        recent: RecentPuzzles? = nil
    ) {
        let isStale: @Sendable (FilmPuzzle) -> Bool = { recent?.contains($0.puzzle.answer, mode: .movies) ?? false }
        queue = ReadyQueue(
            capacity: Self.capacity,
            refillThreshold: 2,
            waitLimit: waitLimit,
            retryDelay: retryDelay,
            sourceName: "OMDb",
            log: log,
            keeping: keeping,
            isFresh: { !isStale($0) },
            identity: { $0.film.imdbID },
            onDeal: { recent?.add($0.puzzle.answer, mode: .movies) },
            streamingFetch: { count, deliver throws(SourceFailure) in
                // Each playable film joins the queue as soon as OMDb answers it, so a cold start
                // waits for the first hit, not for all five.
                _ = try await source.fetchFilms(count: count) { film in await deliver([film]) }
            },
            bundled: { _ in bundled.randomFilm(isStale: isStale) }
        )
    }

    /// The app's supply: OMDb through `source`, the catalogue at `cataloguePath`, the ready
    /// queue and the catalogue's order kept in `cacheDirectory`.
    public init(
        source: OMDbFilmSource, cataloguePath: String, log: DebugLog, recent: RecentPuzzles, cacheDirectory: String,
        keptFileSetAside: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        let kind = Self.queueKind
        self.init(
            source: source,
            bundled: BundledFilmSource(path: cataloguePath, deckPath: BundledDeck.defaultPath(userCacheDirectory: cacheDirectory, kind: kind)),
            log: log,
            keeping: .file(KeptPuzzles<FilmPuzzle>(
                path: KeptPuzzles<FilmPuzzle>.defaultPath(userCacheDirectory: cacheDirectory, kind: kind), kind: kind, capacity: Self.capacity,
                log: log, setAside: keptFileSetAside)),
            recent: recent)
    }

    public func nextDeal() async -> PuzzleDeal {
        let next = await queue.next()
        return .film(DealtFilm(next.item, origin: next.origin))
    }

    public func readyDeal() async -> PuzzleDeal? {
        await queue.takeReady().map { .film(DealtFilm($0, origin: .online)) }
    }

    public func prefill() async {
        await queue.prefill()
    }

    /// Tries OMDb again at once, for instance after the player entered a new key.
    public func forgetFailure() async {
        await queue.forgetFailure()
    }
}
