import CurlTransport
import Foundation
import HangmanCore
import Synchronization
import Testing
import HangmanTestSupport

/// A fixed sequence of ids for `OMDbFilmSource(nextID:)`, then fresh ids from `tt0050000` on,
/// which the scripts below leave to their `default` miss.
final class ScriptedIDs: Sendable {
    private let state: Mutex<(ids: [String], index: Int)>

    init(_ ids: [String]) {
        state = Mutex((ids, 0))
    }

    convenience init(_ numbers: ClosedRange<Int>) {
        self.init(numbers.map(IMDbID.string))
    }

    func next() -> String {
        state.withLock { state in
            defer { state.index += 1 }
            if state.index < state.ids.count { return state.ids[state.index] }
            return IMDbID.string(50_000 + state.index - state.ids.count)
        }
    }

    /// How many ids were handed out.
    var handedOut: Int { state.withLock { $0.index } }
}

/// What the fake saw, read from its `/__log`.
extension FakeAPIServer {
    func requestLog(using client: CurlHTTPClient) async throws -> [String] {
        let response = try await client.get(url("/__log"))
        return try JSONDecoder().decode([String].self, from: Data(response.body))
    }

    /// The ids of the OMDb requests in the log, in order.
    func requestedIDs(using client: CurlHTTPClient) async throws -> [String] {
        try await requestLog(using: client).filter { $0.hasPrefix("/omdb") }.compactMap { entry in
            entry.split(separator: "?").last?.split(separator: "&")
                .first { $0.hasPrefix("i=") }
                .map { String($0.dropFirst(2)) }
        }
    }

    func clearLog(using client: CurlHTTPClient) async throws {
        _ = try await client.get(url("/__log/clear"))
    }

    /// OMDb's address on this fake.
    var omdbURL: String { url("/omdb/") }
}

/// OMDb scripts for `fake_api.py --omdb-script`.
enum OMDbScript {
    /// Every id is a feature film (Casablanca's fields, with the id asked for).
    static let allHits = #"{"default": {"kind": "movie"}}"#

    /// A bad day at OMDb: 4 hits among every kind of miss. Other ids: "Incorrect IMDb ID.".
    static let mixed = #"""
    {
      "tt0000001": {"kind": "movie"},
      "tt0000002": {"kind": "error", "error": "Error getting data."},
      "tt0000003": {"kind": "error", "error": "Incorrect IMDb ID."},
      "tt0000004": {"kind": "series"},
      "tt0000005": {"kind": "short"},
      "tt0000006": {"kind": "movie", "fields": {"Title": "Броненосец Потёмкин", "Genre": "Drama, History"}},
      "tt0000007": {"kind": "movie", "fields": {"Title": "Amélie: l'été!", "Genre": "Comedy, Romance"}},
      "tt0000008": {"kind": "broken"},
      "tt0000009": {"kind": "stall", "seconds": 10},
      "tt0000010": {"kind": "movie", "fields": {"Title": "The Lady Eve", "Year": "1941", "Released": "N/A"}},
      "tt0000011": {"kind": "html"},
      "tt0000012": {"kind": "error", "error": "Something went wrong."},
      "tt0000013": {"kind": "movie", "fields": {"Title": "The Long Short", "Genre": "Short, Drama", "Runtime": "45 min"}},
      "tt0000014": {"kind": "raw", "status": 500, "body": "Internal Server Error"},
      "tt0000015": {"kind": "movie", "fields": {"Title": "Þórr", "Genre": "Drama"}},
      "tt0000016": {"kind": "movie", "fields": {"Type": "episode", "Title": "Pilot Episode"}},
      "tt0000017": {"kind": "movie", "fields": {"Title": "Æbler", "Genre": "Short, Drama", "Runtime": "N/A"}},
      "default": {"kind": "error", "error": "Incorrect IMDb ID."}
    }
    """#
    static let mixedHits: Set<String> = ["tt0000001", "tt0000007", "tt0000010", "tt0000013"]
    static let mixedIDs = 1...17

    /// Films 1, 4 and 5 are hits, 2 and 3 misses worth caching; others "Incorrect IMDb ID.".
    static let fiveIDs = #"""
    {
      "tt0000001": {"kind": "movie", "fields": {"Title": "Rebecca"}},
      "tt0000002": {"kind": "error", "error": "Error getting data."},
      "tt0000003": {"kind": "series"},
      "tt0000004": {"kind": "movie", "fields": {"Title": "The Lady Eve"}},
      "tt0000005": {"kind": "movie", "fields": {"Title": "Sullivan's Travels"}},
      "default": {"kind": "error", "error": "Incorrect IMDb ID."}
    }
    """#
}

@Suite("OMDb film source over HTTP")
struct OMDbFilmSourceTests {
    /// A 2 s total timeout keeps the stalled answers short.
    static let client = CurlHTTPClient(configuration: .init(connectTimeout: .seconds(2), totalTimeout: .seconds(2)))

    private static func source(
        _ server: FakeAPIServer, key: String?, ids: ScriptedIDs? = nil, cache: OMDbCache = OMDbCache(path: nil),
        requestBudget: Int = 40
    ) -> OMDbFilmSource {
        if let ids {
            return OMDbFilmSource(
                http: client, key: OMDbKey(fixed: key, baseURL: server.omdbURL), cache: cache, requestBudget: requestBudget,
                nextID: { ids.next() })
        }
        return OMDbFilmSource(http: client, key: OMDbKey(fixed: key, baseURL: server.omdbURL), cache: cache, requestBudget: requestBudget)
    }

    /// The failure `fetchFilms` throws, or nil (recorded) when it delivers films.
    private static func failure(
        of source: OMDbFilmSource, count: Int = 5, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> SourceFailure? {
        do {
            let films = try await source.fetchFilms(count: count)
            Issue.record("expected a failure, got \(films.map(\.film.title))", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test("on a bad day, only the playable films come back: exactly the scripted hits, accented title included")
    func mixedAnswers() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.mixed) { server in
            let ids = ScriptedIDs(OMDbScript.mixedIDs)
            let source = Self.source(server, key: "goodkey", ids: ids)
            let films = try await source.fetchFilms(count: 10)
            // Had the client waited out the 10 s stall, its "Incorrect IMDb ID." would be a cached miss.
            #expect(source.cache.entry(for: "tt0000009") == nil, "the 10 s stall should be cut by the 2 s timeout")

            #expect(Set(films.map(\.film.imdbID)) == OMDbScript.mixedHits)
            #expect(films.count == OMDbScript.mixedHits.count)
            #expect(Set(films.map(\.film.title)) == ["Casablanca", "Amélie: l'été!", "The Lady Eve", "The Long Short"])
            let amelie = try #require(films.first { $0.film.imdbID == "tt0000007" })
            #expect(amelie.puzzle.answer == "Amélie: l'été!")
            let ladyEve = try #require(films.first { $0.film.imdbID == "tt0000010" })
            #expect(ladyEve.film.released == nil)
            #expect(ladyEve.film.hints(forWrongGuesses: 2) == [.releaseDate(ReleaseDate(year: 1941)!)])
            for film in films {
                #expect(FilmPuzzle(film: film.film) == film)
            }

            // Every scripted id was tried, the budget was kept, and the log agrees with the counter.
            let requested = try await server.requestedIDs(using: Self.client)
            #expect(Set(OMDbScript.mixedIDs.map(IMDbID.string)).isSubset(of: Set(requested)))
            #expect(requested.count == source.requestsSent)
            #expect(source.requestsSent <= source.requestBudget)
            #expect(requested.allSatisfy(IMDbID.isValid))
        }
    }

    @Test("the mixed day's misses are cached, its unreadable answers and timeouts are not")
    func mixedCaching() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.mixed) { server in
            let cache = OMDbCache(path: nil)
            _ = try await Self.source(server, key: "goodkey", ids: ScriptedIDs(OMDbScript.mixedIDs), cache: cache)
                .fetchFilms(count: 10)
            for hit in OMDbScript.mixedHits {
                guard case .film = cache.entry(for: hit) else {
                    Issue.record("\(hit) should be cached as a film")
                    continue
                }
            }
            for miss in [2, 3, 4, 5, 6, 12, 15, 16, 17].map(IMDbID.string) {
                guard case .miss = cache.entry(for: miss) else {
                    Issue.record("\(miss) should be cached as a miss, is \(String(describing: cache.entry(for: miss)))")
                    continue
                }
            }
            // Broken JSON, HTML, a 500 and a timeout say nothing about the id: worth asking again.
            for unreadable in [8, 9, 11, 14].map(IMDbID.string) {
                #expect(cache.entry(for: unreadable) == nil, "\(unreadable)")
            }
        }
    }

    @Test("an invalid key throws invalidAPIKey")
    func invalidKey() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let source = Self.source(server, key: "bad", ids: ScriptedIDs(1...20))
            #expect(await Self.failure(of: source)?.reason == .invalidAPIKey)
            #expect(source.requestsSent <= source.parallelRequests)
        }
    }

    @Test("a key over its daily limit throws requestLimitReached")
    func limitReached() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let source = Self.source(server, key: "limit", ids: ScriptedIDs(1...20))
            #expect(await Self.failure(of: source)?.reason == .requestLimitReached)
        }
    }

    @Test("a 429 with Retry-After stops the refill at once: the key's limit, the wait the server asked, no burst of requests")
    func tooManyRequestsWithRetryAfter() async throws {
        let script = #"{"default": {"kind": "raw", "status": 429, "body": "Too Many Requests", "headers": {"Retry-After": "3600"}}}"#
        try await FakeAPIServer.with(omdbScript: script) { server in
            let source = Self.source(server, key: "goodkey", ids: ScriptedIDs(1...60))
            let failure = await Self.failure(of: source)
            #expect(failure?.reason == .requestLimitReached)
            #expect(failure?.retryAfter == .seconds(3_600))
            let asked = try await server.requestLog(using: Self.client).filter { $0.hasPrefix("/omdb") }
            #expect(asked.count <= source.parallelRequests, "only the requests already in flight: \(asked.count)")
        }
    }

    @Test("a refused key caches nothing: the ids are asked again with a good key")
    func refusalIsNotCached() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let cache = OMDbCache(path: nil)
            _ = await Self.failure(of: Self.source(server, key: "bad", ids: ScriptedIDs(1...5), cache: cache))
            #expect(cache.count == 0)
            let films = try await Self.source(server, key: "goodkey", ids: ScriptedIDs(1...5), cache: cache)
                .fetchFilms(count: 5)
            #expect(Set(films.map(\.film.imdbID)) == Set((1...5).map(IMDbID.string)))
        }
    }

    @Test("no key, or an empty one, throws missingAPIKey without sending a request", arguments: [nil, ""] as [String?])
    func missingKey(key: String?) async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let ids = ScriptedIDs(1...20)
            let source = Self.source(server, key: key, ids: ids)
            #expect(await Self.failure(of: source) == SourceFailure(reason: .missingAPIKey))
            #expect(source.requestsSent == 0)
            #expect(ids.handedOut == 0)
            let log = try await server.requestLog(using: Self.client)
            #expect(log.isEmpty)
        }
    }

    @Test("a second fetch of the same ids is served from the cache: no request at all")
    func cacheSavesRequests() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.fiveIDs) { server in
            try await TestSupport.withTemporaryDirectory { directory in
                let path = "\(directory)/omdb-answers.json"
                let cache = OMDbCache(path: path)
                let first = Self.source(server, key: "goodkey", ids: ScriptedIDs(1...5), cache: cache)
                let firstFilms = try await first.fetchFilms(count: 3)
                let expected: Set<String> = ["tt0000001", "tt0000004", "tt0000005"]
                #expect(Set(firstFilms.map(\.film.imdbID)) == expected)
                #expect(first.requestsSent == 5)
                #expect(try await server.requestedIDs(using: Self.client).sorted() == (1...5).map(IMDbID.string))
                try await server.clearLog(using: Self.client)

                // The same ids again, same cache: hits and misses alike cost nothing.
                let second = Self.source(server, key: "goodkey", ids: ScriptedIDs(1...5), cache: cache)
                let secondFilms = try await second.fetchFilms(count: 3)
                #expect(Set(secondFilms.map(\.film.imdbID)) == expected)
                #expect(second.requestsSent == 0)
                #expect(try await server.requestedIDs(using: Self.client).isEmpty)

                // And after a restart, from the cache file.
                let third = Self.source(server, key: "goodkey", ids: ScriptedIDs(1...5), cache: OMDbCache(path: path))
                let thirdFilms = try await third.fetchFilms(count: 3)
                #expect(Set(thirdFilms.map(\.film.imdbID)) == expected)
                #expect(third.requestsSent == 0)
                #expect(try await server.requestedIDs(using: Self.client).isEmpty)
            }
        }
    }

    @Test("when every id is a hit, 5 films cost exactly 5 requests, for random ids in range")
    func hitRichRunSpendsNothingExtra() async throws {
        try await FakeAPIServer.with(omdbScript: OMDbScript.allHits) { server in
            let source = Self.source(server, key: "goodkey")
            let films = try await source.fetchFilms(count: 5)
            #expect(films.count == 5)
            #expect(Set(films.map(\.film.imdbID)).count == 5)
            #expect(source.requestsSent == 5)
            let log = try await server.requestLog(using: Self.client)
            #expect(log.count == 5)
            for entry in log {
                #expect(entry.hasPrefix("/omdb/?i=tt"), "\(entry)")
                #expect(entry.hasSuffix("&apikey=***"), "\(entry)")
            }
            for id in try await server.requestedIDs(using: Self.client) {
                #expect(IMDbID.isValid(id))
                #expect(Int(id.dropFirst(2)).map(IMDbID.range.contains) == true, "\(id)")
            }
        }
    }

    @Test("when every answer is a miss, a refill stops at its request budget and says service error")
    func budgetKept() async throws {
        try await FakeAPIServer.with(omdbScript: #"{"default": {"kind": "error", "error": "Error getting data."}}"#) { server in
            let source = Self.source(server, key: "goodkey", ids: ScriptedIDs(1...100), requestBudget: 10)
            #expect(await Self.failure(of: source)?.reason == .serviceError)
            #expect(source.requestsSent == 10)
            let requested = try await server.requestedIDs(using: Self.client)
            #expect(requested.count == 10)
        }
    }

    @Test("a cache that knows every id tried as a miss says nothing playable, not offline, and sends nothing")
    func cacheOfMissesIsNotOffline() async throws {
        try await FakeAPIServer.with(omdbScript: #"{"default": {"kind": "error", "error": "Error getting data."}}"#) { server in
            let cache = OMDbCache(path: nil)
            for number in 1...100 { cache.store(.miss("type series"), for: IMDbID.string(number)) }
            let source = Self.source(server, key: "goodkey", ids: ScriptedIDs((Array(1...100) + Array(1...100)).map(IMDbID.string)), cache: cache, requestBudget: 10)
            let failure = await Self.failure(of: source)
            #expect(failure?.reason == .nothingPlayable)
            #expect(source.requestsSent == 0)
        }
    }

    @Test("OMDb reached but silent past the timeout is slow, not offline")
    func aSilentOMDbIsSlow() async throws {
        try await FakeAPIServer.with(omdbScript: #"{"default": {"kind": "stall", "seconds": 4}}"#) { server in
            let source = OMDbFilmSource(
                http: Self.client, key: OMDbKey(fixed: "KEY", baseURL: server.omdbURL), cache: OMDbCache(path: nil),
                requestBudget: 4, nextID: ScriptedIDs(1...20).next)
            let failure = try #require(await Self.failure(of: source))
            #expect(failure.reason == .slowNetwork)
        }
    }

    @Test("the API key never appears in a thrown error", arguments: ["refused", "offline", "garbage"])
    func keyNeverInErrors(scenario: String) async throws {
        let key = "Zq7SecretKey9x"
        let script = switch scenario {
        case "refused": #"{"default": {"kind": "raw", "status": 401, "body": "{\"Response\":\"False\",\"Error\":\"Invalid API key!\"}", "content_type": "application/json"}}"#
        case "garbage": #"{"default": {"kind": "broken"}}"#
        default: OMDbScript.allHits
        }
        try await FakeAPIServer.with(omdbScript: script) { server in
            let baseURL = scenario == "offline" ? server.refusedURL("/omdb/") : server.omdbURL
            let source = OMDbFilmSource(
                http: Self.client, key: OMDbKey(fixed: key, baseURL: baseURL), cache: OMDbCache(path: nil),
                requestBudget: 8, nextID: ScriptedIDs(1...20).next)
            let failure = try #require(await Self.failure(of: source))
            switch scenario {
            case "refused": #expect(failure.reason == .invalidAPIKey)
            case "garbage": #expect(failure.reason == .serviceError)
            default: #expect(failure.reason == .offline)
            }
            let texts = [
                String(describing: failure), String(reflecting: failure), failure.localizedDescription,
            ] + failure.details
            for text in texts {
                #expect(!text.contains(key), "\(text)")
            }
        }
    }
}

extension TestSupport {
    /// Runs `body` with a fresh temporary directory and removes the directory afterwards.
    static func withTemporaryDirectory<R>(_ body: (String) async throws -> R) async throws -> R {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hangman-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await body(url.path)
    }
}
