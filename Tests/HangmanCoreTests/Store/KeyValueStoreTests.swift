import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Key-value store")
struct KeyValueStoreTests {
    private struct Preferences: Codable, Equatable {
        var name: String
        var volume: Double
        var tags: [String]
        var nested: [String: Int]
    }

    private static func storePath(in directory: String) -> String {
        "\(directory)/io.github.swifthangman.Hangman/store.json"
    }

    private static func bytes(at path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: FileSystem.parentDirectory(of: path), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    private static func brokenFiles(besides path: String) throws -> [String] {
        let directory = FileSystem.parentDirectory(of: path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        return try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasPrefix("\(name).broken-") }
            .sorted()
            .map { "\(directory)/\($0)" }
    }

    @Test("nesting deeper than 32 levels is damage: found in one pass, before any decoding")
    func deepNesting() throws {
        #expect(JSONValue.isShallow(Array(#"{"a":[[1,{"b":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}]]}"#.utf8)),
                "brackets inside strings, escaped quotes included, do not count")
        #expect(JSONValue.isShallow(Array((String(repeating: "[", count: 32) + String(repeating: "]", count: 32)).utf8)))
        #expect(!JSONValue.isShallow(Array((String(repeating: "[", count: 33) + String(repeating: "]", count: 33)).utf8)))
        #expect(!JSONValue.isShallow(Array(#"{"s":"\\"}"#.utf8) + Array(repeating: UInt8(ascii: "{"), count: 40)))
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let deep = #"{"schemaVersion":2,"values":{"x":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}}"
            try AtomicFile.write(Array(deep.utf8), to: path)
            let store = KeyValueStore(path: path)
            guard case .movedAside = store.problem else {
                Issue.record("a 100,000-deep store should be set aside, got \(String(describing: store.problem))")
                return
            }
        }
    }

    @Test("the default path is <data dir>/io.github.swifthangman.Hangman/store.json")
    func defaultPath() {
        #expect(KeyValueStore.defaultPath(userDataDirectory: "/home/ada/.local/share")
            == "/home/ada/.local/share/io.github.swifthangman.Hangman/store.json")
    }

    @Test("strings, integers, booleans and Codable values survive a reopen")
    func roundTrip() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            let preferences = Preferences(name: "Amélie", volume: 0.75, tags: ["a", "b"], nested: ["x": 1])
            do {
                let store = KeyValueStore(path: path)
                #expect(store.problem == nil)
                try store.set("Zoë \"quoted\" ✓", forKey: "name")
                try store.set(42, forKey: "count")
                try store.set(-7, forKey: "negative")
                try store.set(true, forKey: "sound")
                try store.set(false, forKey: "animations")
                try store.setValue(preferences, forKey: "preferences")
                try store.setValue([3, 1, 2], forKey: "numbers")
            }
            let reopened = KeyValueStore(path: path)
            #expect(reopened.problem == nil)
            #expect(reopened.string(forKey: "name") == "Zoë \"quoted\" ✓")
            #expect(reopened.integer(forKey: "count") == 42)
            #expect(reopened.integer(forKey: "negative") == -7)
            #expect(reopened.bool(forKey: "sound") == true)
            #expect(reopened.bool(forKey: "animations") == false)
            #expect(reopened.object(forKey: "animations") == .bool(false))
            #expect(reopened.value(Preferences.self, forKey: "preferences") == preferences)
            #expect(reopened.value([Int].self, forKey: "numbers") == [3, 1, 2])
        }
    }

    @Test("the integers 0 and 1 stay integers and true/false stay booleans across a reopen")
    func zeroAndOneAreNotBooleans() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            do {
                let store = KeyValueStore(path: path)
                try store.set(0, forKey: "zero")
                try store.set(1, forKey: "one")
                try store.set(true, forKey: "yes")
                try store.set(false, forKey: "no")
                try store.setValue([0, 1, 2], forKey: "list")
            }
            let reopened = KeyValueStore(path: path)
            #expect(reopened.integer(forKey: "zero") == 0)
            #expect(reopened.object(forKey: "zero") == .int(0))
            #expect(reopened.integer(forKey: "one") == 1)
            #expect(reopened.object(forKey: "one") == .int(1))
            #expect(reopened.object(forKey: "yes") == .bool(true))
            #expect(reopened.object(forKey: "no") == .bool(false))
            #expect(reopened.value([Int].self, forKey: "list") == [0, 1, 2])
        }
    }

    @Test("doubles, including whole ones, come back as the same Codable value")
    func doublesRoundTrip() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            let values: [Double] = [0, 1, 2.0, 0.75, -3.5, 12.25, 1e-3, 123456.789]
            try KeyValueStore(path: path).setValue(values, forKey: "doubles")
            #expect(KeyValueStore(path: path).value([Double].self, forKey: "doubles") == values)
        }
    }

    @Test("a missing key reads as nil, 0 or false, like UserDefaults")
    func missingKeys() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let store = KeyValueStore(path: Self.storePath(in: directory))
            #expect(store.string(forKey: "nothing") == nil)
            #expect(store.integer(forKey: "nothing") == 0)
            #expect(store.bool(forKey: "nothing") == false)
            #expect(store.object(forKey: "nothing") == nil)
            #expect(store.value(Preferences.self, forKey: "nothing") == nil)
            #expect(!FileManager.default.fileExists(atPath: store.path), "opening creates no file")
        }
    }

    @Test("a value of another type reads as nil, 0 or false")
    func mismatchedTypes() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let store = KeyValueStore(path: Self.storePath(in: directory))
            try store.set("seven", forKey: "text")
            try store.set(7, forKey: "number")
            #expect(store.integer(forKey: "text") == 0)
            #expect(store.string(forKey: "number") == nil)
            #expect(store.bool(forKey: "number") == false)
            #expect(store.value(Preferences.self, forKey: "text") == nil)
        }
    }

    @Test("removeObject removes the key, on disk too")
    func removeObject() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            let store = KeyValueStore(path: path)
            try store.set("keep", forKey: "a")
            try store.set("drop", forKey: "b")
            try store.removeObject(forKey: "b")
            #expect(store.string(forKey: "b") == nil)
            let reopened = KeyValueStore(path: path)
            #expect(reopened.string(forKey: "a") == "keep")
            #expect(reopened.string(forKey: "b") == nil)
            #expect(reopened.object(forKey: "b") == nil)
        }
    }

    @Test("the file is created with mode 0600, in a directory it creates")
    func fileMode() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            try KeyValueStore(path: path).set(1, forKey: "x")
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o777 == 0o600)
            #expect(info.st_mode & S_IFMT == S_IFREG)
        }
    }

    @Test("a later write keeps mode 0600 even if the file was loosened")
    func fileModeAfterChmod() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            let store = KeyValueStore(path: path)
            try store.set(1, forKey: "x")
            #expect(chmod(path, 0o644) == 0)
            try store.set(2, forKey: "x")
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o777 == 0o600)
        }
    }

    @Test("the file is JSON with the current schemaVersion (2) and the values under \"values\"")
    func schemaVersion() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            try KeyValueStore(path: path).set("Ada", forKey: "player")
            let json = try JSONSerialization.jsonObject(with: Data(try Self.bytes(at: path)))
            let object = try #require(json as? [String: Any])
            #expect(object["schemaVersion"] as? Int == 2)
            let values = try #require(object["values"] as? [String: Any])
            #expect(values["player"] as? String == "Ada")
            #expect(KeyValueStore.schemaVersion == 2)
        }
    }

    @Test("no temporary file is left beside the store after writes; only the lock file two instances share")
    func noTemporaryLeftovers() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            let store = KeyValueStore(path: path)
            for index in 0..<5 { try store.set(index, forKey: "n") }
            let names = try FileManager.default.contentsOfDirectory(atPath: FileSystem.parentDirectory(of: path))
            #expect(names.sorted() == ["store.json", "store.json.lock"])
        }
    }

    @Test(
        "a file that does not parse is moved aside with its bytes intact; the store starts empty and saves again (a newer schema: StoreMergeTests)",
        arguments: ["random bytes", "truncated JSON", "valid JSON of another shape", "empty file"]
    )
    func brokenFileMovedAside(kind: String) async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            let original: [UInt8]
            switch kind {
            case "random bytes":
                original = [0xFF, 0x00] + (0..<4096).map { _ in UInt8.random(in: 0...255) }
            case "truncated JSON":
                let store = KeyValueStore(path: path)
                try store.set("Ada", forKey: "player")
                try store.setValue(Array(0..<200), forKey: "numbers")
                let full = try Self.bytes(at: path)
                original = Array(full.prefix(full.count / 2))
            case "valid JSON of another shape":
                original = Array(#"["player", "Ada"]"#.utf8)
            default:
                original = []
            }
            try Self.write(original, to: path)

            let store = KeyValueStore(path: path)
            guard case .movedAside(let brokenPath) = try #require(store.problem) else {
                Issue.record("expected movedAside, got \(String(describing: store.problem))")
                return
            }
            #expect(brokenPath.hasPrefix("\(path).broken-"))
            #expect(try Self.bytes(at: brokenPath) == original, "the broken file keeps its bytes")
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(store.string(forKey: "player") == nil, "the store starts empty")
            #expect(store.value([Int].self, forKey: "numbers") == nil)

            try store.set("Grace", forKey: "player")
            let reopened = KeyValueStore(path: path)
            #expect(reopened.problem == nil)
            #expect(reopened.string(forKey: "player") == "Grace")
            #expect(try Self.bytes(at: brokenPath) == original, "saving again leaves the broken file alone")
        }
    }

    @Test("the broken file's name carries a timestamp")
    func brokenNameHasTimestamp() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            try Self.write(Array("not json".utf8), to: path)
            let now = Date(timeIntervalSince1970: 1_794_747_132) // 2026-11-15T12:52:12Z
            let store = KeyValueStore(path: path, now: now)
            #expect(store.problem == .movedAside(brokenPath: "\(path).broken-20261115T125212Z"))
        }
    }

    @Test("a second broken load at the same moment gets a different name: no broken file is overwritten")
    func brokenFilesNeverOverwritten() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = Self.storePath(in: directory)
            let now = Date(timeIntervalSince1970: 1_794_747_132)
            var expected: [String: [UInt8]] = [:]
            for round in 0..<3 {
                let garbage = Array("garbage number \(round) {".utf8)
                try Self.write(garbage, to: path)
                let store = KeyValueStore(path: path, now: now)
                guard case .movedAside(let brokenPath) = store.problem else {
                    Issue.record("round \(round): expected movedAside, got \(String(describing: store.problem))")
                    return
                }
                #expect(expected[brokenPath] == nil, "round \(round) reused \(brokenPath)")
                expected[brokenPath] = garbage
            }
            let found = try Self.brokenFiles(besides: path)
            #expect(Set(found) == Set(expected.keys))
            for (brokenPath, garbage) in expected {
                #expect(try Self.bytes(at: brokenPath) == garbage)
            }
        }
    }

    @Test("a store whose file cannot be read runs in memory and refuses to overwrite it")
    func unreadableFileIsNotOverwritten() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            // A directory where the file should be: open() succeeds, read() fails with EISDIR.
            let path = Self.storePath(in: directory)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            let store = KeyValueStore(path: path)
            guard case .unreadable = store.problem else {
                Issue.record("expected unreadable, got \(String(describing: store.problem))")
                return
            }
            #expect(throws: StoreError.readOnly) { try store.set(1, forKey: "x") }
            #expect(store.integer(forKey: "x") == 1, "the change is kept for this session")
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }
}

@Suite("XDG base directories")
struct XDGDirectoryTests {
    @Test("an absolute XDG_DATA_HOME or XDG_CACHE_HOME is used; a relative, empty or missing one is ignored")
    func relativeIsIgnored() {
        #expect(XDGDirectory.data.path(environment: ["XDG_DATA_HOME": "/srv/ada/data"], home: "/home/ada") == "/srv/ada/data")
        #expect(XDGDirectory.data.path(environment: ["XDG_DATA_HOME": "data"], home: "/home/ada") == "/home/ada/.local/share")
        #expect(XDGDirectory.data.path(environment: ["XDG_DATA_HOME": "./x"], home: "/home/ada") == "/home/ada/.local/share")
        #expect(XDGDirectory.data.path(environment: ["XDG_DATA_HOME": ""], home: "/home/ada") == "/home/ada/.local/share")
        #expect(XDGDirectory.cache.path(environment: [:], home: "/home/ada") == "/home/ada/.cache")
        #expect(XDGDirectory.cache.path(environment: ["XDG_CACHE_HOME": "~/.cache"], home: "/home/ada") == "/home/ada/.cache")
        #expect(XDGDirectory.cache.path(environment: ["XDG_CACHE_HOME": "/tmp/c"], home: "/home/ada") == "/tmp/c")
    }
}
