import Synchronization

/// Runs writes one after another, off the caller's thread, in the order they were asked: the
/// caller never waits for a disk, a `fsync` or another instance's lock. `flush()` returns once
/// everything asked so far has run.
public final class WriteQueue: Sendable {
    private struct State {
        var last: Task<Void, Never>?
        var pending = 0
        var report: (@Sendable (_ error: StoreError?, _ path: String) -> Void)?
    }

    private let state = Mutex(State())

    public init() {}

    /// True while a write asked for has not finished.
    public var hasPending: Bool { state.withLock { $0.pending > 0 } }

    /// Told the outcome of each background write of a store, with the store's path: nil when it
    /// reached the disk.
    public func setReport(_ report: @escaping @Sendable (_ error: StoreError?, _ path: String) -> Void) {
        state.withLock { $0.report = report }
    }

    /// Runs `work` after everything asked before it, and hands back its result.
    @discardableResult
    public func enqueue<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> Task<T, Never> {
        state.withLock { state in
            let previous = state.last
            state.pending += 1
            let task = Task<T, Never> {
                await previous?.value
                let result = await work()
                self.state.withLock { $0.pending -= 1 }
                return result
            }
            state.last = Task { _ = await task.value }
            return task
        }
    }

    /// Runs a store's background write and tells the report how it went.
    func enqueueStoreWrite(path: String, _ write: @escaping @Sendable () -> StoreError?) {
        enqueue {
            let error = write()
            let report = self.state.withLock { $0.report }
            report?(error, path)
        }
    }

    /// Returns once every write asked so far has run, and those they asked in turn.
    public func flush() async {
        while let last = state.withLock({ $0.pending > 0 ? $0.last : nil }) {
            await last.value
        }
    }
}
