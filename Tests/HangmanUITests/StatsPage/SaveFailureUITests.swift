import Foundation
import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// A save the disk refuses: the page says why in one plain sentence, and celebrates no record
/// for a game that was never saved.
final class SaveFailureUITests: XCTestCase {
    static let fullDisk = KeyValueStore.FileWriter { _, path throws(FileSystemError) in
        throw FileSystemError("write", path: path, code: ENOSPC)
    }

    func testAFullDiskGivesAPlainReasonAndAsksNoRecordName() throws {
        try MainActor.assumeIsolated {
            let harness = try PageHarness(words: ["pumpkin"], fileWriter: Self.fullDisk)
            defer { harness.close() }
            for letter in "pumkin" { harness.click(letter) }
            _ = MainLoop.run(until: { !harness.reportedSaves.isEmpty }, timeout: .seconds(5))
            let reported = harness.reportedSaves
            XCTAssertTrue(harness.page.endPanel.isShown, "the end panel still names the word and the score")
            XCTAssertFalse(harness.page.endPanel.isAskingName, "no record name asked for a game that was not saved")
            XCTAssertFalse(harness.page.endPanel.recordBox.isVisible)
            let error = try XCTUnwrap(reported.last ?? nil)
            XCTAssertEqual(error.message.sentence, "The disk is full, so your last game was not saved. Free some space: the next one will be saved again.")
            XCTAssertFalse(FileManager.default.fileExists(atPath: harness.storePath), "nothing half-written")
        }
    }

    func testEachCauseHasItsOwnPlainSentenceAndItsFileInTheDetails() {
        MainActor.assumeIsolated {
            let path = "/home/ada/.local/share/io.github.swifthangman.Hangman/store.json"
            let messages = [ENOSPC, EACCES, EROFS, EIO].map { StoreError.writeFailed(FileSystemError("rename", path: path, code: $0)).message }
                + [StoreError.readOnly.message]
            XCTAssertEqual(Set(messages.map(\.sentence)).count, messages.count, "one sentence per cause")
            for message in messages {
                XCTAssertFalse(message.sentence.contains("writeFailed") || message.sentence.contains("readOnly") || message.sentence.contains("/"), message.sentence)
            }
            XCTAssertEqual(messages[0].details, "\(path)\nrename: No space left on device", "the file and the system's words, for a bug report")
        }
    }

    /// Every kind of store, settings, list or cache failure the banner tells: in the player's
    /// language, without a path or the system's words; those are under Details.
    func testEveryKindOfFailureIsOneTranslatedSentenceWithItsFileUnderDetails() throws {
        try MainActor.assumeIsolated {
            let path = "/home/ada/.local/share/io.github.swifthangman.Hangman/store.json"
            let full = StoreError.writeFailed(FileSystemError("rename", path: path, code: ENOSPC))
            let problems: [(StoreProblem, StoreContents)] = [
                (.movedAside(brokenPath: path + ".broken-1"), .games), (.movedAside(brokenPath: path + ".broken-1"), .settings),
                (.movedAside(brokenPath: path + ".broken-1"), .keptPuzzles), (.movedAside(brokenPath: path + ".broken-1"), .wordList),
                (.movedAside(brokenPath: path + ".broken-1"), .gameInProgress), (.partKeptAside(brokenPath: path + ".broken-1"), .games),
                (.unreadable("read \(path): not a regular file but a device"), .games),
                (.unreadable("read \(path): not a regular file but a device"), .settings),
            ]
            let failures: [(StoreError, StoreContents)] = [(full, .games), (full, .settings), (full, .gameInProgress)]
            var english: [String] = []
            for (problem, contents) in problems { english.append(problem.message(of: contents).sentence) }
            for (error, contents) in failures { english.append(error.message(of: contents).sentence) }
            english.append(full.messageForList.sentence)
            try UITestSupport.inFrench {
                var index = 0
                for (problem, contents) in problems {
                    let banner = StoreNoticeBanner()
                    banner.showStoreProblem(problem, of: contents)
                    Self.checkTold(banner.problems, english: english[index], detail: path, "\(problem) of \(contents)")
                    index += 1
                }
                for (error, contents) in failures {
                    let banner = StoreNoticeBanner()
                    banner.showSaveResult(error, of: contents)
                    Self.checkTold(banner.saveErrors, english: english[index], detail: path, "\(error) of \(contents)")
                    index += 1
                }
                let list = full.messageForList
                XCTAssertNotEqual(list.sentence, english[index], "the list's sentence is translated")
                XCTAssertFalse(list.sentence.contains("/"))
                XCTAssertTrue(list.details?.contains(path) == true)
            }
        }
    }

    @MainActor private static func checkTold(_ view: MessageView, english: String, detail: String, _ what: String) {
        let sentence = view.sentenceLabel.text
        XCTAssertFalse(sentence.isEmpty, what)
        XCTAssertNotEqual(sentence, english, "\(what): translated")
        XCTAssertFalse(sentence.contains("/") || sentence.contains("store.json") || sentence.contains("device"), "\(what): \(sentence)")
        XCTAssertTrue(view.detailsExpander.isVisible, "\(what): Details")
        XCTAssertFalse(view.detailsExpander.isExpanded, "\(what): closed until the player opens it")
        XCTAssertTrue(view.detailsLabel.text.contains(detail), "\(what): \(view.detailsLabel.text)")
        XCTAssertTrue(view.detailsLabel.isFocusStop, "\(what): selectable, for a bug report")
    }
}
