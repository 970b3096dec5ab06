import CurlTransport
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// Preferences: the OMDb key is saved to the store and checked with one request.
final class PreferencesUITests: XCTestCase {
    @MainActor
    private static func makeServices(storePath: String, omdbBaseURL: String) -> AppServices {
        let films = ReadyQueue<FilmPuzzle>(capacity: 1, fetch: { _ in [] }, bundled: { _ in FilmCatalogue(films: []).randomFilm() })
        let store = KeyValueStore(path: storePath)
        return AppServices(
            settings: store,
            games: store,
            omdbKey: OMDbKey(store: store, environment: ["HANGMAN_OMDB_URL": omdbBaseURL]),
            http: CurlHTTPClient(configuration: .init(connectTimeout: .seconds(1), totalTimeout: .seconds(2))),
            desktopLanguage: .french,
            wordSupply: { choice in
                WordSupply(choice: choice, http: StubNoNetwork(), endpoints: [], lexicon: LoadedOnce { .accepting(["fallback"], at: choice.level) })
            },
            filmQueue: films, accountName: "Test Player")
    }

    func testTheKeyIsSavedToTheStoreWhenThePreferencesClose() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let storePath = UITestSupport.temporaryDirectory() + "/store.json"
            let preferences = PreferencesWindow(services: Self.makeServices(storePath: storePath, omdbBaseURL: "http://127.0.0.1:9/"), over: nil)
            preferences.present()

            preferences.keyEntry.text = "  abc123  "
            preferences.window.close()
            MainLoop.run(for: .milliseconds(50))

            XCTAssertEqual(KeyValueStore(path: storePath).string(forKey: OMDbKey.storeKey), "abc123")
        }
    }

    func testTheWordLanguageFollowsTheDesktopUntilChosenAndIsStored() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let storePath = UITestSupport.temporaryDirectory() + "/store.json"
            let services = Self.makeServices(storePath: storePath, omdbBaseURL: "http://127.0.0.1:9/")
            let preferences = PreferencesWindow(services: services, over: nil)
            var changes = 0
            preferences.onWordLanguageChanged = { changes += 1 }
            preferences.present()
            defer { preferences.window.destroy() }
            XCTAssertEqual(preferences.selectedLanguageIndex, 0, "Follow the desktop")
            XCTAssertEqual(services.wordSettings.language, .french)

            preferences.selectedLanguageIndex = 4 // English, Français, Español, Deutsch
            XCTAssertEqual(services.wordSettings.language, .german)
            XCTAssertEqual(KeyValueStore(path: storePath).string(forKey: WordSettings.languageKey), "de")
            XCTAssertEqual(changes, 1)

            preferences.selectedLanguageIndex = 0
            XCTAssertNil(KeyValueStore(path: storePath).string(forKey: WordSettings.languageKey))
            XCTAssertEqual(services.wordSettings.language, .french)
            XCTAssertEqual(services.currentWordSupply.choice, WordChoice(language: .french, level: .normal))
        }
    }

    func testCheckKeySaysWhenOMDbCannotBeReached() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let storePath = UITestSupport.temporaryDirectory() + "/store.json"
            // Port 9 on loopback: nothing listens, the connection is refused at once.
            let preferences = PreferencesWindow(services: Self.makeServices(storePath: storePath, omdbBaseURL: "http://127.0.0.1:9/"), over: nil)
            preferences.present()
            defer { preferences.window.destroy() }

            preferences.keyEntry.text = "somekey"
            preferences.checkButton.activate()

            XCTAssertTrue(MainLoop.run(until: { preferences.resultLabel.text.contains("Could not reach OMDb") }, timeout: .seconds(10)),
                          "got: \(preferences.resultLabel.text)")
            XCTAssertTrue(preferences.checkButton.isSensitive)
            XCTAssertFalse(preferences.resultLabel.text.contains("somekey"), "the key is never shown")
        }
    }
}

/// An HTTP client that never connects.
private struct StubNoNetwork: HTTPFetching {
    func get(_ url: String) async throws(HTTPError) -> HTTPResponse { throw .cannotConnect }
}
