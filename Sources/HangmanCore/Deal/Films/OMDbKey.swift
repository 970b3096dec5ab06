/// The OMDb API key: where it comes from, where it is kept, and the request URLs it signs.
///
/// `OMDB_API_KEY` wins over the key typed in Preferences, which the store keeps. Keys are
/// trimmed of white space wherever they enter. The key appears only in the URLs built here:
/// never in an error, a log line or a label.
public struct OMDbKey: Sendable {
    /// The store key of the key typed in Preferences.
    public static let storeKey = "omdbAPIKey"
    /// The environment variable that wins over Preferences.
    public static let environmentVariable = "OMDB_API_KEY"
    /// The environment variable that points the game at another OMDb address.
    public static let baseURLVariable = "HANGMAN_OMDB_URL"
    public static let publicBaseURL = "https://www.omdbapi.com/"

    /// Where requests go: OMDb, or `HANGMAN_OMDB_URL`.
    public let baseURL: String
    private let origin: Origin

    private enum Origin: Sendable {
        /// Preferences' key in the store, unless the environment sets one.
        case settings(KeyValueStore, environmentKey: String?)
        /// One key, for tests and for the key check.
        case fixed(String?)
    }

    /// The player's key: `OMDB_API_KEY` from `environment`, else the one stored by Preferences.
    public init(store: KeyValueStore, environment: [String: String]) {
        baseURL = Self.baseURL(environment: environment)
        origin = .settings(store, environmentKey: environment[Self.environmentVariable].flatMap(Self.trimmed))
    }

    /// Always `key` (nil: no key), sent to `baseURL`.
    public init(fixed key: String?, baseURL: String = OMDbKey.publicBaseURL) {
        self.baseURL = baseURL
        origin = .fixed(key.flatMap(Self.trimmed))
    }

    /// `HANGMAN_OMDB_URL` when set, else OMDb's own address.
    public static func baseURL(environment: [String: String]) -> String {
        if let override = environment[baseURLVariable], !override.isEmpty { return override }
        return publicBaseURL
    }

    /// The key without surrounding white space, or nil when nothing is left.
    public static func trimmed(_ key: String) -> String? {
        let trimmed = key.trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The key requests use now: the environment's, else Preferences'; nil when there is none.
    public var activeKey: String? {
        switch origin {
        case .settings(let store, let environmentKey):
            environmentKey ?? store.string(forKey: Self.storeKey).flatMap(Self.trimmed)
        case .fixed(let key):
            key
        }
    }

    /// A warning when a key would travel in clear text: `HANGMAN_OMDB_URL` points at a plain
    /// `http://` address (other than this machine) and a key is set. Never holds the key.
    public var cleartextWarning: String? {
        guard activeKey != nil, let origin = URLOrigin(baseURL), origin.scheme == "http", !origin.isLoopback else { return nil }
        return "the OMDb API key is sent in clear text to \(origin.host): HANGMAN_OMDB_URL is http://, not https://"
    }

    /// True when `OMDB_API_KEY` is set: Preferences' key is then not used.
    public var isSetByEnvironment: Bool {
        if case .settings(_, environmentKey: .some) = origin { return true }
        return false
    }

    /// The key Preferences shows and edits ("" when none is stored).
    public var storedKey: String {
        guard case .settings(let store, _) = origin else { return "" }
        return store.string(forKey: Self.storeKey) ?? ""
    }

    /// Stores the key typed in Preferences, trimmed; an empty one removes it. Returns true when
    /// the stored key changed. A fixed key has no store: it changes nothing.
    @discardableResult
    public func store(typed: String) throws(StoreError) -> Bool {
        guard case .settings(let store, _) = origin else { return false }
        let key = Self.trimmed(typed)
        guard key != store.string(forKey: Self.storeKey) else { return false }
        if let key {
            try store.set(key, forKey: Self.storeKey)
        } else {
            try store.removeObject(forKey: Self.storeKey)
        }
        return true
    }

    /// The request for film `id`, signed with `key`.
    public func url(forFilm id: String, key: String) -> String {
        let separator = baseURL.contains("?") ? "&" : "?"
        return "\(baseURL)\(separator)i=\(id)&apikey=\(Self.percentEncoded(key))"
    }

    /// "Check key" in Preferences: one request with the key as typed (trimmed) for a film that
    /// exists, and what OMDb thinks of it.
    public func check(typed: String, using http: any HTTPFetching) async -> OMDbKeyCheck {
        guard let key = Self.trimmed(typed) else { return .refused(.missingAPIKey) }
        let response: HTTPResponse
        do {
            response = try await http.get(url(forFilm: OMDbKeyCheck.probeID, key: key))
        } catch {
            return error.isNetworkFailure ? .unreachable : .unexpectedAnswer
        }
        switch OMDbAnswer.decode(status: response.status, body: response.body) {
        case .film, .notPlayable: return .valid
        case .keyRefused(let reason): return .refused(reason)
        case .unreadable: return .unexpectedAnswer
        }
    }

    /// Query-safe: keeps A–Z, a–z, 0–9 and `-._~`, encodes every other byte.
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(Character(Unicode.Scalar(byte)))
            default:
                encoded += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0x0F)])"
            }
        }
        return encoded
    }
}

/// The answer to "Check key" in Preferences (`OMDbKey.check`).
public enum OMDbKeyCheck: Equatable, Sendable {
    case valid
    case refused(FallbackReason)
    case unreachable
    case unexpectedAnswer

    /// Casablanca: an id OMDb always knows.
    public static let probeID = "tt0034583"
}
