import GtkKit
import HangmanCore

/// The banner over a game that comes from the bundled data: it says why, and offers
/// Preferences when an OMDb key would help.
@MainActor
final class FallbackBanner {
    let label = Label()
    /// Opens Preferences, shown when the reason concerns the API key.
    let preferencesButton = Button(label: tr("_Preferences"))
    let revealer: Revealer
    /// True when the OMDb key comes from `OMDB_API_KEY`: Preferences cannot change it, so a
    /// refused key sends the player to the variable instead.
    var keyIsFromEnvironment = false

    init() {
        let box = Box(.horizontal, spacing: 12)
        box.addCSSClass("banner")
        label.wrapOnWords()
        label.setXAlign(0)
        label.setExpand(horizontal: true)
        preferencesButton.useUnderline()
        preferencesButton.setAction(AppAction.preferences.detailedName)
        preferencesButton.setAlign(vertical: .center)
        box.append(label)
        box.append(preferencesButton)
        revealer = Revealer(child: box)
    }

    /// Shows the banner for a deal from `origin`, hides it for an online one.
    func show(_ origin: PuzzleOrigin, mode: GameMode) {
        guard case .bundled(let reason) = origin else {
            revealer.isRevealed = false
            return
        }
        let fixedInEnvironment = keyIsFromEnvironment && (reason == .invalidAPIKey || reason == .requestLimitReached)
        label.text = fixedInEnvironment ? reason.environmentKeyBannerText : mode.bannerText(reason)
        preferencesButton.isVisible = reason.concernsAPIKey && !fixedInEnvironment
        revealer.isRevealed = true
    }
}
