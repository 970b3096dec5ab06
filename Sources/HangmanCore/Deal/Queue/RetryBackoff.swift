/// How long a queue waits before it asks a service again after a failed refill: what the
/// service asked (`Retry-After`), at most `longest`; without its word, the usual delay doubled
/// at each refusal in a row; the usual delay after any other failure.
struct RetryBackoff: Sendable {
    /// Refusals in a row by a service that asked to slow down, without its `Retry-After`.
    private var rateLimitsInARow = 0

    mutating func wait(after failure: SourceFailure, retryDelay: Duration, longest: Duration) -> Duration {
        guard failure.isRateLimit else {
            rateLimitsInARow = 0
            return retryDelay
        }
        if let asked = failure.retryAfter {
            rateLimitsInARow = 0
            return min(asked, longest)
        }
        rateLimitsInARow += 1
        var wait = retryDelay
        for _ in 1..<rateLimitsInARow where wait < longest { wait *= 2 }
        return min(wait, longest)
    }

    /// A refill delivered, or the failure is forgotten: the next refusal starts again from the usual delay.
    mutating func reset() {
        rateLimitsInARow = 0
    }
}
