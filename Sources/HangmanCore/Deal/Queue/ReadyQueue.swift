#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Keeps puzzles ready so that New Game never waits on the network.
///
/// What it holds survives a restart through its `QueueKeeping` (a file in the cache directory):
/// restored on first use, written after every change, and a dealt item is gone from it before it
/// is returned. Items for which `isFresh` is false (played recently) are never dealt.
///
/// It holds up to `capacity` items and refills in the background when `refillThreshold` or fewer
/// remain. With nothing ready it waits for a refill at most `waitLimit`, then answers from the
/// bundled data. After a failed refill it serves bundled data at once and retries after
/// `retryDelay` (a service that asks to slow down is left alone as long as its `Retry-After`
/// says, at most an hour, or twice as long after each refusal without one); while a refill that already outlasted one wait is still running, it serves
/// bundled data at once too. Either way a player on a bad network never waits twice.
public actor ReadyQueue<Item: Sendable> {
    public typealias Fetch = @Sendable (_ count: Int) async throws(SourceFailure) -> [Item]
    /// Hands items to the queue as they arrive, so a waiting New Game gets the first one at once.
    public typealias Deliver = @Sendable (_ items: [Item]) async -> Void
    /// A fetch that delivers items one batch at a time while it runs.
    public typealias StreamingFetch = @Sendable (_ count: Int, _ deliver: @escaping Deliver) async throws(SourceFailure) -> Void
    public typealias Bundled = @Sendable (_ reason: FallbackReason) -> Item

    public let capacity: Int
    public let refillThreshold: Int
    public let waitLimit: Duration
    public let retryDelay: Duration

    /// What the debug log calls the source: "word API", "OMDb".
    public let sourceName: String
    private let fetch: StreamingFetch
    private let bundled: Bundled
    private let log: DebugLog
    private let keeping: QueueKeeping<Item>
    private let isFresh: @Sendable (Item) -> Bool
    /// What makes two items the same puzzle: a refill adds none that is already waiting.
    private let identity: (@Sendable (Item) -> String)?
    /// Told of each item dealt, online or bundled (so it counts as played from then on).
    private let onDeal: (@Sendable (Item) -> Void)?
    private let clock: any QueueClock

    private var ready: [KeptItem<Item>] = []
    private var restored = false
    private var refill: Task<Void, Never>?
    /// True until `prefill()`, `next()` or `forgetFailure()` lets refills start (see `init`).
    private var refillsHeld: Bool
    private var lastFailure: (reason: FallbackReason, time: Duration, wait: Duration)?
    /// How long to leave a service that asked to slow down.
    private var retryBackoff = RetryBackoff()

    /// The longest a refill waits after a service asked to slow down, whatever it asked.
    public static var longestRetryWait: Duration { .seconds(3_600) }
    /// True when a wait for the running refill ran out: later calls do not wait for it again.
    private var runningRefillIsSlow = false
    /// True once the running refill delivered something.
    private var runningRefillDelivered = false
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiterID = 0
    /// How many times a caller waited for a refill (tests: "a ready item never waits").
    package private(set) var waitsStarted = 0

    /// A queue whose source answers a refill all at once.
    public init(
        capacity: Int,
        refillThreshold: Int = 2,
        waitLimit: Duration = .seconds(3),
        retryDelay: Duration = .seconds(20),
        sourceName: String = "source",
        log: DebugLog = .silent,
        keeping: QueueKeeping<Item> = .none,
        isFresh: @escaping @Sendable (Item) -> Bool = { _ in true },
        identity: (@Sendable (Item) -> String)? = nil,
        onDeal: (@Sendable (Item) -> Void)? = nil,
        clock: any QueueClock = ContinuousQueueClock(),
        holdsRefillsUntilPrefill: Bool = false,
        fetch: @escaping Fetch,
        bundled: @escaping Bundled
    ) {
        self.init(
            capacity: capacity, refillThreshold: refillThreshold, waitLimit: waitLimit, retryDelay: retryDelay,
            sourceName: sourceName, log: log, keeping: keeping, isFresh: isFresh, identity: identity, onDeal: onDeal, clock: clock,
            holdsRefillsUntilPrefill: holdsRefillsUntilPrefill, streamingFetch: { count, deliver throws(SourceFailure) in await deliver(try await fetch(count)) },
            bundled: bundled)
    }

    /// A queue whose source delivers items while a refill runs (OMDb, one film at a time).
    ///
    /// With `holdsRefillsUntilPrefill`, dealing at once (`nextWithoutWaiting()`, `takeReady()`)
    /// starts no refill until `prefill()` asks for the first: the app deals the first word of a
    /// launch before its first frame, and the network (libcurl, OpenSSL, a thread) waits until
    /// that frame is on screen. A New Game that must wait (`next()`) starts one.
    public init(
        capacity: Int,
        refillThreshold: Int = 2,
        waitLimit: Duration = .seconds(3),
        retryDelay: Duration = .seconds(20),
        sourceName: String = "source",
        log: DebugLog = .silent,
        keeping: QueueKeeping<Item> = .none,
        isFresh: @escaping @Sendable (Item) -> Bool = { _ in true },
        identity: (@Sendable (Item) -> String)? = nil,
        onDeal: (@Sendable (Item) -> Void)? = nil,
        clock: any QueueClock = ContinuousQueueClock(),
        holdsRefillsUntilPrefill: Bool = false,
        streamingFetch: @escaping StreamingFetch,
        bundled: @escaping Bundled
    ) {
        self.clock = clock
        refillsHeld = holdsRefillsUntilPrefill
        self.sourceName = sourceName
        self.log = log
        self.keeping = keeping
        self.isFresh = isFresh
        self.identity = identity
        self.onDeal = onDeal
        self.capacity = capacity
        self.refillThreshold = refillThreshold
        self.waitLimit = waitLimit
        self.retryDelay = retryDelay
        self.fetch = streamingFetch
        self.bundled = bundled
    }

    /// How many items are ready now.
    public var readyCount: Int {
        restoreIfNeeded()
        return ready.count
    }

    /// True while a refill runs (tests: a held queue starts none).
    package var isRefilling: Bool { refill != nil }

    /// The reason of the last failed refill, if the last refill failed.
    public var lastFailureReason: FallbackReason? { lastFailure?.reason }

    /// Forgets the last failure so the next refill tries the network at once, for instance after
    /// the player entered a new API key.
    public func forgetFailure() {
        lastFailure = nil
        retryBackoff.reset()
        refillsHeld = false
        startRefillIfNeeded()
    }

    /// Starts filling the queue, for instance at launch.
    public func prefill() {
        restoreIfNeeded()
        refillsHeld = false
        startRefillIfNeeded()
    }

    /// Takes back what the last launch kept, once, before anything else.
    private func restoreIfNeeded() {
        guard !restored else { return }
        restored = true
        let kept = keeping.load().filter { isFresh($0.item) }
        ready = Array((kept + ready).prefix(capacity))
    }

    /// The first ready item that is still fresh, removed, with the file rewritten before it is
    /// returned; nil when none is left.
    private func popFresh() -> Item? {
        restoreIfNeeded()
        while !ready.isEmpty {
            let first = ready.removeFirst()
            if isFresh(first.item) {
                keeping.save(ready)
                onDeal?(first.item)
                return first.item
            }
        }
        keeping.save(ready)
        return nil
    }

    /// The next puzzle: a ready one at once, else one from a refill within `waitLimit`,
    /// else a bundled one.
    public func next() async -> (item: Item, origin: PuzzleOrigin) {
        restoreIfNeeded()
        refillsHeld = false
        if ready.isEmpty {
            startRefillIfNeeded()
            if refill != nil && !runningRefillIsSlow {
                await waitForRefill()
                if ready.isEmpty && refill != nil { runningRefillIsSlow = true }
            }
        }
        if let item = popFresh() {
            startRefillIfNeeded()
            return (item, .online)
        }
        let reason = lastFailure?.reason ?? .slowNetwork
        let item = bundled(reason)
        onDeal?(item)
        return (item, .bundled(reason))
    }

    /// A ready item at once; else a bundled one at once while a refill fills the queue for the
    /// next calls: the first game of a launch never waits on the network. A refill that failed
    /// already says why, as `next()` does; otherwise nothing is wrong (`.bundledAtLaunch`).
    public func nextWithoutWaiting() -> (item: Item, origin: PuzzleOrigin) {
        defer { startRefillIfNeeded() }
        if let item = popFresh() { return (item, .online) }
        let item = bundled(lastFailure?.reason ?? .slowNetwork)
        onDeal?(item)
        return (item, lastFailure.map { .bundled($0.reason) } ?? .bundledAtLaunch)
    }

    /// A ready item at once, or nil when none is ready. It never waits and never answers from
    /// the bundled data, so taking one ahead of New Game costs the player nothing.
    public func takeReady() -> Item? {
        defer { startRefillIfNeeded() }
        return popFresh()
    }

    private func startRefillIfNeeded() {
        guard !refillsHeld, refill == nil, ready.count <= refillThreshold else { return }
        if let lastFailure, clock.now < lastFailure.time + lastFailure.wait { return }
        let missing = capacity - ready.count
        refill = Task { await self.performRefill(count: missing) }
    }

    private func performRefill(count: Int) async {
        runningRefillDelivered = false
        do {
            try await fetch(count) { items in await self.receive(items) }
            if !runningRefillDelivered { fail(SourceFailure(reason: .serviceError, details: ["no puzzle in the answers"])) }
        } catch {
            // Items delivered before the failure stay; the failure counts only if nothing came.
            if !runningRefillDelivered { fail(error) }
        }
        refill = nil
        runningRefillIsSlow = false
        resumeAllWaiters()
    }

    private func fail(_ failure: SourceFailure) {
        let wait = retryWait(after: failure)
        lastFailure = (failure.reason, clock.now, wait)
        log(failure.logLine(sourceName: sourceName) + (wait == retryDelay ? "" : "; next try in \(wait.components.seconds) s"))
    }

    private func retryWait(after failure: SourceFailure) -> Duration {
        retryBackoff.wait(after: failure, retryDelay: retryDelay, longest: Self.longestRetryWait)
    }

    /// Takes delivered items and wakes whoever waits for one.
    private func receive(_ items: [Item]) {
        guard !items.isEmpty else { return }
        restoreIfNeeded()
        let now = Date()
        var waiting = Set(ready.compactMap { identity?($0.item) })
        let fresh = items.filter { item in
            guard isFresh(item) else { return false }
            guard let key = identity?(item) else { return true }
            return waiting.insert(key).inserted
        }.map { KeptItem($0, fetched: now) }
        guard !fresh.isEmpty else { return }
        ready.append(contentsOf: fresh.prefix(max(0, capacity - ready.count)))
        keeping.save(ready)
        runningRefillDelivered = true
        lastFailure = nil
        retryBackoff.reset()
        resumeAllWaiters()
    }

    private func waitForRefill() async {
        waitsStarted += 1
        let id = nextWaiterID
        nextWaiterID += 1
        let limit = waitLimit, clock = clock
        await withCheckedContinuation { continuation in
            waiters[id] = continuation
            Task {
                await clock.sleep(for: limit)
                self.resumeWaiter(id)
            }
        }
    }

    private func resumeWaiter(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }

    private func resumeAllWaiters() {
        let pending = waiters.values
        waiters.removeAll()
        for waiter in pending { waiter.resume() }
    }
}
