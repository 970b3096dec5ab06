import Foundation
import Synchronization
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// The word and film sources' decisions, over a stub HTTP client: which host is asked, when
/// to stop, what each failure is called. CurlTransportTests runs the same sources over a real
/// loopback server.
@Suite("Word and film sources, without a network")
struct SourceLogicTests {
    private static let hosts = [
        WordEndpoint(baseURL: "http://first.test/word", countParameter: "number"),
        WordEndpoint(baseURL: "http://second.test/api", countParameter: "words"),
    ]

    private static let english = WordChoice(language: .english, level: .normal)

    /// A word source whose filter accepts `words` at Normal.
    private static func words(_ http: StubHTTP, accepting words: [String] = ["potiron", "gallows"], choice: WordChoice = english) -> RemoteWordSource {
        RemoteWordSource(http: http, endpoints: hosts, choice: choice, lexicon: { .accepting(words, at: .normal, language: choice.language) })
    }

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
        let puzzles = try await Self.words(http).fetchPuzzles(count: 10)
        #expect(puzzles.map(\.answer) == ["potiron", "gallows"])
        #expect(http.requests == ["http://first.test/word?number=50", "http://second.test/api?words=50"])
    }

    @Test("a rate limit on every host is called a rate limit, and the details name each host's answer")
    func rateLimited() async {
        let http = StubHTTP(status: 403, body: #"{"Error":"Too many requests"}"#)
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await Self.words(http).fetchPuzzles(count: 10)
        }
        #expect(failure?.reason == .rateLimited)
        #expect(failure?.details == [
            "http://first.test/word: rate limited (HTTP 403)", "http://second.test/api: rate limited (HTTP 403)",
        ])
    }

    @Test("no host reachable is offline, and the details say why in words")
    func offline() async {
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await Self.words(StubHTTP(failing: .cannotConnect)).fetchPuzzles(count: 10)
        }
        #expect(failure?.reason == .offline)
        #expect(failure?.details.allSatisfy { $0.contains("connection refused") } == true, "\(failure?.details ?? [])")
    }

    @Test("garbage from every host is a service error, not offline")
    func garbage() async {
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await Self.words(StubHTTP(body: "<html>Application error</html>")).fetchPuzzles(count: 10)
        }
        #expect(failure?.reason == .serviceError)
    }

    @Test("a French refill asks lang=fr, and only the hosts that have French words")
    func languageOnTheWire() async throws {
        let endpoints = [
            WordEndpoint(baseURL: "http://english-only.test/api", countParameter: "words", languages: [.english]),
            WordEndpoint(baseURL: "http://all.test/word", countParameter: "number"),
        ]
        let http = StubHTTP(body: #"["élève","garçon"]"#)
        let choice = WordChoice(language: .french, level: .normal)
        let lexicon = WordLexicon(
            language: .french, entries: [WordEntry(word: "élève", level: .hard), WordEntry(word: "garçon", level: .normal)])
        let source = RemoteWordSource(http: http, endpoints: endpoints, choice: choice, lexicon: { lexicon })
        let puzzles = try await source.fetchPuzzles(count: 10)
        #expect(http.requests == ["http://all.test/word?number=50&lang=fr"])
        #expect(puzzles.map(\.answer) == ["garçon"], "élève is listed at Hard")
        #expect(source.rejections == ["otherLevel": 1])
    }

    @Test("online words that fail the filter are skipped and counted by reason")
    func rejectedWordsCounted() async throws {
        let lines = LogLines()
        let http = StubHTTP(body: #"["meadow","cat","x1ab","whereupon","Sexy","thunder","aaaa"]"#)
        let lexicon = WordLexicon(
            language: .english,
            entries: [WordEntry(word: "meadow", level: .normal), WordEntry(word: "thunder", level: .easy), WordEntry(word: "sexy", level: .easy)],
            denied: ["sexy"])
        let source = RemoteWordSource(http: http, endpoints: [Self.hosts[0]], choice: Self.english, lexicon: { lexicon }, log: lines.log)
        let puzzles = try await source.fetchPuzzles(count: 10)
        #expect(puzzles.map(\.answer) == ["meadow"])
        #expect(source.rejections == ["length": 1, "letters": 2, "unlisted": 1, "denied": 1, "otherLevel": 1])
        #expect(lines.all == ["word API: kept 1 of 7 en words for normal (denied 1, length 1, letters 2, otherLevel 1, unlisted 1)"])
    }

    @Test("when no host serves the language, the refill fails without a request")
    func noHostForTheLanguage() async {
        let http = StubHTTP(body: "[]")
        let source = RemoteWordSource(
            http: http, endpoints: [WordEndpoint.publicHosts[1]], choice: WordChoice(language: .german, level: .easy),
            lexicon: { .accepting([], at: .easy) })
        let failure = await Self.failure { () async throws(SourceFailure) in _ = try await source.fetchPuzzles(count: 10) }
        #expect(failure?.reason == .offline)
        #expect(http.requests.isEmpty)
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
            _ = try await Self.omdb(StubHTTP(failing: .cannotConnect)).fetchFilms(count: 2)
        }
        #expect(failure?.reason == .offline)
        #expect(failure?.details.first == HTTPError.cannotConnect.description)
    }

    @Test("OMDb that never answers in time is slow, not offline, with the cause in the details")
    func omdbSilent() async {
        let failure = await Self.failure { () async throws(SourceFailure) in
            _ = try await Self.omdb(StubHTTP(failing: .timedOut)).fetchFilms(count: 2)
        }
        #expect(failure?.reason == .slowNetwork)
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
        let queue = FilmSupply(
            source: source, bundled: BundledFilmSource(path: TestSupport.repositoryRoot.appendingPathComponent("data/movies/catalogue.json").path),
            waitLimit: .seconds(5), log: lines.log)
        let deal = await queue.nextDeal()
        #expect(deal.origin == .bundled(.offline))
        let line = try #require(lines.all.first)
        #expect(line.hasPrefix("OMDb: refill failed, offline"), "\(lines.all)")
        #expect(line.contains("connection refused"))
        #expect(lines.all.allSatisfy { !$0.contains("Zq7SecretKey9x") && !$0.contains("apikey=") })
    }

    private static let englishLexicon = LoadedOnce {
        WordLexicon(language: .english, directory: TestSupport.repositoryRoot.appendingPathComponent("data/words").path)
    }

    @Test("a word API that answers garbage is logged with each host's answer")
    func wordFailureLogged() async {
        let lines = LogLines()
        let supply = WordSupply(
            choice: WordChoice(language: .english, level: .normal), http: StubHTTP(status: 500, body: "Internal Server Error"),
            endpoints: [WordEndpoint(baseURL: "http://words.test/word", countParameter: "number")],
            lexicon: Self.englishLexicon, waitLimit: .seconds(5), log: lines.log)
        _ = await supply.nextDeal()
        #expect(lines.all == ["word API: refill failed, serviceError: http://words.test/word: HTTP 500"])
    }

    @Test("a refill that works logs nothing")
    func successIsQuiet() async {
        let lines = LogLines()
        let supply = WordSupply(
            choice: WordChoice(language: .english, level: .easy), http: StubHTTP(body: #"["elephant"]"#),
            endpoints: WordEndpoint.publicHosts, lexicon: Self.englishLexicon, log: lines.log)
        let deal = await supply.nextDeal()
        #expect(deal.origin == .online)
        #expect(deal.puzzle.answer == "elephant")
        #expect(deal.wordChoice == WordChoice(language: .english, level: .easy))
        #expect(
            deal.hints(forWrongGuesses: PuzzleDeal.wordHintAfterWrongGuesses).first == .category(.animals),
            "an English word comes with its category, then its definition")
        #expect(deal.hints(forWrongGuesses: PuzzleDeal.wordHintAfterWrongGuesses).count == 2)
        #expect(lines.all.isEmpty)
    }

    @Test("a category is dealt from the bundled list alone: its words of every level, no request, no fallback")
    func categoryFromTheList() async {
        let http = StubHTTP(body: #"["elephant"]"#)
        let supply = WordSupply(
            choice: WordChoice(language: .english, level: .easy, category: .animals), http: http,
            endpoints: WordEndpoint.publicHosts, lexicon: Self.englishLexicon)
        await supply.prefill()
        var levels: Set<WordLevel> = []
        for _ in 0..<30 {
            guard case .word(let word) = await supply.nextDeal() else { Issue.record("not a word"); return }
            #expect(word.origin == .chosenList)
            #expect(word.facts?.category == .animals, "\(word.puzzle.answer)")
            #expect(Self.englishLexicon.wrappedValue.entry(for: word.puzzle.answer)?.level == word.choice?.level, "its own level")
            levels.insert(word.choice?.level ?? .easy)
        }
        #expect(levels.count >= 2, "every level of the category")
        #expect(await supply.readyDeal()?.origin == .chosenList, "the list is always ready")
        #expect(http.requests.isEmpty)
    }
}

/// A word service that answers only once the test lets it: until then every request waits.
private final class HeldWordService: HTTPFetching {
    private let released = Mutex(false)

    func release() { released.withLock { $0 = true } }

    func get(_ url: String) async throws(HTTPError) -> HTTPResponse {
        while !released.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return HTTPResponse(status: 200, body: Array(#"["elephant","giraffe","kangaroo"]"#.utf8))
    }
}

@Suite("The first game of a launch")
struct FirstDealOfLaunchTests {
    private static let englishLexicon = LoadedOnce {
        WordLexicon(language: .english, directory: TestSupport.repositoryRoot.appendingPathComponent("data/words").path)
    }

    @Test("with nothing kept and a word service that does not answer, the first deal is a bundled word at once, with nothing wrong; later words come from the service once it answers")
    func bundledAtOnceThenOnline() async throws {
        let service = HeldWordService()
        let supply = WordSupply(
            choice: WordChoice(language: .english, level: .easy), http: service,
            endpoints: [WordEndpoint(baseURL: "http://words.test/word", countParameter: "number")],
            lexicon: Self.englishLexicon, waitLimit: .seconds(30))
        let first = await supply.firstDeal()
        #expect(first.origin == .bundledAtLaunch, "no banner: nothing is wrong")
        #expect(Self.englishLexicon.wrappedValue.words(for: WordChoice(language: .english, level: .easy)).contains(first.puzzle.answer))
        #expect(await supply.queue.waitsStarted == 0, "the first deal never waited for the service")
        service.release()
        #expect(await TestSupport.eventually { await supply.queue.readyCount > 0 })
        let next = await supply.nextDeal()
        #expect(next.origin == .online, "a word of the service is preferred as soon as one is ready")
        #expect(["elephant", "giraffe", "kangaroo"].contains(next.puzzle.answer))
    }

    @Test("a first deal started ahead (the app does so before it builds its window) is made without being asked, and is the first game's")
    func firstDealStartedAhead() async throws {
        let kept = QueueKeeping<Puzzle>(load: { [KeptItem(Puzzle.playable("giraffe")!, fetched: Date())] }, save: { _ in })
        let supply = WordSupply(
            choice: WordChoice(language: .english, level: .easy), http: HeldWordService(),
            endpoints: [WordEndpoint(baseURL: "http://words.test/word", countParameter: "number")],
            lexicon: Self.englishLexicon, keeping: kept, holdsRefillsUntilPrefill: true)
        supply.startFirstDeal()
        #expect(await TestSupport.eventually { await supply.queue.readyCount == 0 }, "the kept word was taken before the game asked")
        let first = await supply.firstDeal()
        #expect(first.puzzle.answer.lowercased() == "giraffe" && first.origin == .online)
        let again = await supply.firstDeal()
        #expect(again.origin == .bundledAtLaunch, "taken once: another first deal is made when asked")
        #expect(await supply.queue.isRefilling == false, "and the word service still waits for prefill()")
    }

    @Test("a word kept from the last launch is still dealt first")
    func keptWordFirst() async {
        let kept = QueueKeeping<String>(load: { [KeptItem("kept", fetched: Date())] }, save: { _ in })
        let queue = ReadyQueue<String>(
            capacity: 4, keeping: kept, fetch: { _ throws(SourceFailure) in throw SourceFailure(reason: .offline) }, bundled: { _ in "bundled" })
        let (item, origin) = await queue.nextWithoutWaiting()
        #expect(item == "kept" && origin == .online)
        let (second, secondOrigin) = await queue.nextWithoutWaiting()
        #expect(second == "bundled")
        #expect(secondOrigin == .bundledAtLaunch || secondOrigin == .bundled(.offline), "a refill that failed by then says why")
    }
}
