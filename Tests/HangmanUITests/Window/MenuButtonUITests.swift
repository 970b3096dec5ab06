import GtkKit
import XCTest
import HangmanTestSupport

/// The header bar's menu button builds its popover when the menu first opens, not before the
/// first frame, and the menu then opens as before.
final class MenuButtonUITests: XCTestCase {
    func testTheMenuIsBuiltWhenItFirstOpensAndOpensAgainAfterwards() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let menu = Menu()
            menu.append("_New Game", action: "app.new-game")
            menu.append("_Quit", action: "app.quit")
            let button = MenuButton(iconName: "open-menu-symbolic", menu: menu)
            let header = HeaderBar()
            header.packEnd(button)
            let window = Window()
            window.setTitlebar(header)
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(MainLoop.run(until: { button.isDrawable }), "the window is shown")
            XCTAssertFalse(button.hasBuiltMenu, "nothing is built before the menu opens")

            button.popup()
            XCTAssertTrue(MainLoop.run(until: { button.isMenuOpen }), "the menu opens on the first try")
            XCTAssertTrue(button.hasBuiltMenu)

            button.popdown()
            XCTAssertTrue(MainLoop.run(until: { !button.isMenuOpen }), "the menu closes")
            button.popup()
            XCTAssertTrue(MainLoop.run(until: { button.isMenuOpen }), "and opens again")
        }
    }
}
