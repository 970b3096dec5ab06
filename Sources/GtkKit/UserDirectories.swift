import CGtk

/// GLib's view of the user's directories; honours the XDG variables.
public enum UserDirectories {
    /// `$XDG_DATA_HOME`, else `~/.local/share`.
    public static var data: String { String(cString: g_get_user_data_dir()) }
    /// `$XDG_CACHE_HOME`, else `~/.cache`.
    public static var cache: String { String(cString: g_get_user_cache_dir()) }
    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    public static var config: String { String(cString: g_get_user_config_dir()) }
    /// The account's real name, or the user name when it is unknown.
    public static var realName: String {
        let name = String(cString: g_get_real_name())
        return name.isEmpty || name == "Unknown" ? String(cString: g_get_user_name()) : name
    }
}
