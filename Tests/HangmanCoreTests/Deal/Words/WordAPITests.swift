import Testing
@testable import HangmanCore

@Suite("random-word-api answers")
struct WordAPIAnswerTests {
    private func words(_ body: String) -> [String]? {
        WordAPIAnswer.strings(from: Array(body.utf8))
    }

    @Test("a JSON array of strings is read in order, trimmed; the lexicon judges each word")
    func acceptsArray() {
        #expect(words(#"["abridge","cactus","lantern"]"#) == ["abridge", "cactus", "lantern"])
        #expect(words("[\n  \"abridge\" ,\n \"cat\"\n]\n") == ["abridge", "cat"])
        #expect(words(#"["élève"," Straße ","niño"]"#) == ["élève", "Straße", "niño"])
    }

    @Test(
        "an answer that is not an array of strings is rejected",
        arguments: [
            "[]",
            #"["", "  "]"#,
            #"{"Error":"You hit the rate limit, please try again in 5 seconds."}"#,
            #"{"Error":"Something broke"}"#,
            "<!DOCTYPE html>\n<html><head><title>Application Error</title></head><body></body></html>",
            "TypeError: Cannot read properties of undefined (reading 'length')\n    at getRandomWords (/app/src/controllers/word.js:27:31)\n",
            #"["abridge",42,"cactus"]"#,
            #"["abridge",null]"#,
            #"["Hello","x1","ab","élan","a-b",42,null]"#,
            #""abridge""#,
            "",
            #"["abridge","cac"#,
        ]
    )
    func rejects(body: String) {
        #expect(words(body) == nil)
    }
}

@Suite("Word endpoints")
struct WordEndpointTests {
    @Test("the first public host is the seed's URL with ?number=")
    func primaryHost() {
        #expect(WordEndpoint.publicHosts.first?.url(count: 10) == "https://random-word-api.herokuapp.com/word?number=10")
    }

    @Test("the second public host takes ?words=")
    func secondHost() {
        #expect(WordEndpoint.publicHosts.count == 2)
        #expect(WordEndpoint.publicHosts.last?.url(count: 10) == "https://random-word-api.vercel.app/api?words=10")
    }

    @Test("a base URL that already has a query gets &number=")
    func existingQuery() {
        let endpoint = WordEndpoint(baseURL: "http://127.0.0.1:8080/words?lang=en", countParameter: "number")
        #expect(endpoint.url(count: 3) == "http://127.0.0.1:8080/words?lang=en&number=3")
    }

    @Test("HANGMAN_WORDS_URL alone replaces the public hosts, with ?number= appended")
    func environmentOverride() {
        let endpoints = WordEndpoint.configured(environment: ["HANGMAN_WORDS_URL": "http://127.0.0.1:9/words/good", "HOME": "/root"])
        #expect(endpoints == [WordEndpoint(baseURL: "http://127.0.0.1:9/words/good", countParameter: "number")])
        #expect(endpoints.first?.url(count: 7) == "http://127.0.0.1:9/words/good?number=7")
    }

    @Test("without HANGMAN_WORDS_URL, or with it empty, the public hosts are used")
    func noOverride() {
        #expect(WordEndpoint.configured(environment: [:]) == WordEndpoint.publicHosts)
        #expect(WordEndpoint.configured(environment: ["HANGMAN_WORDS_URL": ""]) == WordEndpoint.publicHosts)
    }

    @Test("other languages go on the wire as lang=, on the hosts that serve them")
    func languageParameter() {
        let seed = WordEndpoint.publicHosts[0]
        let second = WordEndpoint.publicHosts[1]
        #expect(seed.url(count: 50, language: .french) == "https://random-word-api.herokuapp.com/word?number=50&lang=fr")
        #expect(seed.url(count: 50, language: .english) == "https://random-word-api.herokuapp.com/word?number=50")
        #expect(WordLanguage.allCases.allSatisfy(seed.serves))
        #expect(second.serves(.english) && !second.serves(.german), "the second host has English words only")
        #expect(WordEndpoint(baseURL: "http://127.0.0.1:9/w", countParameter: "number").serves(.italian), "an override serves all")
    }
}
