import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("OMDb answer cache")
struct OMDbCacheTests {
    private static let casablanca = Film(
        imdbID: "tt0034583", title: "Casablanca", year: "1942", released: "23 Jan 1943", imdbRating: "8.5",
        rated: "PG", genres: ["Drama", "Romance", "War"], directors: ["Michael Curtiz"],
        actors: ["Humphrey Bogart", "Ingrid Bergman", "Paul Henreid"])

    /// `<directory>/cache/omdb-answers.json`: the cache creates the folder itself.
    private static func cachePath(in directory: String) -> String {
        "\(directory)/cache/omdb-answers.json"
    }

    private static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    @Test("hits and misses survive a save and a reopen")
    func roundTrip() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = Self.cachePath(in: directory)
            let cache = OMDbCache(path: path)
            cache.store(.film(.known(Self.casablanca)), for: "tt0034583")
            cache.store(.miss("Error getting data."), for: "tt0000002")
            cache.store(.miss("type series"), for: "tt0052520")
            #expect(cache.entry(for: "tt0034583") == .film(.known(Self.casablanca)))
            #expect(cache.count == 3)
            cache.save()

            let reopened = OMDbCache(path: path)
            #expect(reopened.count == 3)
            #expect(reopened.entry(for: "tt0034583") == .film(.known(Self.casablanca)))
            #expect(reopened.entry(for: "tt0000002") == .miss("Error getting data."))
            #expect(reopened.entry(for: "tt0052520") == .miss("type series"))
            #expect(reopened.entry(for: "tt0000003") == nil)
        }
    }

    @Test("storing an id again replaces its entry without counting it twice")
    func replace() {
        let cache = OMDbCache(path: nil)
        cache.store(.miss("Error getting data."), for: "tt0034583")
        cache.store(.film(.known(Self.casablanca)), for: "tt0034583")
        #expect(cache.count == 1)
        #expect(cache.entry(for: "tt0034583") == .film(.known(Self.casablanca)))
    }

    @Test("past its capacity the cache forgets the oldest entries first, also after a reopen")
    func boundedCapacity() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = Self.cachePath(in: directory)
            let cache = OMDbCache(path: path, capacity: 3)
            for number in 1...5 {
                cache.store(.miss("miss \(number)"), for: IMDbID.string(number))
            }
            #expect(cache.count == 3)
            #expect(cache.entry(for: "tt0000001") == nil)
            #expect(cache.entry(for: "tt0000002") == nil)
            #expect(cache.entry(for: "tt0000003") == .miss("miss 3"))
            #expect(cache.entry(for: "tt0000005") == .miss("miss 5"))
            cache.save()

            let reopened = OMDbCache(path: path, capacity: 3)
            #expect(reopened.count == 3)
            reopened.store(.film(.known(Self.casablanca)), for: "tt0034583")
            #expect(reopened.count == 3)
            #expect(reopened.entry(for: "tt0000003") == nil)
            #expect(reopened.entry(for: "tt0000004") == .miss("miss 4"))
            #expect(reopened.entry(for: "tt0034583") == .film(.known(Self.casablanca)))
        }
    }

    @Test("a cache file of garbage is ignored, and replaced by a good one at the next save", arguments: [
        [0x00, 0xFF, 0x13, 0x37, 0xC3, 0x28, 0x0A],
        Array("{\"version\":1,\"ids\":[\"tt00".utf8),
        Array("{\"version\":2,\"ids\":[\"tt0000001\"],\"entries\":{\"tt0000001\":{\"miss\":{\"_0\":\"x\"}}}}".utf8),
        Array("null".utf8),
        [],
    ])
    func brokenFile(bytes: [UInt8]) throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = Self.cachePath(in: directory)
            try FileManager.default.createDirectory(
                atPath: FileSystem.parentDirectory(of: path), withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))

            let cache = OMDbCache(path: path)
            #expect(cache.count == 0)
            #expect(cache.entry(for: "tt0000001") == nil)

            cache.store(.film(.known(Self.casablanca)), for: "tt0034583")
            cache.save()
            let reopened = OMDbCache(path: path)
            #expect(reopened.count == 1)
            #expect(reopened.entry(for: "tt0034583") == .film(.known(Self.casablanca)))
        }
    }

    @Test("an old cache is cleaned as it loads: a giant title becomes a miss, a bad entry or id goes alone")
    func cleanedOnLoad() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = Self.cachePath(in: directory)
            let giant = String(repeating: "Casablanca ", count: 4_546)
            let names = (1...40).map { "\"Lead \($0)\"" }.joined(separator: ",")
            let file = #"""
            {"version":1,"ids":["tt0000001","tt0034583","tt0000002","tt0000003","tt0000004","../../etc","tt0000005"],
             "entries":{
              "tt0000001":{"film":{"_0":{"imdbID":"tt0000001","title":"\#(giant)","directors":[]}}},
              "tt0034583":{"film":{"_0":{"imdbID":"tt0034583","title":"Casablanca","year":"1942","directors":[\#(names)],"genre":"\#(giant)"}}},
              "tt0000002":{"film":{"_0":{"imdbID":"tt0000002","title":42,"directors":[]}}},
              "tt0000003":{"miss":{"_0":"\#(giant)"}},
              "tt0000004":{"film":{"_0":{"imdbID":"tt0034583","title":"Casablanca","directors":[]}}},
              "../../etc":{"miss":{"_0":"x"}},
              "tt0000005":{"film":{"_0":{"imdbID":"tt0000005","title":"Plan\u202E Nine","directors":[]}}}
             }}
            """#
            try AtomicFile.write(Array(file.utf8), to: path)
            let cache = OMDbCache(path: path)
            #expect(cache.entry(for: "tt0000001") == .miss("unplayable title"))
            guard case .film(let puzzle) = cache.entry(for: "tt0034583"), case let casablanca = puzzle.film else {
                Issue.record("the good film was lost with the bad entries")
                return
            }
            #expect(casablanca.directors.count == Film.maximumNames && casablanca.genres.isEmpty)
            #expect(cache.entry(for: "tt0000002") == nil, "a film that does not decode is dropped alone")
            #expect(cache.entry(for: "tt0000003") == .miss(String(giant.prefix(Film.maximumFieldLength))))
            #expect(cache.entry(for: "tt0000004") == nil, "a film filed under another id is dropped")
            #expect(cache.entry(for: "../../etc") == nil)
            #expect(cache.entry(for: "tt0000005").flatMap { if case .film(let f) = $0 { f.film.title } else { nil } } == "Plan Nine")
            #expect(cache.count == 4)
        }
    }

    @Test("the cache file has mode 0600, even over a looser file")
    func fileMode() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = Self.cachePath(in: directory)
            let cache = OMDbCache(path: path)
            cache.store(.miss("Incorrect IMDb ID."), for: "tt0000001")
            cache.save()
            #expect(Self.mode(of: path) == 0o600)

            #expect(chmod(path, 0o644) == 0)
            cache.store(.miss("Incorrect IMDb ID."), for: "tt0000002")
            cache.save()
            #expect(Self.mode(of: path) == 0o600)
        }
    }

    @Test("an in-memory cache, or one with nothing new, writes no file")
    func noNeedlessWrites() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let memory = OMDbCache(path: nil)
            memory.store(.miss("x"), for: "tt0000001")
            memory.save()
            #expect(memory.entry(for: "tt0000001") == .miss("x"))

            let path = Self.cachePath(in: directory)
            OMDbCache(path: path).save()
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("concurrent stores all land")
    func concurrentStores() async {
        let cache = OMDbCache(path: nil)
        await withTaskGroup(of: Void.self) { group in
            for number in 1...200 {
                group.addTask { cache.store(.miss("miss"), for: IMDbID.string(number)) }
            }
        }
        #expect(cache.count == 200)
    }

    @Test("the default path is in the user's cache directory, under the app id")
    func defaultPath() {
        #expect(OMDbCache.defaultPath(userCacheDirectory: "/home/ann/.cache")
            == "/home/ann/.cache/io.github.swifthangman.Hangman/omdb-answers.json")
    }
}
