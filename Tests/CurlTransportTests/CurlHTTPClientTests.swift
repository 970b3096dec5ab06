@testable import CurlTransport
import Foundation
import HangmanCore
import Testing
import HangmanTestSupport

@Suite("libcurl HTTP client", .fakeAPI)
struct CurlHTTPClientTests {

    /// Short timeouts and a small body cap keep the failure cases quick.
    private static let quick = CurlHTTPClient(configuration: .init(
        connectTimeout: .seconds(2), totalTimeout: .seconds(1), maxBodyBytes: 64 * 1024))

    /// Runs a GET and returns its error, or nil with an issue recorded when it succeeded.
    private static func error(
        getting url: String, with client: CurlHTTPClient = quick,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> HTTPError? {
        do {
            let response = try await client.get(url)
            Issue.record("expected an error, got HTTP \(response.status) with \(response.body.count) bytes", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test("a good answer returns status 200 and the body")
    func goodAnswer() async throws {
        let server = try FakeAPIServer.require()
        let response = try await CurlHTTPClient().get(server.url("/words/good?number=5"))
        #expect(response.status == 200)
        let words = try JSONDecoder().decode([String].self, from: Data(response.body))
        #expect(words == Array(FakeAPIServer.goodWords.prefix(5)))
    }

    @Test("HTTP 500 is an answer with status 500, not an error")
    func serverErrorIsAnAnswer() async throws {
        let server = try FakeAPIServer.require()
        let response = try await Self.quick.get(server.url("/words/500"))
        #expect(response.status == 500)
        #expect(String(decoding: response.body, as: UTF8.self) == "Internal Server Error")
    }

    @Test("an HTML error page and a rate-limit answer come back with their status and body")
    func errorPagesAreAnswers() async throws {
        let server = try FakeAPIServer.require()
        let html = try await Self.quick.get(server.url("/words/html"))
        #expect(html.status == 503)
        #expect(String(decoding: html.body, as: UTF8.self).contains("<title>Application Error</title>"))

        let limited = try await Self.quick.get(server.url("/words/ratelimit"))
        #expect(limited.status == 403)
        #expect(String(decoding: limited.body, as: UTF8.self).contains("rate limit"))
    }

    @Test("Retry-After comes back with the answer, in seconds or as a date; none without the header")
    func retryAfter() async throws {
        let server = try FakeAPIServer.require()
        #expect(try await Self.quick.get(server.url("/words/toomany/3600")).retryAfter == .seconds(3_600))
        #expect(try await Self.quick.get(server.url("/words/toomany/none")).retryAfter == nil)
        #expect(try await Self.quick.get(server.url("/words/good")).retryAfter == nil)
        let inTwoHours = Date().addingTimeInterval(7_200)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let dated = try await Self.quick.get(server.url("/words/toomany/" + formatter.string(from: inTwoHours).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!))
        let seconds = try #require(dated.retryAfter).components.seconds
        #expect((7_190...7_200).contains(seconds), "\(seconds)")
    }

    @Test("a 404 is an answer too")
    func notFoundIsAnAnswer() async throws {
        let server = try FakeAPIServer.require()
        #expect(try await Self.quick.get(server.url("/nowhere")).status == 404)
    }

    @Test("a server slower than the total timeout throws timedOut")
    func slowServerTimesOut() async throws {
        let server = try FakeAPIServer.require()
        // The slow answer is a good one after 10 s: timedOut can only mean the client gave up first.
        let error = await Self.error(getting: server.url("/words/slow"))
        #expect(error == .timedOut)
        #expect(error?.isNetworkFailure == true)
    }

    @Test("a body past the cap throws bodyTooLarge, with or without Content-Length", arguments: ["/words/huge", "/words/huge-chunked"])
    func hugeBodyIsDropped(path: String) async throws {
        let server = try FakeAPIServer.require()
        let client = CurlHTTPClient(configuration: .init(totalTimeout: .seconds(20), maxBodyBytes: 64 * 1024))
        #expect(await Self.error(getting: server.url(path), with: client) == .bodyTooLarge(limit: 64 * 1024))
    }

    @Test("a body at the cap is kept")
    func bodyUnderCapIsKept() async throws {
        let server = try FakeAPIServer.require()
        let full = try await CurlHTTPClient().get(server.url("/words/good?number=14"))
        let client = CurlHTTPClient(configuration: .init(maxBodyBytes: full.body.count))
        #expect(try await client.get(server.url("/words/good?number=14")) == full)
    }

    @Test("a refused connection throws cannotConnect")
    func connectionRefused() async throws {
        let server = try FakeAPIServer.require()
        let error = await Self.error(getting: server.refusedURL())
        #expect(error == .cannotConnect)
        #expect(error?.isNetworkFailure == true)
    }

    @Test("a connection closed without any answer throws connectionLost")
    func closedWithoutAnswer() async throws {
        let server = try FakeAPIServer.require()
        let error = await Self.error(getting: server.url("/words/close"))
        #expect(error == .connectionLost)
        #expect(error?.isNetworkFailure == true)
    }

    @Test("a redirect on the same host is followed; one to another host is returned as the 302 it is")
    func redirectsStayOnTheHost() async throws {
        let server = try FakeAPIServer.require()
        let same = try await Self.quick.get(server.url("/redirect/same?number=3"))
        #expect(same.status == 200)
        #expect(try JSONDecoder().decode([String].self, from: Data(same.body)).count == 3)
        let other = try await Self.quick.get(server.url("/redirect/other?apikey=secret"))
        #expect(other.status == 302, "localhost is another host name: not followed")
        #expect(await Self.error(getting: server.url("/redirect/loop")) == .other("more than 3 redirects"))
    }

    @Test("the redirect policy: same host and port, an upgrade to https, never a downgrade or another host")
    func redirectPolicy() {
        #expect(RedirectPolicy.allows(from: "http://a.example/x", to: "http://a.example/y"))
        #expect(RedirectPolicy.allows(from: "http://a.example/x", to: "https://a.example/y"))
        #expect(RedirectPolicy.allows(from: "https://A.example:443/x", to: "https://a.example/y?q=1"))
        #expect(!RedirectPolicy.allows(from: "https://a.example/x", to: "http://a.example/y"))
        #expect(!RedirectPolicy.allows(from: "http://a.example/x", to: "http://b.example/y"))
        #expect(!RedirectPolicy.allows(from: "http://a.example/x", to: "http://a.example.evil/y"))
        #expect(!RedirectPolicy.allows(from: "http://a.example:8080/x", to: "http://a.example:9090/y"))
        #expect(!RedirectPolicy.allows(from: "http://a.example/x", to: "http://a.example@evil.example/y"))
        #expect(!RedirectPolicy.allows(from: "http://a.example/x", to: "ftp://a.example/y"))
    }

    @Test("a body that breaks after the status line is a broken answer, not a network failure", arguments: ["/words/short-body", "/words/bad-chunks"])
    func brokenBody(path: String) async throws {
        let server = try FakeAPIServer.require()
        let error = await Self.error(getting: server.url(path))
        guard case .brokenAnswer = error else {
            Issue.record("expected brokenAnswer, got \(String(describing: error))")
            return
        }
        #expect(error?.isNetworkFailure == false)
    }

    @Test(
        "a URL that is not http or https throws invalidURL",
        arguments: ["ftp://127.0.0.1/words", "file:///etc/passwd", "127.0.0.1/words/good", "", "gopher://127.0.0.1/", "HTTP-ish nonsense"]
    )
    func invalidURL(url: String) async {
        #expect(await Self.error(getting: url) == .invalidURL)
    }

    @Test("a malformed http URL throws invalidURL")
    func malformedHTTPURL() async {
        #expect(await Self.error(getting: "http://[127.0.0.1/words") == .invalidURL)
    }

    @Test("the default User-Agent names the app and its version")
    func userAgentHasVersion() {
        // fake_api.py logs paths only, not headers: the header itself is not observed on the wire.
        let agent = CurlHTTPClient.Configuration().userAgent
        #expect(agent.hasPrefix("Hangman/"))
        #expect(agent.contains(AppIdentity.version))
    }

    @Test("several requests in flight at once all get their answers")
    func concurrentRequests() async throws {
        let server = try FakeAPIServer.require()
        let client = CurlHTTPClient()
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for number in 1...8 {
                group.addTask { try await client.get(server.url("/words/good?number=\(number)")).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 8))
    }

    @Test("the request reaches the server with its path and query")
    func requestIsLogged() async throws {
        let server = try FakeAPIServer.require()
        let marker = "marker\(UInt32.random(in: 0...UInt32.max))"
        _ = try await CurlHTTPClient().get(server.url("/words/fixed/\(marker)?number=2"))
        let log = try await CurlHTTPClient().get(server.url("/__log"))
        let paths = try JSONDecoder().decode([String].self, from: Data(log.body))
        #expect(paths.contains("/words/fixed/\(marker)?number=2"))
    }
}
