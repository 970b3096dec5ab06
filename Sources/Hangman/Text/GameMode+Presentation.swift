import GtkKit
import HangmanCore

extension GameMode {
    /// The mode's name as the tabs, the Stats page and the end panel say it.
    var displayName: String {
        switch self {
        case .words: tr("Words")
        case .movies: tr("Movies")
        }
    }

    /// The banner shown when a game of this mode comes from the bundled data.
    func bannerText(_ reason: FallbackReason) -> String {
        switch self {
        case .words: reason.wordsBannerText
        case .movies: reason.moviesBannerText
        }
    }
}
