#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Random films from OMDb. Most random ids in range are shorts, series or gaps, so it keeps
/// several requests in flight until enough playable films are found, and asks the cache first.
public struct OMDbFilmSource: Sendable {
    public let http: any HTTPFetching
    /// The key and the address requests go to.
    public let key: OMDbKey
    public let cache: OMDbCache
    public let parallelRequests: Int
    /// The most requests one refill may spend, so a bad day cannot burn the daily quota.
    public let requestBudget: Int
    private let nextID: @Sendable () -> String
    private let counters = Counters()

    public init(
        http: any HTTPFetching,
        key: OMDbKey,
        cache: OMDbCache,
        parallelRequests: Int = 4,
        requestBudget: Int = 60,
        nextID: @escaping @Sendable () -> String = { var generator = SystemRandomNumberGenerator(); return IMDbID.random(using: &generator) }
    ) {
        self.http = http
        self.key = key
        self.cache = cache
        self.parallelRequests = parallelRequests
        self.requestBudget = requestBudget
        self.nextID = nextID
    }

    /// How many HTTP requests this source has sent, for benchmarks and tests.
    package var requestsSent: Int { counters.requests.withLock { $0 } }

    /// Up to `count` playable films; `deliver` gets each one as soon as it is found.
    public func fetchFilms(
        count: Int, deliver: (@Sendable (FilmPuzzle) async -> Void)? = nil
    ) async throws(SourceFailure) -> [FilmPuzzle] {
        guard let activeKey = key.activeKey else { throw SourceFailure(reason: .missingAPIKey) }
        defer { cache.save() }
        let result = await withTaskGroup(of: Outcome.self) { group -> Result<[FilmPuzzle], SourceFailure> in
            var found: [FilmPuzzle] = []
            var launched = 0
            var attempts = 0
            var inFlight = 0
            var answered = false
            var networkFailures: [String] = []
            // OMDb reached but silent is told apart from no connection at all.
            var anyTimedOut = false
            var cachedMisses = 0

            func launchOne() {
                launched += 1
                attempts += 1
                inFlight += 1
                let id = nextID()
                group.addTask { await self.lookUp(id, key: activeKey) }
            }
            // Never more requests in flight than films still missing: a hit-rich run spends no extra.
            for _ in 0..<min(parallelRequests, requestBudget, count) { launchOne() }

            while let outcome = await group.next() {
                inFlight -= 1
                switch outcome {
                case .film(let puzzle):
                    answered = true
                    if !found.contains(where: { $0.film.imdbID == puzzle.film.imdbID }) {
                        found.append(puzzle)
                        await deliver?(puzzle)
                    }
                case .cachedMiss:
                    launched -= 1 // a cached miss cost no request: it does not count against the budget
                    cachedMisses += 1
                case .miss:
                    answered = true
                case .networkFailure(let description, let timedOut):
                    networkFailures.append(description)
                    anyTimedOut = anyTimedOut || timedOut
                case .keyRefused(let reason, let detail, let retryAfter):
                    group.cancelAll()
                    return .failure(SourceFailure(reason: reason, details: [detail], retryAfter: retryAfter))
                }
                if found.count >= count {
                    group.cancelAll()
                    break
                }
                let allFailing = !answered && networkFailures.count >= parallelRequests
                // Cached misses cost nothing, but a cache full of misses must not spin forever.
                while inFlight < min(parallelRequests, count - found.count),
                      launched < requestBudget, attempts < requestBudget * 10, !allFailing {
                    launchOne()
                }
            }
            if found.isEmpty {
                // Cached misses are answers too: a cache that knew every id tried is no sign of a
                // broken network, nor of a broken service.
                let reason: FallbackReason = answered ? .serviceError
                    : networkFailures.isEmpty && cachedMisses > 0 ? .nothingPlayable : anyTimedOut ? .slowNetwork : .offline
                // Parallel requests fail alike: each cause once.
                var details = networkFailures.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                if answered || cachedMisses > 0 { details.append("no playable film in \(attempts) ids tried, \(cachedMisses) known misses") }
                return .failure(SourceFailure(reason: reason, details: details))
            }
            return .success(found)
        }
        return try result.get()
    }

    private enum Outcome: Sendable {
        case film(FilmPuzzle)
        case miss
        case cachedMiss
        /// What went wrong, and whether it was a wait with no answer rather than no connection.
        case networkFailure(String, timedOut: Bool)
        case keyRefused(FallbackReason, detail: String, retryAfter: Duration?)
    }

    private func lookUp(_ id: String, key activeKey: String) async -> Outcome {
        guard IMDbID.isValid(id) else { return .cachedMiss }
        switch cache.entry(for: id) {
        case .film(let puzzle): return .film(puzzle)
        case .miss: return .cachedMiss
        case nil: break
        }
        guard !Task.isCancelled else { return .cachedMiss }
        counters.requests.withLock { $0 += 1 }
        let response: HTTPResponse
        do {
            response = try await http.get(key.url(forFilm: id, key: activeKey))
        } catch {
            return error.isNetworkFailure ? .networkFailure("\(error)", timedOut: error == .timedOut) : .miss
        }
        switch OMDbAnswer.decode(status: response.status, body: response.body) {
        case .film(let puzzle):
            cache.store(.film(puzzle), for: id)
            return .film(puzzle)
        case .notPlayable(let why):
            cache.store(.miss(why), for: id)
            return .miss
        case .keyRefused(let reason):
            return .keyRefused(reason, detail: "key refused, HTTP \(response.status) (\(reason))", retryAfter: response.retryAfter)
        case .unreadable:
            return .miss
        }
    }

    private final class Counters: Sendable {
        let requests = Mutex(0)
    }
}
