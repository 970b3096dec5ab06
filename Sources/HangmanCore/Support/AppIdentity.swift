/// Names that identify the application everywhere: D-Bus, data directories, gettext.
public enum AppIdentity {
    public static let applicationID = "io.github.swifthangman.Hangman"
    public static let executableName = "hangman"
    public static let gettextDomain = "hangman"
    public static let version = "0.1.0"
}
