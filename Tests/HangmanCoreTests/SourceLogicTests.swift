import Foundation
import Synchronization
import Testing
@testable import HangmanCore

/// The word and film sources' decisions, over a stub HTTP client: which host is asked, when
/// to stop, what each failure is called. CurlTransportTests runs the same sources over a real
/// loopback server.
@Suite("Word and film sources, without a network")
struct SourceLogicTests {
    private static let hosts = [
        WordEndpoint(baseURL: "http://first.test/word", countParameter: "number"),
        WordEndpoint(baseURL: "http://second.test/api", countParameter: "words"),
    ]

    private static func failure(_ body: () async throws(SourceFailure) -> Void) async -> SourceFailure? {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }

    @Test("words come from the first host that gives any, with its own count parameter")
    func secondHostAfterFirstFails() async throws {
        let http = StubHTTP { url in
            url.hasPrefix("http://first.test") ? .failure(.cannotConnect)
                : .success(HTTPResponse(status: 200, body: Array(#"["potiron","gallows"]"#.utf8)))
        }
        let puzzles = try await RemoteWordSource(http: http, endpoints: Self.hosts).fetchPuzzles(count: 10)
        #expect(puzzles.map(\.answer) == ["potiron", "gallows"])
        #expect(http.requests == ["http://first.test/word?number=10", "http://second.test/api?words=10"])
    }

    @Test("a rate limit on every host is called a rate limit, and the details name each host's answer")
    func rateLimited() async {
        let http = StubHTTP(status: 403, body: #"{"Error":"Too many requests"}"#)
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await RemoteWordSource(http: http, endpoints: Self.hosts).fetchPuzzles(count: 10)
        }
        #expect(failure?.reason == .rateLimited)
        #expect(failure?.details == [
            "http://first.test/word: rate limited (HTTP 403)", "http://second.test/api: rate limited (HTTP 403)",
        ])
    }

    @Test("no host reachable is offline, and the details say why in words")
    func offline() async {
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await RemoteWordSource(http: StubHTTP(failing: .cannotConnect), endpoints: Self.hosts).fetchPuzzles(count: 10)
        }
        #expect(failure?.reason == .offline)
        #expect(failure?.details.allSatisfy { $0.contains("connection refused") } == true, "\(failure?.details ?? [])")
    }

    @Test("garbage from every host is a service error, not offline")
    func garbage() async {
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await RemoteWordSource(http: StubHTTP(body: "<html>Application error</html>"), endpoints: Self.hosts).fetchPuzzles(count: 10)
        }
        #expect(failure?.reason == .serviceError)
    }

    private static func omdb(_ http: StubHTTP, key: String? = "secret-key", cache: OMDbCache = OMDbCache(path: nil)) -> OMDbFilmSource {
        let ids = Mutex(0)
        return OMDbFilmSource(http: http, key: OMDbKey(fixed: key, baseURL: "http://omdb.test/"), cache: cache, parallelRequests: 1) {
            ids.withLock { $0 += 1; return IMDbID.string(50_000 + $0) }
        }
    }

    @Test("without a key OMDb is not asked")
    func noKey() async {
        let http = StubHTTP(body: "")
        let failure = await Self.failure { () async throws(SourceFailure) in _ = try await Self.omdb(http, key: nil).fetchFilms(count: 2) }
        #expect(failure?.reason == .missingAPIKey)
        #expect(http.requests.isEmpty)
    }

    @Test("a refused key stops the refill at the first answer, and says HTTP 401 but never the key")
    func refusedKey() async {
        let http = StubHTTP(status: 401, body: OMDbBodies.invalidKey)
        let failure = await Self.failure { () async throws(SourceFailure) in _ = try await Self.omdb(http).fetchFilms(count: 5) }
        #expect(failure?.reason == .invalidAPIKey)
        #expect(http.requests.count == 1)
        #expect(failure?.details.contains { $0.contains("HTTP 401") } == true)
        #expect(failure?.details.allSatisfy { !$0.contains("secret-key") } == true)
    }

    @Test("films are found among misses, and every answer is cached so an id is never asked twice")
    func hitsAndMissesCached() async throws {
        let http = StubHTTP { url in
            let id = String(url.split(separator: "=")[1].prefix(9))
            let isHit = id.hasSuffix("2") || id.hasSuffix("4")
            return .success(HTTPResponse(status: 200, body: Array((isHit ? OMDbBodies.film(id, title: "The Third Man") : OMDbBodies.incorrectID).utf8)))
        }
        let cache = OMDbCache(path: nil)
        let films = try await Self.omdb(http, cache: cache).fetchFilms(count: 2)
        #expect(films.map(\.film.imdbID) == ["tt0050002", "tt0050004"])
        #expect(http.requests.count == 4)
        let again = try await Self.omdb(http, cache: cache).fetchFilms(count: 2)
        #expect(again.count == 2)
        #expect(http.requests.count == 4, "cached hits and misses cost no request")
    }

    @Test("OMDb unreachable is offline, with the cause in the details")
    func omdbOffline() async {
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await Self.omdb(StubHTTP(failing: .timedOut)).fetchFilms(count: 2)
        }
        #expect(failure?.reason == .offline)
        #expect(failure?.details.first == "timed out")
    }
}

@Suite("What went wrong reaches the debug log")
struct DebugLogTests {
    @Test("a refused connection is logged with the source's name and cause, never the key")
    func refusedConnectionLogged() async throws {
        let lines = LogLines()
        let source = OMDbFilmSource(
            http: StubHTTP(failing: .cannotConnect), key: OMDbKey(fixed: "Zq7SecretKey9x", baseURL: "http://127.0.0.1:9/"),
            cache: OMDbCache(path: nil))
        let queue = FilmSupply.makeQueue(
            source: source, bundled: BundledFilmSource(path: TestSupport.repositoryRoot.appendingPathComponent("data/movies/catalogue.json").path),
            waitLimit: .seconds(5), log: lines.log)
        let deal = await queue.nextDeal()
        #expect(deal.origin == .bundled(.offline))
        let line = try #require(lines.all.first)
        #expect(line.hasPrefix("OMDb: refill failed, offline"), "\(lines.all)")
        #expect(line.contains("connection refused"))
        #expect(lines.all.allSatisfy { !$0.contains("Zq7SecretKey9x") && !$0.contains("apikey=") })
    }

    @Test("a word API that answers garbage is logged with each host's answer")
    func wordFailureLogged() async {
        let lines = LogLines()
        let queue = WordSupply.makeQueue(
            http: StubHTTP(status: 500, body: "Internal Server Error"),
            endpoints: [WordEndpoint(baseURL: "http://words.test/word", countParameter: "number")],
            bundled: BundledWordSource(path: TestSupport.bundledWordsPath), waitLimit: .seconds(5), log: lines.log)
        _ = await queue.nextDeal()
        #expect(lines.all == ["word API: refill failed, serviceError: http://words.test/word: HTTP 500"])
    }

    @Test("a refill that works logs nothing")
    func successIsQuiet() async {
        let lines = LogLines()
        let queue = WordSupply.makeQueue(
            http: StubHTTP(body: #"["potiron"]"#), endpoints: WordEndpoint.publicHosts,
            bundled: BundledWordSource(path: TestSupport.bundledWordsPath), log: lines.log)
        #expect(await queue.nextDeal().origin == .online)
        #expect(lines.all.isEmpty)
    }
}
