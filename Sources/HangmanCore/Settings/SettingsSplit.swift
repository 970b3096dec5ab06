/// The player's settings (window size, word language and level, sound, OMDb key, last name) live
/// in `settings.json`, apart from the games in `store.json`: the window opens once the small file
/// is read, and a history of any size is read off the main thread after the first frame.
public enum SettingsSplit {
    /// `settings.json`, beside the games' `store.json`.
    public static func settingsPath(besideGamesAt gamesPath: String) -> String {
        "\(FileSystem.parentDirectory(of: gamesPath))/settings.json"
    }

    /// The settings store at `path`. A games store written before the split also holds the
    /// settings: the first time, with no settings file yet, they are moved out of it (its one
    /// read before the window opens), and the settings file is written even when empty, so the
    /// games store is never read early again. A games store this version may not write (a newer
    /// version's, or an unreadable one) keeps its copy.
    /// The settings beside the games' store at `gamesPath`, for a command that runs without a
    /// window (`--import-list`): written at once, since the process ends right after.
    public static func openSettings(besideGamesAt gamesPath: String) -> KeyValueStore {
        openSettings(at: settingsPath(besideGamesAt: gamesPath), games: KeyValueStore(path: gamesPath, loading: .onFirstUse))
    }

    public static func openSettings(at path: String, games: KeyValueStore, writing: KeyValueStore.Writing = .immediate) -> KeyValueStore {
        let isFirstRun = !FileSystem.exists(path) && FileSystem.exists(games.path)
        guard isFirstRun else { return KeyValueStore(path: path, writing: writing) }
        // The move is written at once, settings first, before the games lose their copy; then
        // the settings are opened as asked.
        let settings = KeyValueStore(path: path)
        split(into: settings, games: games)
        if case .immediate = writing { return settings }
        return KeyValueStore(path: path, writing: writing)
    }

    /// Moves the settings out of `games` into `settings`.
    private static func split(into settings: KeyValueStore, games: KeyValueStore) {
        guard settings.problem == nil else { return }
        let moved = games.dictionaryRepresentation().filter { !GameHistory.storeKeys.contains($0.key) }
        do {
            try settings.update { values in values.merge(moved) { current, _ in current } }
        } catch {
            return
        }
        guard !moved.isEmpty else { return }
        try? games.update { values in
            for key in moved.keys { values[key] = nil }
        }
    }
}
