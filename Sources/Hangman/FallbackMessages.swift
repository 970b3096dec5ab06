import GtkKit
import HangmanCore

extension FallbackReason {
    /// The banner shown when a Words game comes from the bundled list.
    var wordsBannerText: String {
        switch self {
        case .offline:
            tr("No network connection: this word comes from the built-in list.")
        case .serviceError:
            tr("The word service is not answering properly: this word comes from the built-in list.")
        case .rateLimited:
            tr("The word service asks us to slow down: this word comes from the built-in list.")
        case .slowNetwork:
            tr("The word service is slow to answer: this word comes from the built-in list.")
        case .missingAPIKey, .invalidAPIKey, .requestLimitReached:
            tr("This word comes from the built-in list.")
        }
    }
}

extension StoreProblem {
    /// Told to the player once, at start-up.
    var explanation: String {
        switch self {
        case .movedAside(let brokenPath):
            tr("Your saved games could not be read, so a fresh file was started. The old file was kept as {path}.")
                .filling(["path": brokenPath])
        case .unreadable(let reason):
            tr("Your saved games could not be opened ({reason}). Games will not be saved in this session.")
                .filling(["reason": reason])
        }
    }
}
