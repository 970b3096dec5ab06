import Foundation
import HangmanCore
import Synchronization

/// A clock a test moves by hand: a session given `dates` times its games by it, and a ready
/// queue given the clock waits and retries by it. Nothing passes until the test calls `advance`.
public final class TestClock: QueueClock {
    private let start: Date
    private let elapsed = Mutex(Duration.zero)

    public init(_ start: Date = Date(timeIntervalSince1970: 1_000)) {
        self.start = start
    }

    /// The time since the clock was made.
    public var now: Duration { elapsed.withLock { $0 } }

    /// The date now.
    public var date: Date {
        let (seconds, attoseconds) = now.components
        return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// The date now, each time it is called: for `GameSession(now:)`.
    public var dates: @Sendable () -> Date { { self.date } }

    public func advance(by seconds: TimeInterval) {
        advance(by: .milliseconds(Int64((seconds * 1_000).rounded())))
    }

    public func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }

    /// Returns once the test has moved the clock `duration` past now.
    public func sleep(for duration: Duration) async {
        let deadline = now + duration
        while now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
