import GtkKit
import HangmanCore
import XCTest
@testable import Hangman
import HangmanTestSupport

/// A dialog knows when GTK destroyed it, however that happened: nothing can touch a destroyed one.
final class DialogLifetimeUITests: XCTestCase {
    @MainActor
    private static func confirmDialog(onConfirm: @escaping @MainActor () -> Void = {}) -> ConfirmDialog {
        ConfirmDialog(title: "Give Up This Game?", message: "It counts as lost.", confirmLabel: "_Give Up", over: nil, onConfirm: onConfirm)
    }

    func testADestroyedDialogIgnoresEveryCallAndItsWidgetsStayReadable() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let dialog = Self.confirmDialog()
            dialog.present()
            XCTAssertTrue(MainLoop.run(until: { dialog.window.isVisible }))

            dialog.cancelButton.activate()
            XCTAssertTrue(MainLoop.run(until: { !dialog.window.isOpen }), "the wrapper saw GTK destroy the window")

            dialog.present()
            dialog.window.close()
            dialog.window.destroy()
            MainLoop.run(for: .milliseconds(50))
            XCTAssertFalse(dialog.window.isVisible, "present() on a destroyed dialog shows nothing")
            XCTAssertEqual(dialog.window.title, "")
            XCTAssertEqual(dialog.confirmButton.label, "_Give Up", "the content outlives the window while the controller holds it")
        }
    }

    func testEscapeClosingTheWindowIsSeenByTheWrapper() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            var confirmed = 0
            let dialog = Self.confirmDialog { confirmed += 1 }
            dialog.present()
            dialog.window.close() // what Escape and the window manager do
            XCTAssertTrue(MainLoop.run(until: { !dialog.window.isOpen }))
            XCTAssertEqual(confirmed, 0, "Escape is Cancel")
            dialog.window.close()
            dialog.confirmButton.emitClicked()
            MainLoop.run(for: .milliseconds(20))
            XCTAssertEqual(confirmed, 0, "a destroyed dialog's button does nothing")
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
            var dialog: ConfirmDialog? = Self.confirmDialog()
            dialog?.present()
            XCTAssertEqual(Window.toplevels.count, before + 1)

            dialog = nil

            XCTAssertTrue(MainLoop.run(until: { Window.toplevels.count == before }), "no orphan window is left on screen")
        }
    }
}
