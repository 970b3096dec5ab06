import Synchronization
@testable import HangmanCore

/// An `HTTPFetching` that answers from a script, with no network and no libcurl, and records
/// every URL it was asked for. The loopback suites in CurlTransportTests test the real client.
final class StubHTTP: HTTPFetching {
    /// What the stub answers for a URL: an answer, or a transport failure.
    typealias Script = @Sendable (_ url: String) -> Result<HTTPResponse, HTTPError>

    private let script: Script
    private let requested = Mutex<[String]>([])

    init(_ script: @escaping Script) {
        self.script = script
    }

    /// Answers every request with `status` and `body`.
    convenience init(status: Int = 200, body: String) {
        self.init { _ in .success(HTTPResponse(status: status, body: Array(body.utf8))) }
    }

    /// Fails every request with `error`.
    convenience init(failing error: HTTPError) {
        self.init { _ in .failure(error) }
    }

    /// Every URL requested so far, in order.
    var requests: [String] { requested.withLock { $0 } }

    func get(_ url: String) async throws(HTTPError) -> HTTPResponse {
        requested.withLock { $0.append(url) }
        return try script(url).get()
    }
}

/// OMDb's answers, as OMDb sends them.
enum OMDbBodies {
    static func film(_ id: String, title: String) -> String {
        #"{"Title":"\#(title)","Year":"1950","Rated":"Approved","Released":"10 Mar 1950","Runtime":"100 min","Genre":"Drama","Director":"Some One","Actors":"A B, C D","imdbRating":"7.5","imdbID":"\#(id)","Type":"movie","Response":"True"}"#
    }

    static let invalidKey = #"{"Response":"False","Error":"Invalid API key!"}"#
    static let incorrectID = #"{"Response":"False","Error":"Incorrect IMDb ID."}"#
}

/// Lines a `DebugLog` was given.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    var log: DebugLog { DebugLog { line in self.lines.withLock { $0.append(line) } } }
    var all: [String] { lines.withLock { $0 } }
}
