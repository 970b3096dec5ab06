import GtkKit

/// The main window's header bar: New Game, the title, and GNOME's primary menu.
@MainActor
enum MainHeaderBar {
    static func make() -> HeaderBar {
        let header = HeaderBar()
        // No access key: the end panel's New Game has Alt+N in this window, and Ctrl+N is this
        // button's shortcut (GNOME's header bar buttons have none).
        let newGameButton = Button(label: tr("New Game"))
        newGameButton.setAction(AppAction.newGame.detailedName)
        newGameButton.tooltip = tr("Start a new game (Ctrl+N)")
        header.packStart(newGameButton)
        // The title is never cut to "Han…" in a narrow window: the buttons leave it room.
        let title = Label(tr("Hangman"))
        title.addCSSClass("title")
        header.setTitleWidget(title)
        // GNOME's primary menu: no New Game (the button beside it) and no Quit (Ctrl+Q stays).
        let menu = Menu()
        // Translators: access keys of the main menu, which must differ: _Word for a Friend…,
        // _Preferences, _How to Play, _Keyboard Shortcuts, _About Hangman.
        menu.append(tr("_Word for a Friend…"), action: AppAction.friendWord.detailedName)
        menu.append(tr("_Preferences"), action: AppAction.preferences.detailedName)
        let aboutSection = Menu()
        aboutSection.append(tr("_How to Play"), action: AppAction.howToPlay.detailedName)
        aboutSection.append(tr("_Keyboard Shortcuts"), action: AppAction.shortcuts.detailedName)
        aboutSection.append(tr("_About Hangman"), action: AppAction.about.detailedName)
        menu.appendSection(aboutSection)
        let menuButton = MenuButton(iconName: "open-menu-symbolic", menu: menu)
        menuButton.setPrimary()
        menuButton.setTooltipRepeatingName(tr("Main Menu"))
        menuButton.setAccessibleName(tr("Main Menu"))
        header.packEnd(menuButton)
        return header
    }
}
