import CurlTransport
import Foundation
import HangmanCore
import Testing
import HangmanTestSupport

@Suite("Films ready queue and key check, end to end")
struct FilmSupplyTests {
    private static let client = CurlHTTPClient(configuration: .init(connectTimeout: .seconds(2), totalTimeout: .seconds(2)))

    private static var cataloguePath: String {
        FakeAPIServer.repositoryRoot.appendingPathComponent("data/movies/catalogue.json").path
    }

    /// The ids of the bundled catalogue, read as the app reads it.
    private static let catalogueIDs = Set(FilmCatalogue(contentsOf: cataloguePath).films.map(\.film.imdbID))

    private static func queue(
        _ server: FakeAPIServer, key: String?, baseURL: String? = nil, ids: ScriptedIDs? = nil, waitLimit: Duration = .seconds(5)
    ) -> FilmSupply {
        let ids = ids ?? ScriptedIDs(1...1_000)
        let source = OMDbFilmSource(
            http: client, key: OMDbKey(fixed: key, baseURL: baseURL ?? server.omdbURL), cache: OMDbCache(path: nil),
            nextID: { ids.next() })
        return FilmSupply(
            source: source, bundled: BundledFilmSource(path: cataloguePath), waitLimit: waitLimit)
    }

    /// Checks that `deal` is a film of the bundled catalogue, its puzzle the film's title.
    private static func expectBundledFilm(_ deal: PuzzleDeal, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let film = try #require(deal.film, sourceLocation: sourceLocation)
        #expect(catalogueIDs.contains(film.imdbID), "\(film.imdbID) \(film.title)", sourceLocation: sourceLocation)
        #expect(deal.puzzle.answer == film.title, sourceLocation: sourceLocation)
    }

    @Test("the bundled catalogue is the one in the repository")
    func catalogueIsLoaded() {
        #expect(Self.catalogueIDs.count >= 300)
    }

    @Test("with an invalid key, New Game deals a bundled film that says why")
    func invalidKey() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let queue = Self.queue(server, key: "bad")
            let deal = await queue.nextDeal()
            #expect(deal.origin == .bundled(.invalidAPIKey))
            try Self.expectBundledFilm(deal)

            // The next New Game does not ask OMDb again before the retry delay.
            let requests = try await server.requestLog(using: Self.client).count
            let second = await queue.nextDeal()
            #expect(second.origin == .bundled(.invalidAPIKey))
            try Self.expectBundledFilm(second)
            #expect(try await server.requestLog(using: Self.client).count == requests)
        }
    }

    @Test("with a key over its daily limit, New Game deals a bundled film that says so")
    func limitReached() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let deal = await Self.queue(server, key: "limit").nextDeal()
            #expect(deal.origin == .bundled(.requestLimitReached))
            try Self.expectBundledFilm(deal)
        }
    }

    @Test("with no key, New Game deals a bundled film without a request")
    func noKey() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let deal = await Self.queue(server, key: nil).nextDeal()
            #expect(deal.origin == .bundled(.missingAPIKey))
            try Self.expectBundledFilm(deal)
            let log = try await server.requestLog(using: Self.client)
            #expect(log.isEmpty)
        }
    }

    @Test("with OMDb unreachable, New Game deals a bundled film marked offline")
    func offline() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let deal = await Self.queue(server, key: "goodkey", baseURL: server.refusedURL("/omdb/")).nextDeal()
            #expect(deal.origin == .bundled(.offline))
            try Self.expectBundledFilm(deal)
        }
    }

    @Test("with a good key but no playable film anywhere, New Game deals a bundled film marked service error")
    func onlyMisses() async throws {
        try await FakeAPIServer.with(omdbScript: #"{"default": {"kind": "series"}}"#) { server in
            // A whole request budget of misses takes a while on a loaded machine: the deal waits
            // for the refill's end, which says why, rather than for the clock.
            let deal = await Self.queue(server, key: "goodkey", waitLimit: .seconds(120)).nextDeal()
            #expect(deal.origin == .bundled(.serviceError))
            try Self.expectBundledFilm(deal)
        }
    }

    @Test("with a good key and films everywhere, New Game deals an online film and the queue fills")
    func online() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let queue = Self.queue(server, key: "goodkey")
            let deal = await queue.nextDeal()
            #expect(deal.origin == .online)
            let film = try #require(deal.film)
            #expect(film.title == "Casablanca")
            #expect(deal.puzzle.answer == "Casablanca")
            #expect(IMDbID.isValid(film.imdbID))
            #expect(film.hints(forWrongGuesses: 5).count == 3)
            #expect(await TestSupport.eventually { await queue.queue.readyCount == FilmSupply.capacity - 1 })
        }
    }

    @Test("after prefill, 5 New Games in a row are online films, all different")
    func prefillThenFive() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let queue = Self.queue(server, key: "goodkey")
            await queue.prefill()
            #expect(await TestSupport.eventually { await queue.queue.readyCount == FilmSupply.capacity })
            var ids: Set<String> = []
            for _ in 0..<FilmSupply.capacity {
                let deal = await queue.nextDeal()
                #expect(deal.origin == .online)
                if let id = deal.film?.imdbID { ids.insert(id) }
            }
            #expect(ids.count == FilmSupply.capacity)
        }
    }

    @Test("Check key: a good key is valid")
    func checkGoodKey() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: "goodkey", using: Self.client) == .valid)
            let requested = try await server.requestedIDs(using: Self.client)
            #expect(requested == [OMDbKeyCheck.probeID])
        }
    }

    @Test("Check key: a good key is valid even when OMDb cannot find the probe film")
    func checkGoodKeyProbeMissing() async throws {
        try await FakeAPIServer.with(omdbScript: #"{"default": {"kind": "error", "error": "Error getting data."}}"#) { server in
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: "goodkey", using: Self.client) == .valid)
        }
    }

    @Test("Check key: refused keys say why")
    func checkRefusedKeys() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: "bad", using: Self.client) == .refused(.invalidAPIKey))
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: "limit", using: Self.client) == .refused(.requestLimitReached))
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: "  bad\n", using: Self.client) == .refused(.invalidAPIKey))
        }
    }

    @Test("Check key: an empty key is missing, and no request is sent")
    func checkEmptyKey() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: "", using: Self.client) == .refused(.missingAPIKey))
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: " \t", using: Self.client) == .refused(.missingAPIKey))
            let log = try await server.requestLog(using: Self.client)
            #expect(log.isEmpty)
        }
    }

    @Test("Check key: a refused port is unreachable")
    func checkUnreachable() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            #expect(await OMDbKey(fixed: nil, baseURL: server.refusedURL("/omdb/")).check(typed: "goodkey", using: Self.client) == .unreachable)
        }
    }

    @Test("Check key: an HTML page is an unexpected answer")
    func checkHTML() async throws {
        try await FakeAPIServer.with(omdbScript: #"{"default": {"kind": "html"}}"#) { server in
            #expect(await OMDbKey(fixed: nil, baseURL: server.omdbURL).check(typed: "goodkey", using: Self.client) == .unexpectedAnswer)
        }
    }
}
