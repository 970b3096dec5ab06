#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// A random-word-api host and the query parameter that sets how many words it returns.
public struct WordEndpoint: Sendable, Equatable {
    public var baseURL: String
    public var countParameter: String
    /// The word languages the host serves; nil for all of them (`lang=`).
    public var languages: Set<WordLanguage>?

    public init(baseURL: String, countParameter: String, languages: Set<WordLanguage>? = nil) {
        self.baseURL = baseURL
        self.countParameter = countParameter
        self.languages = languages
    }

    /// Whether the host has words in `language`.
    public func serves(_ language: WordLanguage) -> Bool {
        languages?.contains(language) ?? true
    }

    /// The request for `count` words in `language`: English needs no `lang=`.
    public func url(count: Int, language: WordLanguage = .english) -> String {
        let separator = baseURL.contains("?") ? "&" : "?"
        let lang = language.apiParameter.map { "&lang=\($0)" } ?? ""
        return "\(baseURL)\(separator)\(countParameter)=\(count)\(lang)"
    }

    /// The seed's host first, which serves every language, then the second host with its own
    /// query shape, which has English words only.
    public static let publicHosts = [
        WordEndpoint(baseURL: "https://random-word-api.herokuapp.com/word", countParameter: "number"),
        WordEndpoint(baseURL: "https://random-word-api.vercel.app/api", countParameter: "words", languages: [.english]),
    ]

    /// The endpoints to use: `HANGMAN_WORDS_URL` alone when set, else the public hosts.
    public static func configured(environment: [String: String]) -> [WordEndpoint] {
        if let override = environment["HANGMAN_WORDS_URL"], !override.isEmpty {
            return [WordEndpoint(baseURL: override, countParameter: "number")]
        }
        return publicHosts
    }
}

/// Reads a random-word-api answer.
public enum WordAPIAnswer {
    /// The strings of a well-formed answer, a JSON array of strings, without surrounding white
    /// space; nil for anything else (HTML, stack traces, `{"Error": …}`, `[]`, mixed arrays).
    public static func strings(from body: [UInt8]) -> [String]? {
        guard let strings = try? JSONDecoder().decode([String].self, from: Data(body)) else { return nil }
        let trimmed = strings.map(\.trimmingSpaces).filter { !$0.isEmpty }
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Random words from random-word-api in one language and at one level, trying each host that
/// serves the language in turn. Every word passes the bundled list's filter (`WordLexicon.check`);
/// the rejected ones are counted, by reason, and said in the debug log.
public struct RemoteWordSource: Sendable {
    /// How many words a request asks for: most random words are not listed or of another level.
    public static let requestSize = 50

    public let http: any HTTPFetching
    public let endpoints: [WordEndpoint]
    public let choice: WordChoice
    private let lexicon: @Sendable () -> WordLexicon
    private let log: DebugLog
    private let counts = Rejections()

    public init(
        http: any HTTPFetching, endpoints: [WordEndpoint], choice: WordChoice,
        lexicon: @escaping @Sendable () -> WordLexicon, log: DebugLog = .silent
    ) {
        self.http = http
        self.endpoints = endpoints
        self.choice = choice
        self.lexicon = lexicon
        self.log = log
    }

    /// How many words the filter turned away, by reason ("unlisted", "otherLevel" …), since start.
    package var rejections: [String: Int] { counts.byReason.withLock { $0 } }

    /// Up to `count` playable words of the level from the first host that gives any.
    public func fetchPuzzles(count: Int) async throws(SourceFailure) -> [Puzzle] {
        var details: [String] = []
        var anyHostAnswered = false
        var rateLimited = false
        let hosts = endpoints.filter { $0.serves(choice.language) }
        if hosts.isEmpty { details.append("no host serves \(choice.language.rawValue) words") }
        var retryAfter: Duration?
        var anyHostSilent = false
        for endpoint in hosts {
            let response: HTTPResponse
            do {
                response = try await http.get(endpoint.url(count: max(count, Self.requestSize), language: choice.language))
            } catch {
                details.append("\(endpoint.baseURL): \(error)")
                if !error.isNetworkFailure { anyHostAnswered = true }
                if error == .timedOut { anyHostSilent = true }
                continue
            }
            anyHostAnswered = true
            if response.status == 403 || response.status == 429 {
                rateLimited = true
                if let asked = response.retryAfter { retryAfter = max(retryAfter ?? .zero, asked) }
                details.append("\(endpoint.baseURL): rate limited (HTTP \(response.status))")
                continue
            }
            guard response.status == 200 else {
                details.append("\(endpoint.baseURL): HTTP \(response.status)")
                continue
            }
            guard let words = WordAPIAnswer.strings(from: response.body) else {
                details.append("\(endpoint.baseURL): unexpected answer")
                continue
            }
            let puzzles = Array(keep(words).prefix(count))
            if !puzzles.isEmpty { return puzzles }
            details.append("\(endpoint.baseURL): no \(choice.level.rawValue) \(choice.language.rawValue) word")
        }
        // A host that was reached but never answered in time is slow, not unreachable.
        let reason: FallbackReason = rateLimited ? .rateLimited : anyHostAnswered ? .serviceError : anyHostSilent ? .slowNetwork : .offline
        throw SourceFailure(reason: reason, details: details, retryAfter: rateLimited ? retryAfter : nil)
    }

    /// The words that pass the filter at the chosen level, as puzzles; counts the others.
    private func keep(_ words: [String]) -> [Puzzle] {
        let lexicon = lexicon()
        var kept: [Puzzle] = []
        var turnedAway: [String: Int] = [:]
        for word in words {
            switch lexicon.check(word) {
            case .accepted(let entry) where entry.level == choice.level:
                if let puzzle = Puzzle.playable(word, alphabet: choice.language.alphabet) { kept.append(puzzle) }
            case .accepted:
                turnedAway["otherLevel", default: 0] += 1
            case .rejected(let reason):
                turnedAway[reason.rawValue, default: 0] += 1
            }
        }
        counts.byReason.withLock { counts in counts.merge(turnedAway, uniquingKeysWith: +) }
        if !turnedAway.isEmpty {
            let summary = turnedAway.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            log("word API: kept \(kept.count) of \(words.count) \(choice.language.rawValue) words for \(choice.level.rawValue) (\(summary))")
        }
        return kept
    }

    /// Shared by the copies of the source, as the queue's fetch closure holds one.
    private final class Rejections: Sendable {
        let byReason = Mutex<[String: Int]>([:])
    }
}
