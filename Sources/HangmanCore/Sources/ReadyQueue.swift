/// Where a delivered puzzle came from.
public enum PuzzleOrigin: Equatable, Sendable {
    /// From the network source.
    case online
    /// From the bundled data, and why.
    case bundled(FallbackReason)
}

/// Keeps puzzles ready so that New Game never waits on the network.
///
/// It holds up to `capacity` items and refills in the background when `refillThreshold` or fewer
/// remain. With nothing ready it waits for a refill at most `waitLimit`, then answers from the
/// bundled data. After a failed refill it serves bundled data at once and retries after
/// `retryDelay`; while a refill that already outlasted one wait is still running, it serves
/// bundled data at once too. Either way a player on a bad network never waits twice.
public actor ReadyQueue<Item: Sendable> {
    public typealias Fetch = @Sendable (_ count: Int) async throws(SourceFailure) -> [Item]
    public typealias Bundled = @Sendable (_ reason: FallbackReason) -> Item

    public let capacity: Int
    public let refillThreshold: Int
    public let waitLimit: Duration
    public let retryDelay: Duration

    private let fetch: Fetch
    private let bundled: Bundled
    private let clock = ContinuousClock()

    private var ready: [Item] = []
    private var refill: Task<Void, Never>?
    private var lastFailure: (reason: FallbackReason, time: ContinuousClock.Instant)?
    /// True when a wait for the running refill ran out: later calls do not wait for it again.
    private var runningRefillIsSlow = false
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiterID = 0

    public init(
        capacity: Int,
        refillThreshold: Int = 2,
        waitLimit: Duration = .seconds(3),
        retryDelay: Duration = .seconds(20),
        fetch: @escaping Fetch,
        bundled: @escaping Bundled
    ) {
        self.capacity = capacity
        self.refillThreshold = refillThreshold
        self.waitLimit = waitLimit
        self.retryDelay = retryDelay
        self.fetch = fetch
        self.bundled = bundled
    }

    /// How many items are ready now.
    public var readyCount: Int { ready.count }

    /// The reason of the last failed refill, if the last refill failed.
    public var lastFailureReason: FallbackReason? { lastFailure?.reason }

    /// Forgets the last failure so the next refill tries the network at once, for instance after
    /// the player entered a new API key.
    public func forgetFailure() {
        lastFailure = nil
        startRefillIfNeeded()
    }

    /// Starts filling the queue, for instance at launch.
    public func prefill() {
        startRefillIfNeeded()
    }

    /// The next puzzle: a ready one at once, else one from a refill within `waitLimit`,
    /// else a bundled one.
    public func next() async -> (item: Item, origin: PuzzleOrigin) {
        if ready.isEmpty {
            startRefillIfNeeded()
            if refill != nil && !runningRefillIsSlow {
                await waitForRefill()
                if ready.isEmpty && refill != nil { runningRefillIsSlow = true }
            }
        }
        if !ready.isEmpty {
            let item = ready.removeFirst()
            startRefillIfNeeded()
            return (item, .online)
        }
        let reason = lastFailure?.reason ?? .slowNetwork
        return (bundled(reason), .bundled(reason))
    }

    private func startRefillIfNeeded() {
        guard refill == nil, ready.count <= refillThreshold else { return }
        if let lastFailure, clock.now < lastFailure.time + retryDelay { return }
        let missing = capacity - ready.count
        refill = Task { await self.performRefill(count: missing) }
    }

    private func performRefill(count: Int) async {
        do {
            let items = try await fetch(count)
            if items.isEmpty {
                lastFailure = (.serviceError, clock.now)
            } else {
                ready.append(contentsOf: items.prefix(capacity - ready.count))
                lastFailure = nil
            }
        } catch {
            lastFailure = (error.reason, clock.now)
        }
        refill = nil
        runningRefillIsSlow = false
        resumeAllWaiters()
    }

    private func waitForRefill() async {
        let id = nextWaiterID
        nextWaiterID += 1
        let limit = waitLimit
        await withCheckedContinuation { continuation in
            waiters[id] = continuation
            Task {
                try? await Task.sleep(for: limit)
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
