import GtkKit
import HangmanCore
import XCTest
@testable import Hangman

/// A dialog knows when GTK destroyed it, however that happened: nothing can touch a destroyed one.
final class DialogLifetimeUITests: XCTestCase {
    @MainActor
    private static func finishedGame() -> Game {
        var game = Game(puzzle: Puzzle.playable("potiron")!)
        for letter in "POTIRN" { _ = game.guess(Letter(letter)!) }
        return game
    }

    func testADestroyedDialogIgnoresEveryCallAndItsWidgetsStayReadable() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let dialog = EndOfGameDialog(game: Self.finishedGame(), over: nil) {}
            dialog.present()
            XCTAssertTrue(MainLoop.run(until: { dialog.window.isVisible }))

            dialog.closeButton.activate()
            XCTAssertTrue(MainLoop.run(until: { dialog.isClosed }), "the wrapper saw GTK destroy the window")

            dialog.dismiss()
            dialog.present()
            dialog.window.close()
            dialog.window.destroy()
            MainLoop.run(for: .milliseconds(50))
            XCTAssertFalse(dialog.window.isVisible, "present() on a destroyed dialog shows nothing")
            XCTAssertEqual(dialog.window.title, "")
            XCTAssertEqual(dialog.headline.text, "Well done!", "the content outlives the window while the controller holds it")
        }
    }

    func testEscapeClosingTheWindowIsSeenByTheWrapper() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            var answered: [String?] = []
            let dialog = RecordDialog(rank: 1, score: 30, mode: .words, prefilledName: "Ada", over: nil) { answered.append($0) }
            dialog.present()
            dialog.window.close() // what Escape and the window manager do
            XCTAssertTrue(MainLoop.run(until: { dialog.isClosed }))
            XCTAssertEqual(answered, [nil], "Escape skips: no name the player did not choose")
            dialog.window.close()
            MainLoop.run(for: .milliseconds(20))
            XCTAssertEqual(answered, [nil], "a second close of a destroyed dialog does nothing")
        }
    }

    func testADialogGoesWithItsParent() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let parent = Window()
            parent.present()
            var confirmed = false
            let dialog = ConfirmDialog(title: "Reset?", message: "Sure?", confirmLabel: "_Reset", over: parent) { confirmed = true }
            dialog.present()
            XCTAssertTrue(MainLoop.run(until: { dialog.window.isVisible }))

            parent.destroy()

            XCTAssertTrue(MainLoop.run(until: { !dialog.window.isOpen }), "destroyed with its parent")
            dialog.confirmButton.emitClicked()
            dialog.cancelButton.emitClicked()
            XCTAssertFalse(confirmed, "a destroyed dialog's button does nothing")
        }
    }

    func testReleasingTheControllerDestroysAnOpenDialog() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let before = Window.toplevels.count
            var dialog: EndOfGameDialog? = EndOfGameDialog(game: Self.finishedGame(), over: nil) {}
            dialog?.present()
            XCTAssertEqual(Window.toplevels.count, before + 1)

            dialog = nil

            XCTAssertTrue(MainLoop.run(until: { Window.toplevels.count == before }), "no orphan window is left on screen")
        }
    }
}
