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
        case .missingAPIKey, .invalidAPIKey, .requestLimitReached, .nothingPlayable:
            tr("This word comes from the built-in list.")
        }
    }
}

extension FallbackReason {
    /// The banner shown when a Movies game comes from the bundled catalogue.
    var moviesBannerText: String {
        switch self {
        case .missingAPIKey:
            tr("Movies come from the built-in catalog. For all of OMDb, add a free OMDb API key in Preferences.")
        case .invalidAPIKey:
            tr("OMDb refused the API key, so this movie comes from the built-in catalog. Check the key in Preferences.")
        case .requestLimitReached:
            tr("The OMDb key has used its requests for today, so this movie comes from the built-in catalog. It works again tomorrow.")
        case .offline:
            tr("No network connection: this movie comes from the built-in catalog.")
        case .serviceError:
            tr("OMDb is not answering properly: this movie comes from the built-in catalog.")
        case .rateLimited:
            tr("OMDb asks us to slow down: this movie comes from the built-in catalog.")
        case .slowNetwork:
            tr("OMDb is slow to answer: this movie comes from the built-in catalog.")
        case .nothingPlayable:
            tr("None of the movies tried on OMDb can be played here: this one comes from the built-in catalog.")
        }
    }
}

extension FallbackReason {
    /// The Movies banner when the refused key comes from `OMDB_API_KEY`, which Preferences
    /// cannot change.
    var environmentKeyBannerText: String {
        self == .requestLimitReached
            ? tr("The OMDb key in the OMDB_API_KEY environment variable has used its requests for today, so this movie comes from the built-in catalog.")
            : tr("OMDb refused the key in the OMDB_API_KEY environment variable, so this movie comes from the built-in catalog. Check that variable.")
    }
}

extension OMDbKeyCheck {
    /// What "Check key" tells the player.
    var explanation: String {
        switch self {
        case .valid: tr("The key works.")
        case .refused(.missingAPIKey): tr("Enter a key first.")
        case .refused(.requestLimitReached): tr("The key is valid but has used its requests for today.")
        case .refused: tr("OMDb refused this key. Check that you copied all of it, and that you activated it from OMDb's e-mail.")
        case .unreachable: tr("Could not reach OMDb. Check the network connection.")
        case .unexpectedAnswer: tr("OMDb gave an unexpected answer. Try again later.")
        }
    }
}
