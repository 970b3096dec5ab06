import GtkKit
import XCTest
@testable import Hangman

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
            ShortcutsWindow.present(over: nil)
            XCTAssertTrue(MainLoop.run(until: { Window.toplevels.count > before }), "the GtkBuilder XML is valid")
            Window.toplevels.first { $0.title == "Shortcuts" || $0.isModal }?.destroy()
        }
    }
}
