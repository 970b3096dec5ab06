import CGtk

/// The user's directories. The XDG ones are resolved by `XDGDirectory` (HangmanCore), which
/// ignores a relative path as the XDG spec asks; GLib's own functions take any value.
public enum UserDirectories {
    /// The home directory: `$HOME`, else the password database's.
    public static var home: String { String(cString: g_get_home_dir()) }
    /// The account's real name, or the user name when it is unknown.
    public static var realName: String {
        let name = String(cString: g_get_real_name())
        return name.isEmpty || name == "Unknown" ? String(cString: g_get_user_name()) : name
    }
}
