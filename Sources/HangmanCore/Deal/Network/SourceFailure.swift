/// Why a game came from the bundled data instead of the network. The banner shows it.
public enum FallbackReason: Equatable, Sendable {
    /// No network, or every host timed out.
    case offline
    /// The service answered, but not with puzzles: errors, HTML pages, stack traces.
    case serviceError
    /// The service asks us to slow down.
    case rateLimited
    /// The network is too slow: nothing arrived within the wait limit.
    case slowNetwork
    /// Movies: no OMDb key is set.
    case missingAPIKey
    /// Movies: OMDb refused the key.
    case invalidAPIKey
    /// Movies: the key has used its daily requests.
    case requestLimitReached
    /// Movies: every id tried was a miss the cache already knew: no film to play, though
    /// nothing failed.
    case nothingPlayable

    /// True when the network or the service failed: the banner warns, rather than informs.
    public var isTrouble: Bool { !concernsAPIKey && self != .nothingPlayable }

    /// True when the player can fix it with the OMDb key: the banner then offers Preferences.
    public var concernsAPIKey: Bool {
        switch self {
        case .missingAPIKey, .invalidAPIKey, .requestLimitReached: true
        case .offline, .serviceError, .rateLimited, .slowNetwork, .nothingPlayable: false
        }
    }
}

/// A source that could not deliver puzzles, and why.
public struct SourceFailure: Error, Equatable, Sendable {
    public var reason: FallbackReason
    /// What went wrong, host by host, for logs; never holds a key.
    public var details: [String]
    /// How long the service asked to be left alone (`Retry-After`), when it said.
    public var retryAfter: Duration?

    public init(reason: FallbackReason, details: [String] = [], retryAfter: Duration? = nil) {
        self.reason = reason
        self.details = details
        self.retryAfter = retryAfter
    }

    /// True when the service asked to slow down: the next try waits longer each time.
    public var isRateLimit: Bool { reason == .rateLimited || reason == .requestLimitReached }
}

extension SourceFailure {
    /// "word API: refill failed, offline: 127.0.0.1:9/word: connection refused …": the reason,
    /// then what each host said.
    func logLine(sourceName: String) -> String {
        let what = details.isEmpty ? "" : ": " + details.joined(separator: "; ")
        return "\(sourceName): refill failed, \(reason)\(what)"
    }
}
