/// The answer to "Check key" in Preferences: one request for a film that exists.
public enum OMDbKeyCheck: Equatable, Sendable {
    case valid
    case refused(FallbackReason)
    case unreachable
    case unexpectedAnswer

    /// Casablanca: an id OMDb always knows.
    public static let probeID = "tt0034583"

    public static func run(key: String, http: any HTTPFetching, baseURL: String) async -> OMDbKeyCheck {
        let trimmed = key.trimmingSpaces
        guard !trimmed.isEmpty else { return .refused(.missingAPIKey) }
        let source = OMDbFilmSource(http: http, baseURL: baseURL, apiKey: { trimmed }, cache: OMDbCache(path: nil))
        let response: HTTPResponse
        do {
            response = try await http.get(source.url(for: probeID, key: trimmed))
        } catch {
            return error.isNetworkFailure ? .unreachable : .unexpectedAnswer
        }
        switch OMDbAnswer.decode(status: response.status, body: response.body) {
        case .film, .notPlayable: return .valid
        case .keyRefused(let reason): return .refused(reason)
        case .unreadable: return .unexpectedAnswer
        }
    }
}
