import GtkKit
import HangmanCore

/// The banner over a game that comes from the bundled data: it says why, with an icon and
/// GTK's warning colour for a network or service cause (the information colour for a key), and
/// offers Preferences when an OMDb key would help. Its close button hides it until the cause
/// changes.
@MainActor
final class FallbackBanner {
    let label = Label()
    let icon = Image(iconName: "network-offline-symbolic")
    let closeButton = Button(iconName: "window-close-symbolic", name: tr("Hide this message"))
    private let box = Box(.horizontal, spacing: 12)
    /// The cause the player closed the banner on: it stays closed for that one.
    private(set) var dismissedReason: FallbackReason?
    private var shownReason: FallbackReason?
    /// Opens Preferences, shown when the reason concerns the API key.
    // Translators: access keys of the main window, which must differ: _New Game and S_kip (end
    // panel), _Preferences (banner), _Reset Statistics… (Stats).
    let preferencesButton = Button(label: tr("_Preferences"))
    let revealer: Revealer
    /// True when the OMDb key comes from `OMDB_API_KEY`: Preferences cannot change it, so a
    /// refused key sends the player to the variable instead.
    var keyIsFromEnvironment = false

    init() {
        box.addCSSClass("banner")
        box.addCSSClass("fallback-banner")
        icon.setAlign(vertical: .center)
        icon.widget.setAccessibleLabel(tr("Warning")) // else a screen reader says "GtkImage"
        closeButton.addCSSClass("flat")
        closeButton.setAlign(vertical: .center)
        // Two lines at most: the banner lies over the drawing, never over the counters. The
        // whole sentence is in the tooltip, and screen readers get all of it.
        label.wrapOnWords()
        label.setEllipsizeEnd()
        label.setMaxLines(2)
        label.setXAlign(0)
        label.setExpand(horizontal: true)
        preferencesButton.useUnderline()
        preferencesButton.setAction(AppAction.preferences.detailedName)
        preferencesButton.setAlign(vertical: .center)
        box.append(icon)
        box.append(label)
        box.append(preferencesButton)
        box.append(closeButton)
        revealer = Revealer(child: box)
        closeButton.onClicked { [weak self] in
            guard let self else { return }
            self.dismissedReason = self.shownReason
            self.revealer.isRevealed = false
        }
    }

    /// The banner's message while it shows, for the board to tell as a game begins.
    var message: String? {
        revealer.isRevealed ? label.text : nil
    }

    /// Takes the banner off the finished board, where it would lie over the drawing; the next
    /// game from the bundled data shows it again, unless the player closed it for its cause.
    func hideUntilNextGame() {
        revealer.isRevealed = false
    }

    /// Shows the banner for a deal from `origin`, hides it for an online one.
    func show(_ origin: PuzzleOrigin, mode: GameMode) {
        guard case .bundled(let reason) = origin else {
            revealer.isRevealed = false
            shownReason = nil
            dismissedReason = nil // back online: the next fallback is news again
            return
        }
        shownReason = reason
        icon.iconName = reason.isTrouble ? "network-offline-symbolic" : "dialog-information-symbolic"
        icon.widget.setAccessibleLabel(reason.isTrouble ? tr("Warning") : tr("Information"))
        box.setCSSClass("warning", reason.isTrouble)
        let fixedInEnvironment = keyIsFromEnvironment && (reason == .invalidAPIKey || reason == .requestLimitReached)
        let text = fixedInEnvironment ? reason.environmentKeyBannerText : mode.bannerText(reason)
        label.text = text
        GLibLog.debug("banner: \(text)")
        label.tooltip = text
        // Tab reaches the message, and a screen reader reads all of it, not the two lines shown.
        label.makeFocusStop(name: text)
        label.setAccessibleDescription("")
        preferencesButton.isVisible = reason.concernsAPIKey && !fixedInEnvironment
        guard reason != dismissedReason else { return } // closed for this cause: it returns with the next
        dismissedReason = nil
        revealer.isRevealed = true
    }
}
