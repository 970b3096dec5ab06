import CGtk

/// Dates and times in the user's locale, through GLib.
public enum LocalTime {
    /// `g_date_time_format` of a Unix time in the local time zone: "%x" is the locale's date.
    public static func format(unixSeconds: Int64, _ format: String) -> String {
        guard let dateTime = g_date_time_new_from_unix_local(gint64(unixSeconds)) else { return "" }
        defer { g_date_time_unref(dateTime) }
        guard let text = g_date_time_format(dateTime, format) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
