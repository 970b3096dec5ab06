import CurlTransport
import Foundation
import HangmanCore
import Testing
import HangmanTestSupport

@Suite("Word source over HTTP", .fakeAPI)
struct RemoteWordSourceTests {
    /// A 1 s total timeout keeps the slow-server cases quick; 1 MiB is the app's own body cap.
    static let client = CurlHTTPClient(configuration: .init(connectTimeout: .seconds(2), totalTimeout: .seconds(1)))

    /// The ways the first host can fail, as a fake path, or nil for a refused connection.
    enum FirstHost: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case slow = "/words/slow"
        case serverError = "/words/500"
        case htmlPage = "/words/html"
        case htmlPageWith200 = "/words/html200"
        case stackTrace = "/words/trace"
        case rateLimited = "/words/ratelimit"
        case errorObjectWith200 = "/words/error200"
        case huge = "/words/huge"
        case hugeChunked = "/words/huge-chunked"
        case refused = "refused"
        case closedWithoutAnswer = "/words/close"
        case emptyArray = "/words/empty"
        case badWords = "/words/badwords"
        case onlyUnplayableWords = "/words/fixed/aaa"
        case notFound = "/words/nowhere"

        var testDescription: String {
            switch self {
            case .slow: "slow past the timeout"
            case .serverError: "HTTP 500"
            case .htmlPage: "an HTML error page (503)"
            case .htmlPageWith200: "an HTML page with 200"
            case .stackTrace: "a stack trace as text"
            case .rateLimited: "403 {\"Error\": rate limit}"
            case .errorObjectWith200: "200 {\"Error\": …}"
            case .huge: "a 50 MB body"
            case .hugeChunked: "a 50 MB chunked body"
            case .refused: "a refused connection"
            case .closedWithoutAnswer: "a connection closed without answer"
            case .emptyArray: "[]"
            case .badWords: "an array of bad words, numbers and null"
            case .onlyUnplayableWords: "only unplayable words"
            case .notFound: "HTTP 404"
            }
        }

        func endpoint(on server: FakeAPIServer) -> WordEndpoint {
            let url = self == .refused ? server.refusedURL("/words/good") : server.url(rawValue)
            return WordEndpoint(baseURL: url, countParameter: "number")
        }
    }

    private static func endpoint(_ server: FakeAPIServer, _ path: String) -> WordEndpoint {
        WordEndpoint(baseURL: server.url(path), countParameter: "number")
    }

    private static func failure(
        of source: RemoteWordSource, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> SourceFailure? {
        do {
            let puzzles = try await source.fetchPuzzles(count: 5)
            Issue.record("expected a failure, got \(puzzles.map(\.answer))", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// A source of Normal English words whose filter accepts the fake API's good words.
    private static func source(endpoints: [WordEndpoint]) -> RemoteWordSource {
        RemoteWordSource(
            http: client, endpoints: endpoints, choice: WordChoice(language: .english, level: .normal),
            lexicon: { .accepting(FakeAPIServer.goodWords, at: .normal) })
    }

    @Test("a good host gives playable words, as many as asked")
    func goodHost() async throws {
        let server = try FakeAPIServer.require()
        let source = Self.source(endpoints: [Self.endpoint(server, "/words/good")])
        let puzzles = try await source.fetchPuzzles(count: 5)
        #expect(puzzles.map(\.answer) == Array(FakeAPIServer.goodWords.prefix(5)))
    }

    @Test("when the first host fails, the words come from the second host", arguments: FirstHost.allCases)
    func fallsThroughToSecondHost(firstHost: FirstHost) async throws {
        let server = try FakeAPIServer.require()
        let source = Self.source(endpoints: [firstHost.endpoint(on: server), Self.endpoint(server, "/words/good")])
        let puzzles = try await source.fetchPuzzles(count: 5)
        #expect(puzzles.map(\.answer) == Array(FakeAPIServer.goodWords.prefix(5)))
    }

    @Test("a first host that answers well is used alone")
    func firstHostWins() async throws {
        let server = try FakeAPIServer.require()
        let source = Self.source(endpoints: [Self.endpoint(server, "/words/fixed/lantern"), Self.endpoint(server, "/words/good")])
        #expect(try await source.fetchPuzzles(count: 3).map(\.answer) == ["lantern", "lantern", "lantern"])
    }

    @Test("unacceptable words in a good answer are dropped and the rest kept")
    func mixedAnswer() async throws {
        let server = try FakeAPIServer.require()
        let source = Self.source(endpoints: [Self.endpoint(server, "/words/list/meadow,Hello,ab,aaa,cactus,x1"), Self.endpoint(server, "/words/good")])
        #expect(try await source.fetchPuzzles(count: 6).map(\.answer) == ["meadow", "cactus"])
    }

    @Test("a 429 with Retry-After is rate limiting, and carries the longest wait a host asked")
    func tooManyRequests() async throws {
        let server = try FakeAPIServer.require()
        let failure = await Self.failure(of: Self.source(endpoints: [Self.endpoint(server, "/words/toomany/120"), Self.endpoint(server, "/words/toomany/3600")]))
        #expect(failure?.reason == .rateLimited)
        #expect(failure?.retryAfter == .seconds(3_600))
        let plain = await Self.failure(of: Self.source(endpoints: [Self.endpoint(server, "/words/toomany/none")]))
        #expect(plain?.reason == .rateLimited)
        #expect(plain?.retryAfter == nil)
    }

    @Test("every host refusing the connection means offline")
    func allRefusedIsOffline() async throws {
        let server = try FakeAPIServer.require()
        let refused = FirstHost.refused.endpoint(on: server)
        let failure = await Self.failure(of: Self.source(endpoints: [refused, refused]))
        #expect(failure?.reason == .offline)
        #expect(failure?.details.count == 2, "one detail per host")
    }

    @Test("every host dropping the connection means offline")
    func allDroppedIsOffline() async throws {
        let server = try FakeAPIServer.require()
        let failure = await Self.failure(of: Self.source(endpoints: [Self.endpoint(server, "/words/close"), Self.endpoint(server, "/words/close")]))
        #expect(failure?.reason == .offline)
    }

    @Test("a host reached that never answers in time is slow, not offline: the banner does not say 'No network connection'")
    func aSilentHostIsSlow() async throws {
        let server = try FakeAPIServer.require()
        let silent = await Self.failure(of: Self.source(endpoints: [Self.endpoint(server, "/words/slow")]))
        #expect(silent?.reason == .slowNetwork)
        let mixed = await Self.failure(of: Self.source(endpoints: [Self.endpoint(server, "/words/slow"), Self.endpoint(server, "/words/close")]))
        #expect(mixed?.reason == .slowNetwork)
    }

    @Test("a body cut short of its Content-Length, or broken chunks, is the service's fault: not offline")
    func brokenBodyIsAServiceError() async throws {
        let server = try FakeAPIServer.require()
        let failure = await Self.failure(of: Self.source(endpoints: [Self.endpoint(server, "/words/short-body"), Self.endpoint(server, "/words/bad-chunks")]))
        #expect(failure?.reason == .serviceError)
        #expect(failure?.details.allSatisfy { $0.contains("broken answer") } == true, "\(failure?.details ?? [])")
    }

    @Test("a rate limit on any host, with no words anywhere, means rate limited")
    func rateLimited() async throws {
        let server = try FakeAPIServer.require()
        let both = await Self.failure(of: Self.source(endpoints: [Self.endpoint(server, "/words/ratelimit"), Self.endpoint(server, "/words/ratelimit")]))
        #expect(both?.reason == .rateLimited)

        let mixed = await Self.failure(of: Self.source(endpoints: [FirstHost.refused.endpoint(on: server), Self.endpoint(server, "/words/ratelimit")]))
        #expect(mixed?.reason == .rateLimited)
    }

    @Test(
        "hosts that answer without usable words mean a service error",
        arguments: [
            ["/words/html", "/words/500"],
            ["/words/trace", "/words/empty"],
            ["/words/error200", "/words/badwords"],
            ["/words/huge", "/words/html200"],
            ["refused", "/words/html"],
        ]
    )
    func serviceError(paths: [String]) async throws {
        let server = try FakeAPIServer.require()
        let endpoints = paths.map { path in
            path == "refused" ? FirstHost.refused.endpoint(on: server) : Self.endpoint(server, path)
        }
        let failure = await Self.failure(of: Self.source(endpoints: endpoints))
        #expect(failure?.reason == .serviceError)
        #expect(failure?.details.count == 2)
    }

    @Test("no endpoints at all means offline")
    func noEndpoints() async {
        let failure = await Self.failure(of: Self.source(endpoints: []))
        #expect(failure?.reason == .offline)
    }

    @Test("the source asks each host for a batch of words, from which the filter keeps its level's")
    func asksForCount() async throws {
        let server = try FakeAPIServer.require()
        let marker = "zz\(UInt32.random(in: 0...UInt32.max))"
        let source = Self.source(endpoints: [Self.endpoint(server, "/words/list/\(marker)"), Self.endpoint(server, "/words/fixed/\(marker)")])
        _ = try? await source.fetchPuzzles(count: 7)
        let log = try await Self.client.get(server.url("/__log"))
        let paths = try JSONDecoder().decode([String].self, from: Data(log.body))
        #expect(paths.contains("/words/list/\(marker)?number=\(RemoteWordSource.requestSize)"))
        #expect(paths.contains("/words/fixed/\(marker)?number=\(RemoteWordSource.requestSize)"))
    }
}
