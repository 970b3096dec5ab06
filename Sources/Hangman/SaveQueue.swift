import HangmanCore

/// Saves run off the main thread (a save's fsync would hold a frame), one after another, in
/// the order they were asked.
@MainActor
final class SaveQueue {
    private var last: Task<Void, Never>?
    private var pending = 0

    /// True while a save is under way.
    var isSaving: Bool { pending > 0 }

    /// Runs `work` off the main thread after the saves asked before it, then `then` here.
    func run<T: Sendable>(
        _ work: @escaping @Sendable () throws(StoreError) -> T, then: @escaping @MainActor (Result<T, StoreError>) -> Void
    ) {
        pending += 1
        last = Task { [weak self, previous = last] in
            await previous?.value
            let result = await Task.detached { Result(catching: work) }.value
            self?.pending -= 1
            then(result)
        }
    }

    /// Returns once every save asked so far is on disk, or failed.
    func finished() async { await last?.value }
}
