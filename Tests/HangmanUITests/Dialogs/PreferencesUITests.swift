import CurlTransport
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// Preferences: the OMDb key is saved to the store and checked with one request.
final class PreferencesUITests: XCTestCase {
    /// The settings as on disk, once every write asked so far has reached it.
    @MainActor
    private static func settingsOnDisk(_ services: AppServices, besideGamesAt storePath: String) -> KeyValueStore {
        _ = MainLoop.run(until: { !services.archive.hasPendingWrites }, timeout: .seconds(5))
        return KeyValueStore(path: SettingsSplit.settingsPath(besideGamesAt: storePath))
    }

    func testTheKeyIsSavedToTheStoreWhenThePreferencesClose() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let storePath = UITestSupport.temporaryDirectory() + "/store.json"
            let services = UITestSupport.services(storePath: storePath, omdbBaseURL: "http://127.0.0.1:9/")
            let preferences = PreferencesWindow(services: services, over: nil)
            preferences.present()

            preferences.keyEntry.text = "  abc123  "
            preferences.window.close()
            MainLoop.run(for: .milliseconds(50))

            XCTAssertEqual(Self.settingsOnDisk(services, besideGamesAt: storePath).string(forKey: OMDbKey.storeKey), "abc123")
        }
    }

    func testTheWordLanguageFollowsTheDesktopUntilChosenAndIsStored() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let storePath = UITestSupport.temporaryDirectory() + "/store.json"
            let services = UITestSupport.services(storePath: storePath, omdbBaseURL: "http://127.0.0.1:9/")
            let preferences = PreferencesWindow(services: services, over: nil)
            var changes = 0
            preferences.onWordLanguageChanged = { changes += 1 }
            preferences.present()
            defer { preferences.window.destroy() }
            XCTAssertEqual(preferences.selectedLanguageIndex, 0, "Follow the desktop")
            XCTAssertEqual(services.wordSettings.language, .french)

            preferences.selectedLanguageIndex = 4 // English, Français, Español, Deutsch
            XCTAssertEqual(services.wordSettings.language, .german)
            XCTAssertEqual(Self.settingsOnDisk(services, besideGamesAt: storePath).string(forKey: WordSettings.languageKey), "de")
            XCTAssertEqual(changes, 1)

            preferences.selectedLanguageIndex = 0
            XCTAssertNil(Self.settingsOnDisk(services, besideGamesAt: storePath).string(forKey: WordSettings.languageKey))
            XCTAssertEqual(services.wordSettings.language, .french)
            XCTAssertEqual((services.currentWordSupply as? WordSupply)?.choice, WordChoice(language: .french, level: .normal))
        }
    }

    func testCheckKeySaysWhenOMDbCannotBeReached() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let storePath = UITestSupport.temporaryDirectory() + "/store.json"
            // Port 9 on loopback: nothing listens, the connection is refused at once.
            let preferences = PreferencesWindow(services: UITestSupport.services(storePath: storePath, omdbBaseURL: "http://127.0.0.1:9/"), over: nil)
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

