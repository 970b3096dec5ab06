import GtkKit
import HangmanCore

/// The questions the window asks before the flow goes on: whether to give up a game under way
/// (New Game, Word for a Friend), and a friend's word.
extension MainWindow {
    /// Word for a Friend: on the Words page, after New Game's question when a game is under
    /// way (given up, it counts as lost), the dialog; its word is dealt at once.
    func askForFriendWord() {
        show(.words)
        guard !wordsPage.hasGameInProgress else {
            return askToGiveUp(wordsPage) { [weak self] in self?.presentFriendWordDialog() }
        }
        presentFriendWordDialog()
    }

    func presentFriendWordDialog() {
        let dialog = FriendWordDialog(language: services.wordChoice.language, over: window, makeDeal: OwnWordDeal.friend) { [weak self] deal in
            self?.friendWordDialog = nil
            self?.wordsPage.begin(deal)
        }
        dialog.window.onDestroy { [weak self] in self?.friendWordDialog = nil }
        friendWordDialog = dialog
        dialog.present()
    }

    /// A new game on the page shown; none on Stats, where New Game is off. A game under way
    /// is not dropped silently: New Game asks first, and a game given up counts as lost.
    func startNewGame() {
        currentGamePage?.startNewGame()
    }

    /// Asks whether to give up `page`'s game (it counts as lost); given up, `then` runs next.
    func askToGiveUp(_ page: GamePage, then: (() -> Void)? = nil) {
        let dialog = ConfirmDialog(
            title: tr("Give Up This Game?"), message: tr("It counts as a lost game, and its answer is shown."),
            // Translators: access keys of the give-up question, which must differ: _Cancel, _Give Up.
            confirmLabel: tr("_Give Up"), over: window
        ) { [weak page] in
            page?.giveUp()
            then?()
        }
        giveUpDialog = dialog
        dialog.present()
    }
}
