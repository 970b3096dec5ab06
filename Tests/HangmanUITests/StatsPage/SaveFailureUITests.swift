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
            XCTAssertEqual(error.explanation, "The disk is full, so your last game was not saved. Free some space: the next one will be saved again.")
            XCTAssertFalse(FileManager.default.fileExists(atPath: harness.storePath), "nothing half-written")
        }
    }

    func testEachCauseHasItsOwnPlainSentence() {
        MainActor.assumeIsolated {
            let path = "/home/ada/.local/share/io.github.swifthangman.Hangman/store.json"
            let sentences = [ENOSPC, EACCES, EROFS, EIO].map { StoreError.writeFailed(FileSystemError("open", path: path, code: $0)).explanation }
                + [StoreError.readOnly.explanation]
            XCTAssertEqual(Set(sentences).count, sentences.count, "one sentence per cause")
            for sentence in sentences {
                XCTAssertFalse(sentence.contains("writeFailed") || sentence.contains("readOnly") || sentence.contains("tmp-"), sentence)
            }
            XCTAssertTrue(sentences[1].contains("/home/ada/.local/share/io.github.swifthangman.Hangman"), "the folder to check")
        }
    }
}
