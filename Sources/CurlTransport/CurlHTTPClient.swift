import CCurl
import Dispatch
import HangmanCore

/// The app's one HTTP client: libcurl on a background thread, behind `HTTPFetching`.
///
/// HTTPS with certificate checks, connect and total timeouts, a cap on the body size, and a
/// User-Agent with the version. Errors never mention the URL, which may hold an API key.
public struct CurlHTTPClient: HTTPFetching {
    public struct Configuration: Sendable {
        public var connectTimeout: Duration
        public var totalTimeout: Duration
        /// Bodies larger than this are dropped with `HTTPError.bodyTooLarge`.
        public var maxBodyBytes: Int
        public var userAgent: String

        public init(
            connectTimeout: Duration = .seconds(4),
            totalTimeout: Duration = .seconds(8),
            maxBodyBytes: Int = 1 << 20,
            userAgent: String = "Hangman/\(AppIdentity.version) (+https://github.com/swifthangman/hangman)"
        ) {
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.maxBodyBytes = maxBodyBytes
            self.userAgent = userAgent
        }
    }

    public let configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The most redirects one request follows.
    public static let maxRedirects = 3

    /// GETs `url`, following up to 3 redirects on the same host (http may become https there,
    /// never the reverse). A redirect to another host is returned as it is, a 3xx answer: an
    /// API key in the query never leaves for a host the player did not choose.
    public func get(_ url: String) async throws(HTTPError) -> HTTPResponse {
        var current = url
        for _ in 0...Self.maxRedirects {
            let transfer = try await transfer(current)
            guard let next = transfer.redirect, RedirectPolicy.allows(from: current, to: next) else { return transfer.response }
            current = next
        }
        throw .other("more than \(Self.maxRedirects) redirects")
    }

    private func transfer(_ url: String) async throws(HTTPError) -> CurlTransfer.Outcome {
        let configuration = configuration
        let result: Result<CurlTransfer.Outcome, HTTPError> = await withCheckedContinuation { continuation in
            // A transfer blocks its thread for up to the timeout. A serial queue of its own gets
            // a thread at once; the global queue's pool grows slowly, which serialised parallel
            // OMDb requests on a 2-core machine.
            DispatchQueue(label: "io.github.swifthangman.Hangman.http", qos: .utility).async {
                continuation.resume(returning: CurlTransfer.perform(url: url, configuration: configuration))
            }
        }
        return try result.get()
    }
}

/// Which redirects a request follows: only to the same host and port, and never from https
/// down to http.
enum RedirectPolicy {
    static func allows(from url: String, to target: String) -> Bool {
        guard let origin = URLOrigin(url), let destination = URLOrigin(target), origin.host == destination.host else { return false }
        switch (origin.scheme, destination.scheme) {
        case ("https", "http"): return false // never down to clear text
        case ("http", "https"): return true // an upgrade: its port changes with the scheme
        default: return origin.port == destination.port
        }
    }
}

/// One blocking libcurl transfer. All of libcurl's pointers stay inside this type.
private enum CurlTransfer {
    /// An answer, and where a 3xx answer points (libcurl's absolute form of its Location).
    struct Outcome: Sendable {
        var response: HTTPResponse
        var redirect: String?
    }

    /// Collects the body and stops the transfer past the cap.
    final class BodySink {
        let limit: Int
        var bytes: [UInt8] = []
        var overflowed = false

        init(limit: Int) { self.limit = limit }
    }

    static func perform(url: String, configuration: CurlHTTPClient.Configuration) -> Result<Outcome, HTTPError> {
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { return .failure(.invalidURL) }
        // The first transfer loads libcurl, on this background thread (see ccurl.h).
        if let failure = hangman_curl_load() { return .failure(.other(String(cString: failure))) }
        guard let handle = hangman_curl_easy_init() else { return .failure(.other("libcurl could not start")) }
        defer { hangman_curl_easy_cleanup(handle) }

        let sink = BodySink(limit: configuration.maxBodyBytes)
        let sinkReference = Unmanaged.passRetained(sink)
        defer { sinkReference.release() }

        var setupCode = CURLE_OK
        func check(_ code: CURLcode) { if setupCode == CURLE_OK { setupCode = code } }
        check(hangman_curl_setopt_string(handle, CURLOPT_URL, url))
        check(hangman_curl_setopt_string(handle, CURLOPT_USERAGENT, configuration.userAgent))
        check(hangman_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
        check(hangman_curl_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"))
        // Redirects are followed by `CurlHTTPClient.get`, which checks the host first.
        check(hangman_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0))
        check(hangman_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1))
        check(hangman_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2))
        check(hangman_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        check(hangman_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(configuration.connectTimeout)))
        check(hangman_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds(configuration.totalTimeout)))
        check(hangman_curl_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maxBodyBytes)))
        check(hangman_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
        check(hangman_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, sinkReference.toOpaque()))
        check(hangman_curl_setopt_write_function(handle) { data, size, count, context in
            guard let data, let context else { return 0 }
            let sink = Unmanaged<BodySink>.fromOpaque(context).takeUnretainedValue()
            let length = size * count
            guard sink.bytes.count + length <= sink.limit else {
                sink.overflowed = true
                return 0
            }
            data.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
            }
            return length
        })
        guard setupCode == CURLE_OK else { return .failure(.other(describe(setupCode))) }

        let code = hangman_curl_easy_perform(handle)
        if sink.overflowed || code == CURLE_FILESIZE_EXCEEDED {
            return .failure(.bodyTooLarge(limit: configuration.maxBodyBytes))
        }
        var status = 0
        _ = hangman_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        guard code == CURLE_OK else { return .failure(error(for: code, afterStatus: status)) }
        var redirect: UnsafeMutablePointer<CChar>?
        _ = hangman_curl_getinfo_string(handle, CURLINFO_REDIRECT_URL, &redirect)
        // libcurl parses `Retry-After` (seconds or an HTTP date) into seconds; 0 when absent.
        var retryAfter: curl_off_t = 0
        _ = hangman_curl_getinfo_off_t(handle, CURLINFO_RETRY_AFTER, &retryAfter)
        let response = HTTPResponse(status: status, body: sink.bytes, retryAfter: retryAfter > 0 ? .seconds(Int64(retryAfter)) : nil)
        return .success(Outcome(response: response, redirect: redirect.map { String(cString: $0) }))
    }

    /// `status` is the HTTP status the server sent before the failure, or 0: a body that breaks
    /// after a status line is the service's fault, not the network's.
    static func error(for code: CURLcode, afterStatus status: Int = 0) -> HTTPError {
        switch code {
        case CURLE_PARTIAL_FILE where status > 0, CURLE_RECV_ERROR where status > 0, CURLE_BAD_CONTENT_ENCODING where status > 0:
            .brokenAnswer(describe(code))
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            .cannotConnect
        case CURLE_OPERATION_TIMEDOUT:
            .timedOut
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
            .connectionLost
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CIPHER:
            .insecureConnection
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
            .invalidURL
        default:
            .other(describe(code))
        }
    }

    static func describe(_ code: CURLcode) -> String {
        String(cString: hangman_curl_easy_strerror(code))
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
