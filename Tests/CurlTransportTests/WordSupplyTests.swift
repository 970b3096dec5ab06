import CurlTransport
import Foundation
import HangmanCore
import Testing
import HangmanTestSupport

@Suite("Words ready queue, end to end", .fakeAPI)
struct WordSupplyTests {
    private static let client = CurlHTTPClient(configuration: .init(connectTimeout: .seconds(2), totalTimeout: .seconds(1)))

    private static var wordsDirectory: String {
        FakeAPIServer.repositoryRoot.appendingPathComponent("data/words").path
    }

    /// The Normal words of data/words/en.txt, read as a person would.
    private static func bundledWords() throws -> Set<String> {
        let text = try String(contentsOfFile: wordsDirectory + "/en.txt", encoding: .utf8)
        let rows = text.split(whereSeparator: \.isNewline).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        return Set(rows.filter { $0.count > 1 && $0[1] == "normal" }.map { String($0[0]) })
    }

    /// The real English list behind the queue, and a filter that accepts the fake API's good words.
    private static let lexicon = LoadedOnce {
        WordLexicon.accepting(FakeAPIServer.goodWords, at: .normal, bundledFrom: wordsDirectory)
    }

    private static func supply(_ endpoints: [WordEndpoint], waitLimit: Duration = .seconds(3)) -> WordSupply {
        WordSupply(
            choice: WordChoice(language: .english, level: .normal), http: client, endpoints: endpoints,
            lexicon: lexicon, waitLimit: waitLimit)
    }

    private static func endpoint(_ server: FakeAPIServer, _ path: String) -> WordEndpoint {
        WordEndpoint(baseURL: server.url(path), countParameter: "number")
    }

    @Test("with a good host, the first New Game gets an online word")
    func goodHostIsOnline() async throws {
        let server = try FakeAPIServer.require()
        let queue = Self.supply([Self.endpoint(server, "/words/good")], waitLimit: .seconds(5)).queue
        let (puzzle, origin) = await queue.next()
        #expect(origin == .online)
        #expect(puzzle.answer == FakeAPIServer.goodWords.first)
        #expect(await TestSupport.eventually { await queue.readyCount == WordSupply.capacity - 1 })
    }

    @Test("after prefill, ten New Games in a row are online words, in the host's order")
    func prefillThenTen() async throws {
        let server = try FakeAPIServer.require()
        let queue = Self.supply([Self.endpoint(server, "/words/good")]).queue
        await queue.prefill()
        #expect(await TestSupport.eventually { await queue.readyCount == WordSupply.capacity })
        var answers: [String] = []
        for _ in 0..<WordSupply.capacity {
            let (puzzle, origin) = await queue.next()
            #expect(origin == .online)
            answers.append(puzzle.answer)
        }
        #expect(answers == Array(FakeAPIServer.goodWords.prefix(WordSupply.capacity)))
    }

    @Test("with every host refused, New Game gets a bundled word from data/words/en.txt, marked offline, within the wait limit")
    func allRefusedIsBundledOffline() async throws {
        let server = try FakeAPIServer.require()
        let refused = WordEndpoint(baseURL: server.refusedURL(), countParameter: "number")
        let queue = Self.supply([refused, refused], waitLimit: .seconds(3)).queue
        let (puzzle, origin) = await queue.next()
        // Offline, not slow network: the failed refill answered before the wait limit ran out.
        #expect(origin == .bundled(.offline))
        #expect(try Self.bundledWords().contains(puzzle.answer))

        // The next New Game does not wait or ask the network again.
        let (second, secondOrigin) = await queue.next()
        #expect(secondOrigin == .bundled(.offline))
        #expect(try Self.bundledWords().contains(second.answer))
    }

    @Test("with a host slower than the wait limit, New Game gets a bundled word marked slow network")
    func slowHostIsBundledSlow() async throws {
        let server = try FakeAPIServer.require()
        // The host never answers within the test, and the client waits longer than that, so the
        // queue's 200 ms limit ends the wait however late a busy machine runs it: /words/slow
        // (10 s) with a 9 s client timeout once lost that race while 347 tests shared two cores.
        let patientClient = CurlHTTPClient(configuration: .init(connectTimeout: .seconds(30), totalTimeout: .seconds(120)))
        let queue = WordSupply(
            choice: WordChoice(language: .english, level: .normal), http: patientClient, endpoints: [Self.endpoint(server, "/words/stall")],
            lexicon: Self.lexicon, waitLimit: .milliseconds(200)).queue
        let (puzzle, origin) = await queue.next()
        // Slow network, not offline: the queue answered at its own limit, not when the host did.
        #expect(origin == .bundled(.slowNetwork))
        #expect(try Self.bundledWords().contains(puzzle.answer))
    }

    @Test("with hosts that answer garbage, New Game gets a bundled word marked service error")
    func garbageIsBundledServiceError() async throws {
        let server = try FakeAPIServer.require()
        let queue = Self.supply([Self.endpoint(server, "/words/html"), Self.endpoint(server, "/words/trace")]).queue
        let (puzzle, origin) = await queue.next()
        #expect(origin == .bundled(.serviceError))
        #expect(try Self.bundledWords().contains(puzzle.answer))
    }

    @Test("with a rate-limited host, New Game gets a bundled word marked rate limited")
    func rateLimitIsBundledRateLimited() async throws {
        let server = try FakeAPIServer.require()
        let queue = Self.supply([Self.endpoint(server, "/words/ratelimit")]).queue
        #expect(await queue.next().origin == .bundled(.rateLimited))
    }
}
