import GtkKit
import XCTest
@testable import Hangman
import HangmanTestSupport

/// The keyboard-shortcuts window lists what the app really binds.
final class ShortcutsUITests: XCTestCase {
    func testTheShortcutsWindowListsEveryAcceleratorOfTheApp() {
        MainActor.assumeIsolated {
            let listed = Set(ShortcutsWindow.listedAccelerators.flatMap { $0.split(separator: " ").map(String.init) })
            for action in AppAction.allCases {
                for accelerator in action.accelerators {
                    XCTAssertTrue(listed.contains(accelerator), "\(action.detailedName) \(accelerator) is not listed")
                }
            }
        }
    }

    func testTheShortcutsWindowBuildsFromItsDescription() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let before = Window.toplevels.count
            let window = try XCTUnwrap(ShortcutsWindow.present(over: nil), "the GtkBuilder XML is valid")
            defer { window.destroy() }
            XCTAssertTrue(MainLoop.run(until: { Window.toplevels.count > before }))
        }
    }

    func testKeysAreNamedAsAKeyboardSaysThemNeverByTheirRawNames() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let window = try XCTUnwrap(ShortcutsWindow.present(over: nil))
            defer { window.destroy() }
            let texts = window.widget.descendantLabelTexts
            XCTAssertTrue(texts.contains("Previous page"), "the walk reaches the shortcuts' titles")
            XCTAssertTrue(texts.contains("Page Up"))
            XCTAssertTrue(texts.contains("Page Down"))
            XCTAssertFalse(texts.contains { $0.contains("Page_") }, "no raw key name: \(texts.filter { $0.contains("_") })")
        }
    }
}
