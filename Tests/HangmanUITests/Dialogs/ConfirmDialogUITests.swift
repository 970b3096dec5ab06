import GtkKit
import XCTest
@testable import Hangman

/// A destructive question: Enter and Escape keep what the player had.
final class ConfirmDialogUITests: XCTestCase {
    func testEnterOnTheGiveUpQuestionKeepsTheGame() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            var confirmed = false
            let dialog = ConfirmDialog(
                title: "Give Up This Game?", message: "It counts as a lost game, and its answer is shown.",
                confirmLabel: "_Give Up", over: nil
            ) { confirmed = true }
            dialog.present()
            XCTAssertTrue(MainLoop.run(until: { dialog.window.isVisible }))
            XCTAssertTrue(dialog.body.containsFocus, "the keyboard starts on the question, which a screen reader reads")
            XCTAssertTrue(dialog.window.isDefault(dialog.cancelButton), "Enter is Cancel")
            XCTAssertFalse(dialog.window.isDefault(dialog.confirmButton))

            dialog.cancelButton.activate() // what Enter does; `clicked` comes after the press animation
            XCTAssertTrue(MainLoop.run(until: { !dialog.window.isOpen }, timeout: .seconds(2)), "Enter closes the question")
            XCTAssertFalse(confirmed, "Enter never gives up")
        }
    }

    func testEscapeOnTheGiveUpQuestionKeepsTheGame() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            var confirmed = false
            let dialog = ConfirmDialog(title: "Give Up This Game?", message: "", confirmLabel: "_Give Up", over: nil) { confirmed = true }
            dialog.present()
            XCTAssertTrue(MainLoop.run(until: { dialog.window.isVisible }))
            dialog.window.close() // what Escape does in a modal window (Window.makeModal)
            MainLoop.run(for: .milliseconds(50))
            XCTAssertFalse(confirmed)
            XCTAssertFalse(dialog.window.isOpen)
        }
    }

    func testTheDestructiveActionIsTakenOnlyByItsOwnButton() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            var confirmed = false
            let dialog = ConfirmDialog(title: "Give Up This Game?", message: "", confirmLabel: "_Give Up", over: nil) { confirmed = true }
            dialog.present()
            dialog.confirmButton.activate()
            XCTAssertTrue(MainLoop.run(until: { confirmed }, timeout: .seconds(2)))
        }
    }
}
