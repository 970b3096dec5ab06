import HangmanCore
import Synchronization

/// A supply that deals the given deals in order, then the last one again: a test knows each
/// game's puzzle. `readyAhead` makes its deals ready at once, as a warm queue's are; `delay`
/// holds each `nextDeal`, as a slow network does.
public final class ScriptedSupply: PuzzleSupply {
    private let deals: Mutex<[PuzzleDeal]>
    private let last: PuzzleDeal
    private let readyAhead: Bool
    private let delay: Duration?
    private let counts = Mutex((dealt: 0, prefilled: 0))

    public init(_ deals: [PuzzleDeal], readyAhead: Bool = false, delay: Duration? = nil) {
        precondition(!deals.isEmpty, "a scripted supply needs a deal")
        self.deals = Mutex(deals)
        last = deals[deals.count - 1]
        self.readyAhead = readyAhead
        self.delay = delay
    }

    /// Plain words, dealt online with no language or level.
    public convenience init(words: [String], readyAhead: Bool = false, delay: Duration? = nil) {
        self.init(words.compactMap { Puzzle.playable($0) }.map { .word(DealtWord($0, origin: .online)) }, readyAhead: readyAhead, delay: delay)
    }

    /// How many deals were taken.
    public var dealt: Int { counts.withLock { $0.dealt } }
    /// How many times a session asked the supply to get ready.
    public var prefilled: Int { counts.withLock { $0.prefilled } }

    public func nextDeal() async -> PuzzleDeal {
        if let delay { try? await Task.sleep(for: delay) }
        return take()
    }

    public func readyDeal() async -> PuzzleDeal? {
        readyAhead ? take() : nil
    }

    public func prefill() async {
        counts.withLock { $0.prefilled += 1 }
    }

    private func take() -> PuzzleDeal {
        counts.withLock { $0.dealt += 1 }
        return deals.withLock { $0.isEmpty ? last : $0.removeFirst() }
    }
}

/// A supply over a ready queue of plain puzzles: words with no language, level or hint.
public struct PuzzleQueueSupply: PuzzleSupply {
    public let queue: ReadyQueue<Puzzle>

    public init(_ queue: ReadyQueue<Puzzle>) {
        self.queue = queue
    }

    public func nextDeal() async -> PuzzleDeal {
        let next = await queue.next()
        return .word(DealtWord(next.item, origin: next.origin))
    }

    public func readyDeal() async -> PuzzleDeal? {
        await queue.takeReady().map { .word(DealtWord($0, origin: .online)) }
    }

    public func prefill() async {
        await queue.prefill()
    }
}

/// A supply that asks `next` for each deal, and `ready` (if any) for a deal taken ahead.
public struct ClosureSupply: PuzzleSupply {
    private let next: @Sendable () async -> PuzzleDeal
    private let ready: (@Sendable () async -> PuzzleDeal?)?

    public init(ready: (@Sendable () async -> PuzzleDeal?)? = nil, next: @escaping @Sendable () async -> PuzzleDeal) {
        self.next = next
        self.ready = ready
    }

    public func nextDeal() async -> PuzzleDeal { await next() }
    public func readyDeal() async -> PuzzleDeal? { await ready?() }
    public func prefill() async {}
}
