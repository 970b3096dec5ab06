import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// Records the sounds the game asks for.
@MainActor
final class SoundRecorder: SoundPlaying {
    var played: [GameSound] = []
    func play(_ sound: GameSound) { played.append(sound) }
}

/// The game's event sounds: what asks for them, what silences them.
final class SoundUITests: XCTestCase {
    func testEachEventAsksForItsSound() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin", "pumpkin", "pumpkin"])
            defer { harness.close() }
            let recorder = SoundRecorder()
            harness.page.sounds = recorder

            for letter in "PXX" { harness.click(letter) }
            XCTAssertEqual(recorder.played, [.right, .wrong], "a repeated letter is silent")
            for letter in "UMKIN" { harness.click(letter) }
            XCTAssertEqual(recorder.played.last, .record, "the first win is a record")

            // Five better games, saved by another instance of the game.
            let history = GameHistory(store: KeyValueStore(path: harness.storePath))
            for _ in 0..<5 {
                try history.append(FinishedGame(
                    mode: .words, puzzle: "keyboard", result: .won, wrongLetters: [], score: 49, duration: 1, date: Date()))
            }
            harness.page.startNewGame()
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.guesses.isEmpty == true }))
            for letter in "PUMKIN" { harness.click(letter) }
            XCTAssertEqual(recorder.played.last, .win, "below five better scores, a win is no record")

            harness.page.startNewGame()
            XCTAssertTrue(MainLoop.run(until: { harness.page.game?.guesses.isEmpty == true }))
            recorder.played = []
            for letter in "ABCDEF" { harness.click(letter) }
            XCTAssertEqual(recorder.played, [.wrong, .wrong, .wrong, .wrong, .wrong, .lose])
        }
    }

    @MainActor
    private static func sounds(enabled: Bool) throws -> EventSounds {
        try UITestSupport.initializeGTK()
        let settings = SoundSettings(store: KeyValueStore(path: UITestSupport.temporaryDirectory() + "/store.json"))
        try settings.setEnabled(enabled)
        return EventSounds(directory: UITestSupport.repositoryRoot + "/data/sounds", settings: settings)
    }

    func testThePreferencesSwitchSilencesTheGameWithoutEvenOpeningGSound() throws {
        try MainActor.assumeIsolated {
            let sounds = try Self.sounds(enabled: false)
            XCTAssertFalse(sounds.isAudible)
            sounds.play(.win)
            sounds.context.drain()
            XCTAssertFalse(sounds.context.isAvailable, "GSound is never opened while the switch is off")
        }
    }

    func testTheDesktopsEventSoundsSettingWins() throws {
        try MainActor.assumeIsolated {
            let sounds = try Self.sounds(enabled: true)
            XCTAssertTrue(sounds.isAudible)
            DesktopSettings.setEventSoundsEnabled(false)
            defer { DesktopSettings.setEventSoundsEnabled(true) }
            XCTAssertFalse(sounds.isAudible, "with GNOME's event sounds off, the game is silent")
            sounds.play(.right)
            sounds.context.drain()
            XCTAssertFalse(sounds.context.isAvailable)
        }
    }

    func testWithNoSoundServerTheRealGSoundIsSilentAndNeverBlocksTheGame() throws {
        try MainActor.assumeIsolated {
            let sounds = try Self.sounds(enabled: true)
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            harness.page.sounds = sounds
            for letter in "PXUMKIN" { harness.click(letter) } // every guess asks for a sound
            XCTAssertEqual(harness.page.game?.status, .won, "the game went on while the sounds played")

            let drained = DispatchSemaphore(value: 0)
            let context = sounds.context
            DispatchQueue.global().async {
                context.drain()
                drained.signal()
            }
            XCTAssertEqual(drained.wait(timeout: .now() + 20), .success, "GSound gave up on the missing server")
        }
    }
}
