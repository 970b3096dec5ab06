/// Names that identify the application everywhere: D-Bus, data directories, gettext.
public enum AppIdentity {
    public static let applicationID = "io.github.swifthangman.Hangman"
    public static let executableName = "hangman"
    public static let gettextDomain = "hangman"
    /// The one place the version and its date are written: the About dialog shows them, and
    /// `scripts/build-data.sh` (the metainfo's release) and `make deb` (the package and its
    /// changelog) read them from this file.
    public static let version = "1.0.0"
    public static let releaseDate = "2026-11-26"
}
