import Testing
@testable import HangmanCore
import HangmanTestSupport

/// Records every fetch the queue makes: how many items it asked for, in order.
private actor FetchLog {
    private(set) var requests: [Int] = []
    /// Hanging fetches that have come to their end (10 s after they began).
    private(set) var hangsEnded = 0

    func endHang() {
        hangsEnded += 1
    }

    /// Records a request and returns its 1-based number.
    func record(_ count: Int) -> Int {
        requests.append(count)
        return requests.count
    }
}

/// What a fake fetch does on its n-th call.
private enum FetchBehaviour: Sendable {
    case deliver(prefix: String)
    case fail(FallbackReason)
    case failAskingToWait(FallbackReason, Duration?)
    case hang
    case deliverNothing
}

@Suite("Ready queue")
struct ReadyQueueTests {

    /// A queue of strings whose n-th fetch (1-based) behaves as `behaviour(n)`.
    private static func makeQueue(
        capacity: Int = 10,
        waitLimit: Duration = .seconds(5),
        retryDelay: Duration = .seconds(60),
        log: FetchLog,
        clock: any QueueClock = ContinuousQueueClock(),
        holdsRefillsUntilPrefill: Bool = false,
        behaviour: @escaping @Sendable (Int) -> FetchBehaviour
    ) -> ReadyQueue<String> {
        ReadyQueue<String>(
            capacity: capacity,
            refillThreshold: 2,
            waitLimit: waitLimit,
            retryDelay: retryDelay,
            clock: clock,
            holdsRefillsUntilPrefill: holdsRefillsUntilPrefill,
            fetch: { (count: Int) async throws(SourceFailure) -> [String] in
                let call = await log.record(count)
                switch behaviour(call) {
                case .deliver(let prefix):
                    return (0..<count).map { "\(prefix)\($0)" }
                case .fail(let reason):
                    throw SourceFailure(reason: reason, details: ["fake failure"])
                case .failAskingToWait(let reason, let wait):
                    throw SourceFailure(reason: reason, details: ["fake failure"], retryAfter: wait)
                case .hang:
                    // Far past any test, however loaded the machine: a hang never ends within one.
                    try? await Task.sleep(for: .seconds(3600))
                    await log.endHang()
                    return []
                case .deliverNothing:
                    return []
                }
            },
            bundled: { reason in "bundled-\(reason)" }
        )
    }

    @Test("prefill fills the queue to capacity with one fetch")
    func prefillFillsToCapacity() async {
        let log = FetchLog()
        let queue = Self.makeQueue(capacity: 5, log: log) { _ in .deliver(prefix: "w") }
        await queue.prefill()
        #expect(await TestSupport.eventually { await queue.readyCount == 5 })
        #expect(await log.requests == [5])
    }

    @Test("ready items come out in order, online, without waiting for a refill")
    func readyItemsInOrder() async {
        let log = FetchLog()
        // The first fetch fills the queue; every refill after it hangs.
        let queue = Self.makeQueue(capacity: 10, waitLimit: .seconds(10), log: log) { call in
            call == 1 ? .deliver(prefix: "w") : .hang
        }
        await queue.prefill()
        #expect(await TestSupport.eventually { await queue.readyCount == 10 })

        var delivered: [(String, PuzzleOrigin)] = []
        for _ in 0..<10 {
            delivered.append(await queue.next())
        }
        #expect(delivered.map(\.0) == (0..<10).map { "w\($0)" })
        #expect(delivered.allSatisfy { $0.1 == .online })
        #expect(await queue.waitsStarted == 0, "a ready item never waits for the hanging refill")
    }

    @Test("a refill starts when 2 or fewer remain, asks for the missing items, and queues behind the ready ones")
    func refillAtThreshold() async {
        let log = FetchLog()
        let queue = Self.makeQueue(capacity: 10, log: log) { call in
            call == 1 ? .deliver(prefix: "a") : .deliver(prefix: "b")
        }
        await queue.prefill()
        #expect(await TestSupport.eventually { await queue.readyCount == 10 })

        for index in 0..<7 {
            #expect(await queue.next().item == "a\(index)")
        }
        // 3 remain: no refill yet.
        try? await Task.sleep(for: .milliseconds(100))
        #expect(await log.requests == [10])

        #expect(await queue.next().item == "a7")
        // 2 remain: the refill asks for the 8 missing items.
        #expect(await TestSupport.eventually { await log.requests == [10, 8] })
        #expect(await TestSupport.eventually { await queue.readyCount == 10 })

        var rest: [String] = []
        for _ in 0..<4 { rest.append(await queue.next().item) }
        #expect(rest == ["a8", "a9", "b0", "b1"])
    }

    @Test("with the source offline, next() answers a bundled item marked offline")
    func offlineFallsBackToBundled() async {
        let log = FetchLog()
        let queue = Self.makeQueue(log: log) { _ in .fail(.offline) }
        let (item, origin) = await queue.next()
        #expect(origin == .bundled(.offline))
        #expect(item == "bundled-offline")
        #expect(await queue.lastFailureReason == .offline)
    }

    @Test("the failure's reason is passed to the bundled fallback", arguments: [FallbackReason.rateLimited, .serviceError])
    func failureReasonPassedOn(reason: FallbackReason) async {
        let queue = Self.makeQueue(log: FetchLog()) { _ in .fail(reason) }
        let (item, origin) = await queue.next()
        #expect(origin == .bundled(reason))
        #expect(item == "bundled-\(reason)")
    }

    @Test("a refill that brings nothing counts as a service error")
    func emptyRefillIsServiceError() async {
        let queue = Self.makeQueue(log: FetchLog()) { _ in .deliverNothing }
        #expect(await queue.next().origin == .bundled(.serviceError))
    }

    @Test("with a fetch that does not return in time, next() answers bundled slowNetwork after the wait limit")
    func slowNetworkFallsBackAfterWaitLimit() async {
        let log = FetchLog()
        let clock = TestClock()
        let queue = Self.makeQueue(waitLimit: .seconds(5), log: log, clock: clock) { _ in .hang }
        async let answer = queue.next()
        #expect(await TestSupport.eventually { await queue.waitsStarted == 1 })
        clock.advance(by: .seconds(4))
        try? await Task.sleep(for: .milliseconds(20))
        #expect(await log.hangsEnded == 0)
        clock.advance(by: .seconds(1))
        let (item, origin) = await answer
        #expect(origin == .bundled(.slowNetwork))
        #expect(item == "bundled-slowNetwork")
        #expect(await log.hangsEnded == 0, "did not wait for the hanging fetch")
        #expect(await log.requests.count == 1)
    }

    @Test("while a slow refill is still running, the next call answers bundled at once, without a second fetch or wait")
    func slowRefillStillRunning() async {
        let log = FetchLog()
        let clock = TestClock()
        let queue = Self.makeQueue(waitLimit: .seconds(3), log: log, clock: clock) { _ in .hang }
        async let first = queue.next()
        #expect(await TestSupport.eventually { await queue.waitsStarted == 1 })
        clock.advance(by: .seconds(3))
        #expect(await first.origin == .bundled(.slowNetwork))
        #expect(await queue.next().origin == .bundled(.slowNetwork))
        #expect(await queue.waitsStarted == 1, "the second call does not wait the 3 s limit again")
        #expect(await log.requests.count == 1, "the running refill is not started twice")
    }

    @Test("after a failure, the next call answers bundled at once, without a second fetch or wait, until retryDelay passes")
    func noSecondWaitAfterFailure() async {
        let log = FetchLog()
        // The first fetch fails at once; any later one would hang far past the wait limit.
        let queue = Self.makeQueue(waitLimit: .seconds(10), retryDelay: .seconds(60), log: log) { call in
            call == 1 ? .fail(.offline) : .hang
        }
        #expect(await queue.next().origin == .bundled(.offline))

        for _ in 0..<3 {
            #expect(await queue.next().origin == .bundled(.offline))
        }
        #expect(await queue.waitsStarted == 1, "no call waited the 10 s limit again")
        #expect(await log.requests.count == 1)
    }

    @Test("once retryDelay has passed after a failure, the queue tries the network again")
    func retriesAfterDelay() async {
        let log = FetchLog()
        let clock = TestClock()
        let queue = Self.makeQueue(capacity: 4, retryDelay: .seconds(60), log: log, clock: clock) { call in
            call == 1 ? .fail(.offline) : .deliver(prefix: "w")
        }
        #expect(await queue.next().origin == .bundled(.offline))
        clock.advance(by: .seconds(59))
        #expect(await queue.next().origin == .bundled(.offline), "not before the delay")
        clock.advance(by: .seconds(1))
        let (item, origin) = await queue.next()
        #expect(origin == .online)
        #expect(item == "w0")
        #expect(await queue.lastFailureReason == nil)
        #expect(await log.requests.first == 4)
    }

    @Test("a service that asks to wait (Retry-After) is left alone that long, at most an hour")
    func honoursRetryAfter() async {
        for (asked, expected) in [(Duration.seconds(3_600), Duration.seconds(3_600)), (.seconds(86_400), .seconds(3_600)), (.seconds(90), .seconds(90))] {
            let log = FetchLog()
            let clock = TestClock()
            let queue = Self.makeQueue(capacity: 4, retryDelay: .seconds(30), log: log, clock: clock) { call in
                call == 1 ? .failAskingToWait(.requestLimitReached, asked) : .deliver(prefix: "f")
            }
            #expect(await queue.next().origin == .bundled(.requestLimitReached))
            clock.advance(by: expected - .seconds(1))
            #expect(await queue.next().origin == .bundled(.requestLimitReached), "not a second before \(expected)")
            #expect(await log.requests.count == 1)
            clock.advance(by: .seconds(1))
            #expect(await queue.next().origin == .online, "asked \(asked): tried again after \(expected)")
        }
    }

    @Test("without Retry-After, each refusal in a row doubles the wait, up to an hour; other failures keep retryDelay")
    func backsOffExponentially() async {
        let log = FetchLog()
        let clock = TestClock()
        let queue = Self.makeQueue(capacity: 4, retryDelay: .seconds(30), log: log, clock: clock) { call in
            call <= 9 ? .failAskingToWait(.rateLimited, nil) : .fail(.offline)
        }
        var waits: [Int64] = []
        _ = await queue.next()
        for _ in 0..<9 {
            // Moves a second at a time until the queue asks the service again.
            let before = await log.requests.count
            var waited: Int64 = 0
            while await log.requests.count == before, waited < 4_000 {
                clock.advance(by: .seconds(1))
                waited += 1
                _ = await queue.next()
                await Task.yield()
            }
            waits.append(waited)
        }
        #expect(waits == [30, 60, 120, 240, 480, 960, 1_920, 3_600, 3_600].map { Int64($0) }, "\(waits)")
    }

    @Test("forgetting a failure tries the network again at once, before retryDelay")
    func forgetFailureRetriesAtOnce() async {
        let log = FetchLog()
        let queue = Self.makeQueue(capacity: 4, retryDelay: .seconds(60), log: log) { call in
            call == 1 ? .fail(.invalidAPIKey) : .deliver(prefix: "w")
        }
        #expect(await queue.next().origin == .bundled(.invalidAPIKey))
        await queue.forgetFailure()
        #expect(await queue.lastFailureReason == nil)
        #expect(await TestSupport.eventually { await queue.readyCount == 4 })
        #expect(await queue.next() == ("w0", .online))
        #expect(await log.requests == [4, 4])
    }

    @Test("two callers waiting on an empty queue both get online items from one refill")
    func concurrentCallersShareRefill() async {
        let log = FetchLog()
        let queue = ReadyQueue<String>(
            capacity: 10,
            waitLimit: .seconds(10),
            fetch: { (count: Int) async throws(SourceFailure) -> [String] in
                _ = await log.record(count)
                try? await Task.sleep(for: .milliseconds(100))
                return (0..<count).map { "w\($0)" }
            },
            bundled: { reason in "bundled-\(reason)" }
        )
        async let first = queue.next()
        async let second = queue.next()
        let results = await [first, second]
        #expect(results.allSatisfy { $0.origin == .online })
        #expect(Set(results.map(\.item)) == ["w0", "w1"])
        #expect(await log.requests == [10])
    }

    @Test("takeReady hands out ready items in order, and refills when few remain")
    func takeReadyTakesReadyItems() async {
        let log = FetchLog()
        let queue = Self.makeQueue(capacity: 4, log: log) { call in call == 1 ? .deliver(prefix: "w") : .hang }
        await queue.prefill()
        #expect(await TestSupport.eventually { await queue.readyCount == 4 })
        #expect(await queue.takeReady() == "w0")
        #expect(await queue.takeReady() == "w1")
        #expect(await queue.readyCount == 2)
        #expect(await TestSupport.eventually { await log.requests == [4, 2] }, "2 left: a refill for the 2 missing")
    }

    @Test("a queue holding its refills (the app's, at launch) deals at once and fetches nothing until prefill")
    func heldRefillsWaitForPrefill() async {
        let log = FetchLog()
        let queue = Self.makeQueue(capacity: 4, log: log, holdsRefillsUntilPrefill: true) { _ in .deliver(prefix: "w") }
        let first = await queue.nextWithoutWaiting()
        #expect(first.item == "bundled-slowNetwork" && first.origin == .bundledAtLaunch, "nothing is wrong")
        #expect(await queue.takeReady() == nil)
        #expect(await queue.isRefilling == false, "neither the first deal nor the next one's shelving went to the network")
        await queue.prefill()
        #expect(await TestSupport.eventually { await queue.readyCount == 4 })
        #expect(await log.requests == [4])
        #expect(await queue.takeReady() == "w0")
    }

    @Test("a New Game that must wait starts the held refill and gets its first item")
    func heldRefillsStartForAWaitingNewGame() async {
        let log = FetchLog()
        let queue = Self.makeQueue(capacity: 4, log: log, holdsRefillsUntilPrefill: true) { _ in .deliver(prefix: "w") }
        _ = await queue.nextWithoutWaiting()
        let next = await queue.next()
        #expect(next.item == "w0" && next.origin == .online)
        #expect(await log.requests == [4])
    }

    @Test("takeReady on an empty queue answers nil at once, never bundled, and starts a refill")
    func takeReadyNeverWaitsNorFallsBack() async {
        let log = FetchLog()
        let queue = Self.makeQueue(waitLimit: .seconds(10), log: log) { _ in .hang }
        #expect(await queue.takeReady() == nil, "answers while the refill it started still hangs")
        #expect(await TestSupport.eventually { await log.requests == [10] })

        let failing = Self.makeQueue(log: FetchLog()) { _ in .fail(.offline) }
        #expect(await failing.takeReady() == nil)
        #expect(await TestSupport.eventually { await failing.lastFailureReason == .offline })
        #expect(await failing.takeReady() == nil, "after a failure: still nil, not a bundled item")
    }
}
