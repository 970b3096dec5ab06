import Foundation
import Synchronization

/// A clock a test moves by hand: a session given `now` times its games by it.
public final class TestClock: Sendable {
    private let date: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_000)) {
        date = Mutex(start)
    }

    /// The time now, for `GameSession(now:)`.
    public var now: @Sendable () -> Date { { self.date.withLock { $0 } } }

    public func advance(by seconds: TimeInterval) {
        date.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
