/// An HTTP answer: the status and the body, whatever the status.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: [UInt8]
    /// How long the server asked to wait before the next request (`Retry-After`, in seconds or
    /// as a date), when it said.
    public var retryAfter: Duration?

    public init(status: Int, body: [UInt8], retryAfter: Duration? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }
}

/// Why an HTTP request got no answer.
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No connection: no network, host not found, connection refused.
    case cannotConnect
    /// The server took longer than the timeout.
    case timedOut
    /// The body grew past the size cap, so it was dropped.
    case bodyTooLarge(limit: Int)
    /// The TLS handshake or the certificate check failed.
    case insecureConnection
    /// The connection broke or the server answered nothing.
    case connectionLost
    /// The server answered, then its body broke: cut short of its Content-Length, or a broken
    /// chunked encoding. The network works; the service does not.
    case brokenAnswer(String)
    /// The URL is malformed.
    case invalidURL
    /// Any other failure, with the transport's own short description (never the URL).
    case other(String)

    /// A short English explanation for the debug log.
    public var description: String {
        switch self {
        case .cannotConnect: "cannot connect (connection refused, no route, or unknown host)"
        case .timedOut: "timed out"
        case .bodyTooLarge(let limit): "answer larger than \(limit) bytes"
        case .insecureConnection: "TLS handshake or certificate check failed"
        case .connectionLost: "connection lost"
        case .brokenAnswer(let text): "broken answer (\(text))"
        case .invalidURL: "malformed URL"
        case .other(let text): text
        }
    }

    /// True when the network itself, not the server's answer, is at fault.
    public var isNetworkFailure: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost: true
        default: false
        }
    }
}

/// The engine's view of an HTTP client. The app plugs in libcurl; tests use a real loopback server.
public protocol HTTPFetching: Sendable {
    /// GETs `url` and returns the answer of any status, or throws when there is none.
    func get(_ url: String) async throws(HTTPError) -> HTTPResponse
}
