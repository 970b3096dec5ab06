/// The XDG base directories, as the spec defines them: a variable holding a relative path is
/// invalid and ignored, like an unset or empty one ("If an implementation encounters a relative
/// path in any of these variables it should consider the path invalid and ignore it").
public enum XDGDirectory {
    case data, cache

    var variable: String {
        switch self {
        case .data: "XDG_DATA_HOME"
        case .cache: "XDG_CACHE_HOME"
        }
    }

    /// Below the home directory when the variable is unusable.
    var fallback: String {
        switch self {
        case .data: ".local/share"
        case .cache: ".cache"
        }
    }

    /// The directory for `environment`, with `home` for the fallback.
    public func path(environment: [String: String], home: String) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        return "\(home)/\(fallback)"
    }
}
