import GtkKit
import HangmanCore

/// A failure told to the player: one translated sentence that says what happened and what they
/// can do, and the raw detail (the file, the system's own words) that a bug report needs, shown
/// only behind "Details".
struct PlayerMessage: Equatable {
    var sentence: String
    var details: String?
}

extension FileSystemError {
    /// The file and the system's own words, for the Details of a message.
    var details: String { "\(path)\n\(operation): \(reason)" }
}

extension StoreProblem {
    /// Told to the player once, at start-up. Each sentence is whole, for the translators.
    func message(of contents: StoreContents) -> PlayerMessage {
        PlayerMessage(sentence: sentence(of: contents), details: details)
    }

    private var details: String {
        switch self {
        case .movedAside(let path), .partKeptAside(let path): path
        case .unreadable(let reason): reason
        case .newerVersion(let version): "schemaVersion \(version)"
        }
    }

    private func sentence(of contents: StoreContents) -> String {
        if contents == .gameInProgress { return sentenceOfGamesInProgress }
        if contents == .keptPuzzles, case .movedAside = self {
            return tr("The words and films kept for your next games could not be read, so their file was set aside. New ones are fetched.")
        }
        if contents == .wordList, case .movedAside = self {
            return tr("One of your word lists could not be read, so it was set aside. Add it again from its file in Preferences.")
        }
        let games = contents == .games
        return switch self {
        case .movedAside:
            games
                ? tr("Your saved games could not be read, so a fresh file was started. The old file was kept.")
                : tr("Your preferences could not be read, so the defaults are used. The old file was kept.")
        case .unreadable:
            games
                ? tr("Your saved games could not be opened. Games will not be saved in this session.")
                : tr("Your preferences could not be opened. Changes to them will not be kept after this session; your games are still saved.")
        case .newerVersion:
            games
                ? tr("Your saved games were written by a newer version of Hangman. They are shown but left untouched: games will not be saved in this session.")
                : tr("Your preferences were written by a newer version of Hangman. They are used but left untouched.")
        case .partKeptAside:
            tr("Part of your saved games could not be read. A copy of the file was kept, and everything that could be read is kept.")
        }
    }

    /// The games under way are kept so that a quit loses nothing: said while the player can
    /// still finish the game.
    private var sentenceOfGamesInProgress: String {
        switch self {
        case .movedAside, .partKeptAside:
            tr("Your unfinished games could not be read, so they were set aside.")
        case .unreadable:
            tr("Your unfinished games could not be opened, so a game you leave unfinished will not come back. Finish this one to keep its result.")
        case .newerVersion:
            tr("Your unfinished games were kept by a newer version of Hangman and are left untouched, so a game you leave unfinished now will not come back.")
        }
    }
}

extension StoreError {
    /// The file and the system's own words, when there are some.
    var details: String? {
        if case .writeFailed(let failure) = self { return failure.details }
        if case .encodingFailed(let reason) = self { return reason }
        return nil
    }

    /// Why a change to `contents` was not saved.
    func message(of contents: StoreContents) -> PlayerMessage {
        PlayerMessage(sentence: sentence(of: contents), details: details)
    }

    private func sentence(of contents: StoreContents) -> String {
        if contents == .gameInProgress {
            return tr("Your game under way could not be kept, so it will not come back if you quit. Finish it to keep its result.")
        }
        guard contents == .settings else { return sentenceForGames }
        return switch self {
        case .writeFailed(let failure) where failure.kind == .diskFull:
            tr("Your preferences could not be saved because the disk is full. They apply until you quit.")
        case .writeFailed:
            tr("Your preferences could not be saved. They apply until you quit.")
        case .readOnly:
            tr("Your preferences are not saved in this session: their file could not be opened for writing.")
        case .encodingFailed:
            tr("Your preferences could not be saved.")
        case .lockHeld:
            tr("Another program is using your preferences file, so your change is not saved yet. It applies until you quit.")
        }
    }

    /// Why a word list was not added, and what to do.
    var messageForList: PlayerMessage {
        let sentence = switch self {
        case .writeFailed(let failure) where failure.kind == .diskFull:
            tr("The list could not be added because the disk is full. Free some space, then add it again.")
        case .writeFailed(let failure) where failure.kind == .noPermission || failure.kind == .readOnlyFileSystem:
            tr("The list could not be added because Hangman may not write in its folder.")
        case .lockHeld:
            tr("The list could not be added because another program is using Hangman’s files. Try again in a moment.")
        case .writeFailed, .readOnly, .encodingFailed:
            tr("The list could not be added. Try adding it again.")
        }
        return PlayerMessage(sentence: sentence, details: details)
    }

    /// Why a game or a name was not saved, and what to do.
    var message: PlayerMessage {
        PlayerMessage(sentence: sentenceForGames, details: details)
    }

    private var sentenceForGames: String {
        switch self {
        case .writeFailed(let failure):
            switch failure.kind {
            case .diskFull:
                tr("The disk is full, so your last game was not saved. Free some space: the next one will be saved again.")
            case .noPermission:
                tr("Hangman is not allowed to write its saved games, so your last game was not saved.")
            case .readOnlyFileSystem:
                tr("The disk that holds your saved games is read-only, so your last game was not saved.")
            case .other, .missing:
                tr("Your last game could not be saved. The next one will be tried again.")
            }
        case .readOnly:
            tr("Games are not saved in this session: your saved games file could not be opened for writing.")
        case .encodingFailed:
            tr("Your last game could not be saved.")
        case .lockHeld(keptAside: true):
            tr("Another program is using your saved games file, so your last game was kept aside. It will be added when Hangman next saves or starts.")
        case .lockHeld(keptAside: false):
            tr("Another program is using your saved games file, so this change was not saved. Try again in a moment.")
        }
    }
}
