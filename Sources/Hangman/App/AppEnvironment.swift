#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GtkKit
import HangmanCore

/// Where the app finds its files and services, from the environment.
struct AppEnvironment {
    /// The folder holding `style.css`, `words/`, `movies/`.
    var dataDirectory: String
    /// Compiled translations, if found next to the binary.
    var localeDirectory: String?
    var storePath: String
    var omdbCachePath: String
    /// `$XDG_CACHE_HOME`: the kept ready queues and the bundled lists' orders live under it.
    var cacheDirectory: String
    var wordEndpoints: [WordEndpoint]
    /// The environment as the process got it: `OMDbKey` reads its two variables from it.
    var variables: [String: String]
    /// `HANGMAN_EXIT_AFTER_FIRST_FRAME=1`: print the milestones of the start and the time of the
    /// first frame, then quit (benchmarks).
    var exitsAfterFirstFrame = false
    /// `HANGMAN_EXIT_AFTER_FIRST_PUZZLE=1`: the same, at the first frame that shows a puzzle.
    var exitsAfterFirstPuzzle = false

    static func current() -> AppEnvironment {
        let environment = ProcessInfo.processInfo.environment
        let executableDirectory = FileSystem.parentDirectory(of: FileSystem.executablePath())
        let dataHome = XDGDirectory.data.path(environment: environment, home: UserDirectories.home)
        let cacheHome = XDGDirectory.cache.path(environment: environment, home: UserDirectories.home)
        return AppEnvironment(
            dataDirectory: findDataDirectory(environment: environment, executableDirectory: executableDirectory),
            localeDirectory: findLocaleDirectory(environment: environment, executableDirectory: executableDirectory),
            storePath: GameArchive.defaultStorePath(userDataDirectory: dataHome),
            omdbCachePath: OMDbCache.defaultPath(userCacheDirectory: cacheHome),
            cacheDirectory: cacheHome,
            wordEndpoints: WordEndpoint.configured(environment: environment),
            variables: environment,
            exitsAfterFirstFrame: environment["HANGMAN_EXIT_AFTER_FIRST_FRAME"] == "1",
            exitsAfterFirstPuzzle: environment["HANGMAN_EXIT_AFTER_FIRST_PUZZLE"] == "1"
        )
    }

    var styleSheetPath: String { "\(dataDirectory)/style.css" }
    /// The game's event sounds.
    var soundsDirectory: String { "\(dataDirectory)/sounds" }
    /// The bundled word lists, their meanings and categories, and the deny lists of every language.
    var wordsDirectory: String { "\(dataDirectory)/words" }
    var catalogPath: String { "\(dataDirectory)/movies/catalogue.json" }
    /// The source tree's icons; an installed game finds its icon in the theme.
    var iconDirectory: String? {
        FileSystem.exists("\(dataDirectory)/icons/hicolor") ? "\(dataDirectory)/icons" : nil
    }

    /// `HANGMAN_DATA_DIR`, else `<prefix>/share/hangman` next to an installed binary, else the
    /// `data/` folder of the source tree that holds the binary (`swift run`, `make run`).
    private static func findDataDirectory(environment: [String: String], executableDirectory: String) -> String {
        if let override = environment["HANGMAN_DATA_DIR"], !override.isEmpty { return override }
        let installed = "\(executableDirectory)/../share/\(AppIdentity.executableName)"
        if FileSystem.exists("\(installed)/words/en.txt") { return installed }
        var directory = executableDirectory
        for _ in 0..<6 {
            if FileSystem.exists("\(directory)/data/words/en.txt") { return "\(directory)/data" }
            directory = FileSystem.parentDirectory(of: directory)
        }
        return "data"
    }

    /// `HANGMAN_LOCALE_DIR`, else `<prefix>/share/locale` next to an installed binary, else the
    /// `build/locale` that `make` compiles in the source tree; nil leaves gettext's default.
    private static func findLocaleDirectory(environment: [String: String], executableDirectory: String) -> String? {
        if let override = environment["HANGMAN_LOCALE_DIR"], !override.isEmpty { return override }
        var candidates = ["\(executableDirectory)/../share/locale"]
        var directory = executableDirectory
        for _ in 0..<6 {
            candidates.append("\(directory)/build/locale")
            directory = FileSystem.parentDirectory(of: directory)
        }
        return candidates.first { FileSystem.exists("\($0)/fr/LC_MESSAGES/\(AppIdentity.gettextDomain).mo") }
    }

}
