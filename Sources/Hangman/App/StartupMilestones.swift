import GtkKit

/// For `make bench`: the moments of the start, from `main` to the first painted frame, so the
/// time a start takes can be split into its parts and compared with `bench/baseline.c`, which
/// prints the same milestones.
///
/// Kept in memory and printed once with the first frame, so recording them costs no I/O.
@MainActor
final class StartupMilestones {
    enum Milestone: String {
        case main, startup, activate, windowBuilt = "window-built", presented, firstFrame = "first-frame"
        case firstPuzzle = "first-puzzle"
        /// The first game asked for its deal (after the first frame), and got it on the page.
        case dealAsked = "deal-asked", dealt
    }

    private var moments: [(Milestone, UInt64)] = []

    /// - Parameter mainReached: `FrameClock.monotonicNanoseconds`, read as `main` begins.
    init(mainReached: UInt64) {
        moments.reserveCapacity(8)
        moments.append((.main, mainReached))
    }

    /// Returns the moment recorded.
    @discardableResult
    func mark(_ milestone: Milestone) -> UInt64 {
        let now = FrameClock.monotonicNanoseconds
        moments.append((milestone, now))
        return now
    }

    /// One `MILESTONE <name> <CLOCK_MONOTONIC ns>` line each, in the order they happened.
    var report: String {
        moments.map { "MILESTONE \($0.0.rawValue) \($0.1)" }.joined(separator: "\n")
    }
}
