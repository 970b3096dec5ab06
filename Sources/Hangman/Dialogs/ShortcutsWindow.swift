import GtkKit

/// The keyboard-shortcuts window (Ctrl+?), listing every accelerator of the game.
@MainActor
enum ShortcutsWindow {
    private struct Shortcut {
        var title: String
        var accelerator: String
    }

    private static func groups() -> [(title: String, shortcuts: [Shortcut])] {
        func accelerators(_ action: AppAction) -> String { action.accelerators.joined(separator: " ") }
        return [
            // Translators: a group of the keyboard shortcuts window.
            (ctr("shortcuts group", "Game"), [
                Shortcut(title: tr("Guess a letter"), accelerator: "a...z"),
                Shortcut(title: tr("New game"), accelerator: accelerators(.newGame)),
                Shortcut(title: tr("Word for a friend"), accelerator: accelerators(.friendWord)),
                Shortcut(title: tr("Next game, once one is over"), accelerator: "Return"),
                Shortcut(title: tr("Leave a new record without a name"), accelerator: "Escape"),
                Shortcut(title: tr("Easy words"), accelerator: accelerators(.levelEasy)),
                Shortcut(title: tr("Normal words"), accelerator: accelerators(.levelNormal)),
                Shortcut(title: tr("Hard words"), accelerator: accelerators(.levelHard)),
            ]),
            (tr("Pages"), [
                Shortcut(title: Page.words.title, accelerator: accelerators(.showWords)),
                Shortcut(title: Page.movies.title, accelerator: accelerators(.showMovies)),
                Shortcut(title: Page.stats.title, accelerator: accelerators(.showStats)),
                Shortcut(title: tr("Previous page"), accelerator: accelerators(.previousPage)),
                Shortcut(title: tr("Next page"), accelerator: accelerators(.nextPage)),
            ]),
            (tr("Dialogs"), [
                Shortcut(title: tr("Give up, in New Game's question"), accelerator: "<Alt>g"),
                Shortcut(title: tr("Close a dialog, keeping the game"), accelerator: "Escape"),
            ]),
            (tr("General"), [
                Shortcut(title: tr("How to play"), accelerator: accelerators(.howToPlay)),
                Shortcut(title: tr("Preferences"), accelerator: accelerators(.preferences)),
                Shortcut(title: tr("Keyboard shortcuts"), accelerator: accelerators(.shortcuts)),
                Shortcut(title: tr("Quit"), accelerator: accelerators(.quit)),
            ]),
        ]
    }

    /// The titles listed, for tests: every accelerator of `AppAction` appears.
    static var listedAccelerators: [String] {
        groups().flatMap { $0.shortcuts.map(\.accelerator) }
    }

    /// GTK 4.8 names these keys through its own catalogue, which has no English: in an English
    /// session its shortcut labels read "Page_Up". The window says them as a keyboard does.
    static var keyNames: [String: String] {
        ["Page_Up": tr("Page Up"), "Page_Down": tr("Page Down")]
    }

    /// "New game: Ctrl+N", or "Next page: Ctrl+Page Down, Ctrl+Tab" for two.
    private static func spokenShortcut(_ shortcut: Shortcut) -> String {
        let keys = shortcut.accelerator.split(separator: " ").map { accelerator in
            let label = Accelerator.label(String(accelerator))
            return keyNames.reduce(label) { text, name in text.replacing(name.key, with: name.value) }
        }
        let separator = ", "
        // Translators: a shortcut as a screen reader reads it: "New game: Ctrl+N".
        return tr("{action}: {keys}").filling(["action": shortcut.title, "keys": keys.joined(separator: separator)])
    }

    @discardableResult
    static func present(over parent: Window?) -> Window? {
        let groupsXML = groups().map { group in
            let items = group.shortcuts.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut">
                  <property name="title">\(Builder.escape(shortcut.title))</property>
                  <property name="accelerator">\(Builder.escape(shortcut.accelerator))</property>
                </object></child>
                """
            }.joined()
            return """
            <child><object class="GtkShortcutsGroup">
              <property name="title">\(Builder.escape(group.title))</property>\(items)
            </object></child>
            """
        }.joined()
        let xml = """
        <interface>
          <object class="GtkShortcutsWindow" id="shortcuts">
            <property name="modal">1</property>
            <child><object class="GtkShortcutsSection">
              <property name="section-name">main</property>
              <property name="max-height">30</property>\(groupsXML)
            </object></child>
          </object>
        </interface>
        """
        guard let window = Builder.window(fromXML: xml, id: "shortcuts") else { return nil }
        window.widget.relabelDescendants { keyNames[$0] }
        // Tab reaches every shortcut, read with its keys: "New game: Ctrl+N".
        let spoken = Dictionary(groups().flatMap(\.shortcuts).map { ($0.title, spokenShortcut($0)) }) { first, _ in first }
        window.widget.makeDescendantLabelsFocusStops { spoken[$0] }
        window.widget.nameBuiltInParts(pages: tr("Keyboard Shortcuts"), iconButtons: tr("Search Shortcuts"))
        window.makeModal(over: parent)
        window.present()
        return window
    }
}
