/// The time a ready queue goes by: how long it has run, and waiting. The app's is the continuous
/// clock; a test's moves only when the test moves it.
public protocol QueueClock: Sendable {
    /// The time since a fixed origin.
    var now: Duration { get }
    /// Returns once `duration` has passed on this clock.
    func sleep(for duration: Duration) async
}

/// The real time: `ContinuousClock`, which keeps counting while the machine sleeps.
public struct ContinuousQueueClock: QueueClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Duration { ContinuousClock.now - origin }

    public func sleep(for duration: Duration) async {
        try? await Task.sleep(for: duration)
    }
}
