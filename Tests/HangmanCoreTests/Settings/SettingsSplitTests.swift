import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// The settings have their own small file, so the window opens without reading the games, which
/// are read on first use (off the main thread, after the first frame).
@Suite("Settings apart from the games, and the games read on first use", .serialized)
struct SettingsSplitTests {
    private static let game = FinishedGame(
        mode: .words, puzzle: "pumpkin", result: .won, wrongLetters: [], score: 30, duration: 10, date: Date(timeIntervalSince1970: 1_000_000))

    private static func writeStore(_ values: String, to path: String) throws {
        try AtomicFile.write(Array(#"{"schemaVersion":2,"values":\#(values)}"#.utf8), to: path)
    }

    @Test("a store from before the split gives its settings to settings.json once, and keeps its games")
    func migration() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let gamesPath = directory + "/store.json"
            let old = KeyValueStore(path: gamesPath)
            try GameHistory(store: old).append(Self.game)
            try old.set("de", forKey: "wordLanguage")
            try old.set(900, forKey: "windowWidth")
            try old.set("Ada", forKey: "lastPlayerName")
            let settingsPath = SettingsSplit.settingsPath(besideGamesAt: gamesPath)
            #expect(settingsPath == directory + "/settings.json")

            let settings = SettingsSplit.openSettings(at: settingsPath, games: KeyValueStore(path: gamesPath, loading: .onFirstUse))
            #expect(settings.string(forKey: "wordLanguage") == "de")
            #expect(settings.integer(forKey: "windowWidth") == 900)
            #expect(KeyValueStore(path: settingsPath).string(forKey: "lastPlayerName") == "Ada", "on disk")
            let games = KeyValueStore(path: gamesPath)
            #expect(Set(games.dictionaryRepresentation().keys) == [GameHistory.key], "the settings left the games' file")
            #expect(GameHistory(store: games).games.map(\.puzzle) == ["pumpkin"])

            // Later runs read settings.json only: a games file changed meanwhile is not read.
            try Self.writeStore(#"{"history":[],"wordLanguage":"fr"}"#, to: gamesPath)
            let later = KeyValueStore(path: gamesPath, loading: .onFirstUse)
            #expect(SettingsSplit.openSettings(at: settingsPath, games: later).string(forKey: "wordLanguage") == "de")
            #expect(later.string(forKey: "wordLanguage") == "fr", "left where it was: not a pre-split store any more")
        }
    }

    @Test("a first run with no files writes none until something is saved, and never reads the games")
    func freshStart() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let gamesPath = directory + "/store.json"
            let settings = SettingsSplit.openSettings(at: directory + "/settings.json", games: KeyValueStore(path: gamesPath, loading: .onFirstUse))
            #expect(settings.problem == nil)
            #expect(!FileSystem.exists(directory + "/settings.json") && !FileSystem.exists(gamesPath))
            try settings.set(true, forKey: SoundSettings.key)
            #expect(KeyValueStore(path: directory + "/settings.json").bool(forKey: SoundSettings.key))
        }
    }

    @Test("a newer version's games file lends its settings but keeps them, untouched")
    func newerGames() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let gamesPath = directory + "/store.json"
            let newer = #"{"schemaVersion":3,"values":{"history":[],"wordLevel":"hard"}}"#
            try AtomicFile.write(Array(newer.utf8), to: gamesPath)
            let settings = SettingsSplit.openSettings(at: directory + "/settings.json", games: KeyValueStore(path: gamesPath, loading: .onFirstUse))
            #expect(settings.string(forKey: WordSettings.levelKey) == "hard")
            #expect(try AtomicFile.read(gamesPath, limit: AtomicFile.Limit.store) == Array(newer.utf8))
        }
    }

    @Test("a store opened on first use reads its file at the first call, not when created")
    func onFirstUse() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            try Self.writeStore(#"{"counter":1}"#, to: path)
            let lazy = KeyValueStore(path: path, loading: .onFirstUse)
            let eager = KeyValueStore(path: path)
            try Self.writeStore(#"{"counter":2}"#, to: path)
            #expect(eager.integer(forKey: "counter") == 1)
            #expect(lazy.integer(forKey: "counter") == 2, "the file as it is at the first call")

            let broken = KeyValueStore(path: directory + "/broken.json", loading: .onFirstUse)
            try AtomicFile.write(Array("{not json".utf8), to: directory + "/broken.json")
            guard case .movedAside? = broken.problem else {
                Issue.record("a file that does not parse is moved aside on first use too: \(String(describing: broken.problem))")
                return
            }
        }
    }

    @Test("the first use from many threads at once gives every caller the games")
    func concurrentFirstUse() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let history = GameHistory(store: KeyValueStore(path: path))
            try history.append(Self.game)
            let lazy = GameHistory(store: KeyValueStore(path: path, loading: .onFirstUse))
            let counts = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 { group.addTask { lazy.games.count } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(counts == Array(repeating: 1, count: 8))
        }
    }
}
