/// The Words mode's ready queue: 10 words from random-word-api, refilled at 2, with the bundled
/// list behind it.
public enum WordSupply {
    public static let capacity = 10

    public static func makeQueue(
        http: any HTTPFetching,
        endpoints: [WordEndpoint],
        bundled: BundledWordSource,
        waitLimit: Duration = .seconds(3),
        retryDelay: Duration = .seconds(20),
        log: DebugLog = .silent
    ) -> ReadyQueue<Puzzle> {
        let remote = RemoteWordSource(http: http, endpoints: endpoints)
        return ReadyQueue(
            capacity: capacity,
            refillThreshold: 2,
            waitLimit: waitLimit,
            retryDelay: retryDelay,
            sourceName: "word API",
            log: log,
            fetch: { count throws(SourceFailure) in try await remote.fetchPuzzles(count: count) },
            bundled: { _ in bundled.randomPuzzle() }
        )
    }
}
