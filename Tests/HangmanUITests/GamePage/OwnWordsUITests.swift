import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// A friend's word typed in its dialog and played on the Words board; a word list chosen on the
/// Words page.
final class OwnWordsUITests: XCTestCase {
    func testAFriendsWordIsCheckedAsTypedDealtWithItsHintAndSavedAsAFriendsGameWithoutARecord() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"])
            defer { harness.close() }
            var dealt: PuzzleDeal?
            let dialog = FriendWordDialog(language: .english, over: harness.window, makeDeal: OwnWordDeal.friend) { dealt = $0 }
            dialog.present()
            XCTAssertFalse(dialog.playButton.isSensitive, "nothing is dealt until the word is valid")
            dialog.wordEntry.text = "r2d2"
            XCTAssertFalse(dialog.playButton.isSensitive)
            XCTAssertEqual(dialog.reasonLabel.text, "No digits: spell numbers out.")
            dialog.wordEntry.text = "aaaa"
            XCTAssertEqual(dialog.reasonLabel.text, "Use at least 2 different letters.")
            dialog.wordEntry.text = String(repeating: "ab", count: 21)
            XCTAssertEqual(dialog.reasonLabel.text, "42 letters: at most 40.")
            dialog.wordEntry.text = "año"
            dialog.languagePicker.select(.spanish)
            XCTAssertTrue(dialog.playButton.isSensitive, "Ñ is a letter of Spanish")
            dialog.wordEntry.text = "  best   friend "
            dialog.languagePicker.select(.english)
            dialog.hintEntry.text = "you and me"
            XCTAssertTrue(dialog.playButton.isSensitive)
            dialog.playButton.activate()
            XCTAssertTrue(MainLoop.run(until: { dealt != nil }, timeout: .seconds(2)))
            harness.page.begin(try XCTUnwrap(dealt))

            XCTAssertEqual(harness.page.captionLabel.text, "A friend’s word")
            XCTAssertEqual(harness.page.game?.puzzle.answer, "best friend")
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 0, "no hint before a wrong letter")
            harness.click("Z")
            XCTAssertEqual(harness.page.hintPanel.revealedCount, 1, "the hint shows after the first wrong letter")
            let shown = harness.page.hintPanel.labels.filter { !$0.hasCSSClass("hint-hidden") }.map(\.text)
            XCTAssertEqual(shown, ["Hint: you and me"])
            for letter in "BESTFRIND" { harness.click(letter) }
            XCTAssertTrue(MainLoop.run(until: { harness.page.endPanel.isShown }, timeout: .seconds(5)))
            XCTAssertFalse(harness.page.endPanel.isAskingName, "a friend's word never enters the records")

            let games = GameHistory(store: KeyValueStore(path: harness.storePath)).games
            XCTAssertEqual(games.map(\.puzzle), ["best friend"])
            XCTAssertEqual(games.first?.source, .friend)
            XCTAssertNil(games.first?.level)
            XCTAssertTrue(harness.archive.snapshot.records(for: .words).isEmpty)
            XCTAssertNil(harness.archive.keptGame(of: .words), "nothing keeps the word once the game is over but the history")
        }
    }

    func testALongListNameIsCutInThePickerWithTheWholeNameInItsTooltip() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let directory = UITestSupport.temporaryDirectory()
            let lists = WordListLibrary(directory: directory + "/lists")
            let name = "Spelling words for the third week of the autumn term, class 4B"
            let list = try lists.add(name: name, language: .english, entries: [OwnWordEntry(word: "pumpkin", hint: nil)])
            let services = UITestSupport.services(storePath: directory + "/store.json", omdbBaseURL: "http://127.0.0.1:9/", wordLists: lists)
            try services.wordSettings.setList(list.id)
            let picker = WordSourcePicker(services: services)
            let dropDown = try XCTUnwrap(picker.dropDown)
            XCTAssertEqual(WordSourcePicker.shown(list.name), "Spelling words for the…")
            XCTAssertEqual(WordSourcePicker.shown("week 3"), "week 3", "a short name is shown whole")
            XCTAssertEqual(dropDown.tooltip?.components(separatedBy: "\n").first, list.name)

            let short = try lists.add(name: "week 3", language: .english, entries: [OwnWordEntry(word: "pumpkin", hint: nil)])
            let shortPicker = WordSourcePicker(services: services)
            try services.wordSettings.setList(short.id)
            shortPicker.refresh()
            picker.refresh()
            // The cut name asks for no more room than the game's own words or a short name give it, plus 24 characters' worth.
            XCTAssertLessThan(picker.box.naturalWidth, 400, "a 60-character name does not widen the window")
            XCTAssertGreaterThan(picker.box.naturalWidth, shortPicker.box.naturalWidth / 2)
        }
    }
}
