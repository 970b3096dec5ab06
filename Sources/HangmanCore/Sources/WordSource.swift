#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A random-word-api host and the query parameter that sets how many words it returns.
public struct WordEndpoint: Sendable, Equatable {
    public var baseURL: String
    public var countParameter: String

    public init(baseURL: String, countParameter: String) {
        self.baseURL = baseURL
        self.countParameter = countParameter
    }

    public func url(count: Int) -> String {
        let separator = baseURL.contains("?") ? "&" : "?"
        return "\(baseURL)\(separator)\(countParameter)=\(count)"
    }

    /// The seed's host first, then the second host with its own query shape.
    public static let publicHosts = [
        WordEndpoint(baseURL: "https://random-word-api.herokuapp.com/word", countParameter: "number"),
        WordEndpoint(baseURL: "https://random-word-api.vercel.app/api", countParameter: "words"),
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
    /// The words of a well-formed answer: a JSON array of strings, keeping only `^[a-z]{3,15}$`.
    /// Returns nil for anything else (HTML, stack traces, `{"Error": …}`, `[]`, mixed arrays),
    /// and for an array with no acceptable word.
    public static func words(from body: [UInt8]) -> [String]? {
        guard let strings = try? JSONDecoder().decode([String].self, from: Data(body)) else { return nil }
        let accepted = strings.filter(isAcceptable)
        return accepted.isEmpty ? nil : accepted
    }

    /// `^[a-z]{3,15}$`
    public static func isAcceptable(_ word: String) -> Bool {
        (3...15).contains(word.utf8.count) && word.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }
}

/// Random English words from random-word-api, trying each host in turn.
public struct RemoteWordSource: Sendable {
    public let http: any HTTPFetching
    public let endpoints: [WordEndpoint]

    public init(http: any HTTPFetching, endpoints: [WordEndpoint]) {
        self.http = http
        self.endpoints = endpoints
    }

    /// Up to `count` playable words from the first host that gives any.
    public func fetchPuzzles(count: Int) async throws(SourceFailure) -> [Puzzle] {
        var details: [String] = []
        var anyHostAnswered = false
        var rateLimited = false
        for endpoint in endpoints {
            let response: HTTPResponse
            do {
                response = try await http.get(endpoint.url(count: count))
            } catch {
                details.append("\(endpoint.baseURL): \(error)")
                if !error.isNetworkFailure { anyHostAnswered = true }
                continue
            }
            anyHostAnswered = true
            if response.status == 403 || response.status == 429 {
                rateLimited = true
                details.append("\(endpoint.baseURL): rate limited (HTTP \(response.status))")
                continue
            }
            guard response.status == 200 else {
                details.append("\(endpoint.baseURL): HTTP \(response.status)")
                continue
            }
            guard let words = WordAPIAnswer.words(from: response.body) else {
                details.append("\(endpoint.baseURL): unexpected answer")
                continue
            }
            let puzzles = words.compactMap(Puzzle.playable)
            if !puzzles.isEmpty { return puzzles }
            details.append("\(endpoint.baseURL): no playable word")
        }
        let reason: FallbackReason = rateLimited ? .rateLimited : (anyHostAnswered ? .serviceError : .offline)
        throw SourceFailure(reason: reason, details: details)
    }
}
