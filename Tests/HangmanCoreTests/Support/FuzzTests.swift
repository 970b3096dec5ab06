import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// JSON as the fuzzer builds it: numbers are raw text, so it can write what `JSONValue` cannot
/// hold (1e400, -0, a 30-digit integer), and keys keep their order and their duplicates.
indirect enum FuzzJSON {
    case raw(String)
    /// Bytes written as they are: the giant strings, escaped once and reused.
    case bytes([UInt8])
    case string(String)
    case array([FuzzJSON])
    case object([(String, FuzzJSON)])

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .raw("null")
        case .bool(let flag): self = .raw(flag ? "true" : "false")
        case .int(let number): self = .raw(String(number))
        case .double(let number): self = .raw(String(number))
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(FuzzJSON.init))
        case .object(let fields): self = .object(fields.sorted { $0.key < $1.key }.map { ($0.key, FuzzJSON($0.value)) })
        }
    }

    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .raw(let text): out += text.utf8
        case .bytes(let bytes): out += bytes
        case .string(let text): Self.writeString(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `\u0000` to `\u001f`.
    private static let controlEscapes: [[UInt8]] = (0..<0x20).map { Array(String(format: "\\u%04x", $0).utf8) }

    static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
            case 0..<0x20: out += controlEscapes[Int(byte)]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// Turns a valid document into a hostile one, one mutation at a time.
struct JSONFuzzer {
    var generator: SplitMix64

    private mutating func chance(_ outOf: Int) -> Bool { Int.random(in: 0..<outOf, using: &generator) == 0 }

    /// Extreme numbers, numbers as strings, giant, empty and unusual strings, and wrong types.
    mutating func hostileValue(depth: Int = 0) -> FuzzJSON {
        switch Int.random(in: 0..<16, using: &generator) {
        case 0: return .raw(["1e300", "-1e300", "1e400", "-1e400", "1e-400", "-0", "0.0000001"].randomElement(using: &generator)!)
        case 1: return .raw([String(Int.max), String(Int.min), "18446744073709551616", "-99999999999999999999999999999"].randomElement(using: &generator)!)
        case 2: return .raw(["-1", "0", "7", "568", "86401", "1.5", "-0.5"].randomElement(using: &generator)!)
        case 3: return .string(["NaN", "Infinity", "-Infinity", "1e300", "-1", "N/A", ""].randomElement(using: &generator)!)
        case 4: return giantString()
        case 5: return .string(oddString())
        case 6: return .raw(["null", "true", "false"].randomElement(using: &generator)!)
        case 7: return .array([])
        case 8: return .object([])
        case 9: return deepNesting(levels: Int.random(in: 1...3_000, using: &generator))
        case 10: return .raw(String(Double.random(in: -1e300...1e300, using: &generator)))
        case 11: return .string(["tt0034583", "tt99999999", "tt0000000", "../../etc/passwd", "words", "movies", "won", "lost"].randomElement(using: &generator)!)
        case 12: return .string(["2026-11-23T10:00:00Z", "0", "-1e300", "9999-99-99"].randomElement(using: &generator)!)
        default: return depth < 4 ? randomJSON(depth: depth + 1) : .raw("null")
        }
    }

    /// Giant strings of letters, spaces, controls, bidi overrides, emoji or combining marks,
    /// 101 to 60,000 characters, escaped once: escaping 60,000 characters at every case would
    /// take most of the suite's time.
    static let giantStrings: [[UInt8]] = {
        let units = ["Casablanca ", "a", "\u{202E}", "\u{0}\u{7}\n", "👨‍👩‍👧‍👦", "e\u{301}\u{302}\u{303}", "ж", " "]
        return units.flatMap { unit in
            [101, 1_001, 50_000, 60_000].map { length in
                var out: [UInt8] = []
                FuzzJSON.writeString(String(repeating: unit, count: max(1, length / unit.count)), to: &out)
                return out
            }
        }
    }()

    mutating func giantString() -> FuzzJSON {
        .bytes(Self.giantStrings.randomElement(using: &generator)!)
    }

    mutating func oddString() -> String {
        ["<b>x</b>", "&amp;", "%s%n", "\u{FEFF}", "\u{202E}Bob", "\u{2028}", "\u{FFFD}", "\u{10FFFF}", "👩‍🚀", "Ⅻ", "١٢٣", "1\u{301}943", "23 Jan 1\u{301}943",
         "31 Feb 1943", "00 Jan 0000", "1943-13-45", "-1943", "Short, Short", "9999 min"].randomElement(using: &generator)!
    }

    mutating func deepNesting(levels: Int) -> FuzzJSON {
        // Written flat: a recursive FuzzJSON this deep would itself use the stack.
        let open = chance(2) ? "[" : "{\"a\":"
        let close = open == "[" ? "]" : "}"
        return .raw(String(repeating: open, count: levels) + "1" + String(repeating: close, count: levels))
    }

    mutating func randomJSON(depth: Int = 0) -> FuzzJSON {
        switch Int.random(in: 0..<(depth > 3 ? 3 : 6), using: &generator) {
        case 0: return hostileValue(depth: depth + 1)
        case 1: return .string(oddString())
        case 2: return .raw(String(Int.random(in: -1_000...1_000, using: &generator)))
        case 3: return .array((0..<Int.random(in: 0...5, using: &generator)).map { _ in randomJSON(depth: depth + 1) })
        default:
            let keys = ["id", "mode", "puzzle", "result", "score", "duration", "date", "title", "imdbID", "film", "miss", "_0", "x"]
            return .object((0..<Int.random(in: 0...5, using: &generator)).map { _ in
                (keys.randomElement(using: &generator)!, randomJSON(depth: depth + 1))
            })
        }
    }

    /// `document` with one to three mutations: a node replaced, a key dropped or doubled, or a
    /// whole random document.
    mutating func mutate(_ document: FuzzJSON) -> FuzzJSON {
        if chance(20) { return randomJSON() }
        var result = document
        for _ in 0..<Int.random(in: 1...3, using: &generator) { result = mutateOnce(result) }
        return result
    }

    private mutating func mutateOnce(_ node: FuzzJSON) -> FuzzJSON {
        switch node {
        case .array(var items) where !items.isEmpty && !chance(6):
            let index = Int.random(in: 0..<items.count, using: &generator)
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: items.remove(at: index)
            case 1: items.insert(items[index], at: index)
            default: items[index] = mutateOnce(items[index])
            }
            return .array(items)
        case .object(var fields) where !fields.isEmpty && !chance(6):
            let index = Int.random(in: 0..<fields.count, using: &generator)
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: fields.remove(at: index)
            case 1: fields.insert((fields[index].0, hostileValue()), at: index) // a duplicate key
            default: fields[index].1 = mutateOnce(fields[index].1)
            }
            return .object(fields)
        default:
            return hostileValue()
        }
    }

    /// The serialized document, sometimes damaged as bytes: truncated, bytes flipped, invalid
    /// UTF-8 or a lone surrogate escape inserted.
    mutating func bytes(of document: FuzzJSON) -> [UInt8] {
        var bytes = document.bytes
        guard chance(4), !bytes.isEmpty else { return bytes }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes.removeSubrange(position...)
        case 1: bytes[position] ^= UInt8.random(in: 1...255, using: &generator)
        case 2: bytes.insert(contentsOf: [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0x80]].randomElement(using: &generator)!, at: position)
        case 3: bytes.insert(contentsOf: Array(#"\ud800"#.utf8), at: position)
        default: bytes.insert(contentsOf: Array(#""\u0000""#.utf8), at: position)
        }
        return bytes
    }
}

/// Every file and answer the game reads, mutated at random from valid ones: each case must
/// decode or be rejected, and everything the pages compute from it must not trap.
///
/// Seeded: `HANGMAN_FUZZ_SEED=<n> swift test --filter FuzzTests` replays a run; the default
/// seed is fixed, so `make test` runs the same cases each time. A trap stops the test process:
/// its last case is the file left in the temporary directory named in the output.
@Suite("Fuzzing every boundary: store, OMDb cache, kept queues, API bodies")
struct FuzzTests {
    static let casesPerTarget = 10_000

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["HANGMAN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_123
    }

    private static func document(_ bytes: [UInt8]) throws -> FuzzJSON {
        FuzzJSON(try JSONDecoder().decode(JSONValue.self, from: Data(bytes)))
    }

    /// A real store: games of both modes with records and names, the settings, a window size.
    private static func validStore(in directory: String) throws -> [UInt8] {
        let path = directory + "/seed-store.json"
        let store = KeyValueStore(path: path)
        let history = GameHistory(store: store)
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        for index in 0..<6 {
            try history.append(FinishedGame(
                mode: index.isMultiple(of: 2) ? .words : .movies, puzzle: index.isMultiple(of: 2) ? "lantern" : "Casablanca",
                result: index == 3 ? .lost : .won, wrongLetters: Array("qz".compactMap(Letter.init)), score: 30 + index,
                duration: 12.5 + Double(index), date: start.addingTimeInterval(Double(index) * 60),
                playerName: index == 0 ? "Ada" : nil, language: index.isMultiple(of: 2) ? .english : nil,
                level: index.isMultiple(of: 2) ? .normal : nil))
        }
        try PlayerNameMemory(store: store, accountName: "ada").remember("Ada")
        try WordSettings(store: store, desktopLanguage: .english).setLanguage(.french)
        try store.set(900, forKey: "windowWidth")
        try store.set(true, forKey: SoundSettings.key)
        return try #require(try AtomicFile.read(path, limit: AtomicFile.Limit.store))
    }

    /// Everything the pages read from a store.
    private static func exercise(_ store: KeyValueStore) {
        let games = GameHistory(store: store).games
        let records = RecordBook(games: games)
        for mode in GameMode.allCases {
            for game in records.records(for: mode) { _ = game.playerName.map(PlayerName.sanitized) }
            let statistics = ModeStatistics(mode: mode, history: games)
            _ = statistics.winRate
            for game in statistics.recent { _ = ElapsedTimeFormat.string(seconds: game.duration) }
        }
        _ = records.rank(ofGame: games.first?.id ?? UUID())
        _ = PlayerNameMemory(store: store, accountName: "ada").prefilledName
        _ = WordSettings(store: store, desktopLanguage: .english).choice
        _ = SoundSettings(store: store).isEnabled
        _ = store.integer(forKey: "windowWidth")
        let recent = RecentPuzzles(history: GameHistory(store: store))
        _ = recent.contains("lantern", mode: .words)
    }

    @Test("10,000 mutated store files each open or are set aside, and every page's figures compute")
    func storeFiles() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            print("fuzzing store files from seed \(Self.seed) in \(directory)")
            let valid = try Self.document(Self.validStore(in: directory))
            var fuzzer = JSONFuzzer(generator: SplitMix64(seed: Self.seed))
            var opened = 0
            for index in 0..<Self.casesPerTarget {
                let path = "\(directory)/store-\(index % 2).json"
                try AtomicFile.write(fuzzer.bytes(of: fuzzer.mutate(valid)), to: path, durable: false)
                let store = KeyValueStore(path: path)
                Self.exercise(store)
                if store.problem == nil { opened += 1 }
                try? FileManager.default.removeItem(atPath: path)
                for broken in try FileManager.default.contentsOfDirectory(atPath: directory) where broken.contains(".broken") {
                    try FileManager.default.removeItem(atPath: "\(directory)/\(broken)")
                }
            }
            #expect(opened > Self.casesPerTarget / 20, "most mutations keep a readable file: the fuzzer must reach the decoders")
        }
    }

    /// A real cache file: films with every hint, and misses.
    private static func validCache(in directory: String) throws -> [UInt8] {
        let path = directory + "/seed-cache.json"
        let cache = OMDbCache(path: path)
        cache.store(.film(.known(Film(
            imdbID: "tt0034583", title: "Casablanca", year: "1942", released: "23 Jan 1943", imdbRating: "8.5", rated: "PG",
            genres: ["Drama", "Romance", "War"], directors: ["Michael Curtiz"], actors: ["Humphrey Bogart", "Ingrid Bergman"]))), for: "tt0034583")
        cache.store(.film(.known(Film(imdbID: "tt0017136", title: "Metropolis", year: "1927", directors: ["Fritz Lang"]))), for: "tt0017136")
        cache.store(.miss("type series"), for: "tt0052520")
        cache.save()
        return try #require(try AtomicFile.read(path, limit: AtomicFile.Limit.store))
    }

    /// Everything the Movies page computes from a film.
    private static func exercise(_ film: Film) {
        guard let puzzle = FilmPuzzle(film: film) else { return }
        _ = puzzle.puzzle.answer
        for errors in 0...Game.maxWrongGuesses { _ = film.hints(forWrongGuesses: errors) }
        #expect(film.title.count <= Puzzle.maximumLength)
        #expect(film.directors.count <= Film.maximumNames && (film.actors?.count ?? 0) <= Film.maximumNames)
    }

    @Test("10,000 mutated OMDb caches and kept film queues each load or are cleaned, within the bounds")
    func cacheFiles() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            print("fuzzing OMDb caches from seed \(Self.seed) in \(directory)")
            let valid = try Self.document(Self.validCache(in: directory))
            let kept = KeptPuzzles<FilmPuzzle>(path: directory + "/ready-films.json", kind: "films", capacity: 20)
            kept.save([KeptItem(try #require(FilmPuzzle(film: Film(imdbID: "tt0017136", title: "Metropolis", directors: ["Fritz Lang"]))), fetched: Date())])
            let validQueue = try Self.document(try #require(try AtomicFile.read(directory + "/ready-films.json", limit: AtomicFile.Limit.store)))
            var fuzzer = JSONFuzzer(generator: SplitMix64(seed: Self.seed &+ 1))
            for index in 0..<Self.casesPerTarget {
                if index.isMultiple(of: 2) {
                    let path = "\(directory)/omdb-answers.json"
                    try AtomicFile.write(fuzzer.bytes(of: fuzzer.mutate(valid)), to: path, durable: false)
                    let cache = OMDbCache(path: path)
                    for id in ["tt0034583", "tt0017136", "tt0052520"] {
                        if case .film(let puzzle) = cache.entry(for: id) { Self.exercise(puzzle.film) }
                    }
                    _ = cache.count
                } else {
                    try AtomicFile.write(fuzzer.bytes(of: fuzzer.mutate(validQueue)), to: kept.path, durable: false)
                    for item in kept.load() { Self.exercise(item.item.film) }
                    for broken in FileSystem.names(in: directory, startingWith: "ready-films.json.broken") {
                        try? FileManager.default.removeItem(atPath: "\(directory)/\(broken)")
                    }
                }
            }
        }
    }

    @Test("10,000 mutated OMDb and word API bodies each decode or are rejected, within the bounds")
    func apiBodies() throws {
        let film = Array(#"""
        {"Title":"The Thief of Bagdad","Year":"1940","Rated":"N/A","Released":"25 Dec 1940","Runtime":"106 min","Genre":"Adventure, Family, Fantasy","Director":"Michael Powell, Ludwig Berger, Tim Whelan","Actors":"Conrad Veidt, Sabu, June Duprez","Ratings":[{"Source":"Internet Movie Database","Value":"7.4/10"}],"imdbRating":"7.4","imdbID":"tt0033152","Type":"movie","Response":"True"}
        """#.utf8)
        let refusal = Array(#"{"Response":"False","Error":"Invalid API key!"}"#.utf8)
        let words = Array(#"["lantern","meadow","orchard","été","straße"]"#.utf8)
        let documents = try [film, refusal, words].map(Self.document)
        var fuzzer = JSONFuzzer(generator: SplitMix64(seed: Self.seed &+ 2))
        var films = 0
        for index in 0..<Self.casesPerTarget {
            let body = fuzzer.bytes(of: fuzzer.mutate(documents[index % documents.count]))
            if case .film(let decoded) = OMDbAnswer.decode(status: [200, 401, 500][index % 3], body: body) {
                films += 1
                #expect(FilmPuzzle(film: decoded.film) != nil, "a film answer is always playable")
                Self.exercise(decoded.film)
            }
            for word in WordAPIAnswer.strings(from: body) ?? [] {
                _ = Puzzle.playable(word)
            }
        }
        #expect(films > 0, "some mutations keep a playable film: the fuzzer must reach the film decoder")
    }

    @Test("the store's own JSON parser reads 10,000 mutated documents as JSONDecoder does, never more leniently")
    func parserMatchesJSONDecoder() throws {
        let store = try TestSupport.withTemporaryDirectorySync { try Self.document(Self.validStore(in: $0)) }
        let body = try Self.document(Array(#"{"Title":"Casablanca","Year":"1942","Ratings":[{"Source":"IMDb","Value":"8.5/10"}],"n":[1,-0,1.5,2e3,-7]}"#.utf8))
        var fuzzer = JSONFuzzer(generator: SplitMix64(seed: Self.seed &+ 3))
        var bothRead = 0
        var onlyDecoderRead = 0
        var mismatches: [String] = []
        for index in 0..<Self.casesPerTarget {
            let bytes = fuzzer.bytes(of: fuzzer.mutate(index.isMultiple(of: 2) ? store : body))
            let decoded = JSONValue.isShallow(bytes) ? try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) : nil
            let parsed = try? JSONParser.parse(bytes)
            switch (decoded, parsed) {
            case (let decoded?, let parsed?):
                bothRead += 1
                if decoded != parsed, mismatches.count < 5 { mismatches.append("case \(index): read differently") }
            case (nil, _?):
                if mismatches.count < 5 { mismatches.append("case \(index): only the parser read it") }
            case (_?, nil):
                // JSONDecoder reads strings lazily: damage inside the ignored value of a repeated
                // key passes it. The parser reads every byte, and sets such a file aside.
                onlyDecoderRead += 1
            case (nil, nil):
                break
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(bothRead > Self.casesPerTarget / 2, "the fuzzer reaches the parser's happy path")
        #expect(onlyDecoderRead < Self.casesPerTarget / 50, "\(onlyDecoderRead) documents only JSONDecoder read")
    }
}
