import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("The OMDb key: where it comes from, where it is kept, the URLs it signs")
struct OMDbKeyTests {
    private static func store(in directory: String) -> KeyValueStore {
        KeyValueStore(path: directory + "/store.json")
    }

    @Test("the key is percent-encoded into the URL, after the id")
    func urlShape() {
        let key = OMDbKey(fixed: nil, baseURL: "https://www.omdbapi.com/")
        #expect(key.url(forFilm: "tt0034583", key: "abc") == "https://www.omdbapi.com/?i=tt0034583&apikey=abc")
        #expect(key.url(forFilm: "tt0034583", key: "a b&c=d") == "https://www.omdbapi.com/?i=tt0034583&apikey=a%20b%26c%3Dd")
        let withQuery = OMDbKey(fixed: nil, baseURL: "http://proxy/omdb?x=1")
        #expect(withQuery.url(forFilm: "tt0000001", key: "k") == "http://proxy/omdb?x=1&i=tt0000001&apikey=k")
    }

    @Test("HANGMAN_OMDB_URL sets the address; empty or absent means OMDb's own")
    func baseURL() {
        #expect(OMDbKey.baseURL(environment: ["HANGMAN_OMDB_URL": "http://127.0.0.1:9/omdb/"]) == "http://127.0.0.1:9/omdb/")
        #expect(OMDbKey.baseURL(environment: ["HANGMAN_OMDB_URL": ""]) == OMDbKey.publicBaseURL)
        #expect(OMDbKey.baseURL(environment: [:]) == "https://www.omdbapi.com/")
    }

    @Test("a key bound for a plain http:// address off this machine gets a warning that never holds the key")
    func cleartextWarning() throws {
        let warning = try #require(OMDbKey(fixed: "secret-key", baseURL: "http://omdb.example.org/").cleartextWarning)
        #expect(warning.contains("omdb.example.org") && warning.contains("http://"))
        #expect(!warning.contains("secret-key"))
        #expect(OMDbKey(fixed: "secret-key", baseURL: "HTTP://Proxy:8080/omdb").cleartextWarning?.contains("proxy") == true)
        #expect(OMDbKey(fixed: "secret-key", baseURL: "https://www.omdbapi.com/").cleartextWarning == nil)
        #expect(OMDbKey(fixed: "secret-key", baseURL: "http://127.0.0.1:8000/omdb/").cleartextWarning == nil, "loopback never leaves the machine")
        #expect(OMDbKey(fixed: nil, baseURL: "http://omdb.example.org/").cleartextWarning == nil, "no key, nothing to leak")
    }

    @Test("OMDB_API_KEY wins over the key stored by Preferences")
    func environmentWins() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = Self.store(in: directory)
            try store.set("stored", forKey: OMDbKey.storeKey)
            let key = OMDbKey(store: store, environment: ["OMDB_API_KEY": " fromenv\n"])
            #expect(key.activeKey == "fromenv", "trimmed")
            #expect(key.isSetByEnvironment)
            #expect(key.storedKey == "stored", "Preferences still shows its own key")
        }
    }

    @Test("without OMDB_API_KEY, or with an empty one, Preferences' key is used")
    func storedKeyUsed() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = Self.store(in: directory)
            for environment in [[:], ["OMDB_API_KEY": ""], ["OMDB_API_KEY": "  "]] {
                let key = OMDbKey(store: store, environment: environment)
                #expect(key.activeKey == nil, "no key anywhere")
                #expect(!key.isSetByEnvironment)
                try key.store(typed: "  typed-key \t")
                #expect(key.activeKey == "typed-key")
                try key.store(typed: "")
            }
        }
    }

    @Test("Preferences' key is stored trimmed, an empty one is removed, and only a change writes")
    func storingTheKey() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = Self.store(in: directory)
            let key = OMDbKey(store: store, environment: [:])
            let changes = [try key.store(typed: "  abc123  ")]
            #expect(Self.store(in: directory).string(forKey: OMDbKey.storeKey) == "abc123", "on disk")
            let sameKey = try key.store(typed: "abc123\n")
            let removal = try key.store(typed: "   ")
            #expect(Self.store(in: directory).object(forKey: OMDbKey.storeKey) == nil)
            let nothingToRemove = try key.store(typed: "")
            #expect(changes == [true])
            #expect(!sameKey, "the same key after trimming is no change")
            #expect(removal)
            #expect(!nothingToRemove)
        }
    }

    @Test("a key is only ever read trimmed, even one hand-edited into the store")
    func storedKeyIsTrimmed() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = Self.store(in: directory)
            try store.set(" spaced ", forKey: OMDbKey.storeKey)
            #expect(OMDbKey(store: store, environment: [:]).activeKey == "spaced")
            try store.set("\n", forKey: OMDbKey.storeKey)
            #expect(OMDbKey(store: store, environment: [:]).activeKey == nil)
        }
    }

    @Test("Check key sends one request with the trimmed key to the probe film")
    func checkSendsOneRequest() async {
        let http = StubHTTP(body: OMDbBodies.film(OMDbKeyCheck.probeID, title: "Casablanca"))
        let key = OMDbKey(fixed: nil, baseURL: "http://omdb.test/")
        #expect(await key.check(typed: " k3y ", using: http) == .valid)
        #expect(http.requests == ["http://omdb.test/?i=tt0034583&apikey=k3y"])
    }

    @Test("Check key: what OMDb answers, or does not", arguments: [
        (StubHTTP(status: 401, body: OMDbBodies.invalidKey), OMDbKeyCheck.refused(.invalidAPIKey)),
        (StubHTTP(status: 401, body: #"{"Response":"False","Error":"Request limit reached!"}"#), .refused(.requestLimitReached)),
        (StubHTTP(body: OMDbBodies.incorrectID), .valid),
        (StubHTTP(body: "<html>Bad gateway</html>"), .unexpectedAnswer),
        (StubHTTP(failing: .cannotConnect), .unreachable),
        (StubHTTP(failing: .timedOut), .unreachable),
        (StubHTTP(failing: .insecureConnection), .unexpectedAnswer),
    ])
    func checkAnswers(http: StubHTTP, expected: OMDbKeyCheck) async {
        #expect(await OMDbKey(fixed: nil).check(typed: "key", using: http) == expected)
    }

    @Test("Check key with nothing typed sends nothing")
    func checkEmpty() async {
        let http = StubHTTP(body: "")
        #expect(await OMDbKey(fixed: nil).check(typed: " \t", using: http) == .refused(.missingAPIKey))
        #expect(http.requests.isEmpty)
    }
}
