#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("A player's own word: the rules of a friend's word and of a list's line")
struct OwnWordRulesTests {
    private static func problem(_ text: String, _ language: WordLanguage = .english) -> OwnWordProblem? {
        if case .failure(let problem) = OwnWord.check(text, in: language) { return problem }
        return nil
    }

    @Test("words and short phrases of every language are played as typed, spaces tidied")
    func playable() throws {
        let cases: [(String, WordLanguage, String)] = [
            ("  ice   cream ", .english, "ice cream"), ("rock'n'roll", .english, "rock'n'roll"), ("jack-in-the-box", .english, "jack-in-the-box"),
            ("aujourd’hui", .french, "aujourd’hui"), ("cœur", .french, "cœur"), ("élève", .french, "élève"),
            ("año", .spanish, "año"), ("Straße", .german, "Straße"), ("perché", .italian, "perché"), ("oo ah", .english, "oo ah"),
        ]
        for (typed, language, played) in cases {
            let puzzle = try OwnWord.check(typed, in: language).get()
            #expect(puzzle.answer == played, "\(typed)")
            #expect(puzzle.alphabet == language.alphabet)
        }
        #expect(try OwnWord.check("año", in: .spanish).get().letters.contains(.eñe), "Ñ is a letter of its own in Spanish")
        #expect(!(try OwnWord.check("año", in: .english).get().letters.contains(.eñe)), "and an N elsewhere")
    }

    @Test("each rule says its reason", arguments: [
        ("", OwnWordProblem.empty), ("   ", .empty), ("r2d2", .digits), ("hello!", .notAllowed("!")), ("what?", .notAllowed("?")),
        ("привет", .notAllowed("п")), ("smile 🙂", .notAllowed("🙂")), ("a_b", .notAllowed("_")),
        ("aaaa", .tooFewDistinctLetters), ("a", .tooFewDistinctLetters),
        (String(repeating: "ab", count: 21), .tooManyLetters(42)),
        (String(repeating: "a-b ", count: 16), .tooLong),
    ])
    func reasons(typed: String, expected: OwnWordProblem) {
        #expect(Self.problem(typed) == expected, "\(typed.debugDescription)")
    }

    @Test("2 distinct letters are enough, 40 letters the most")
    func bounds() {
        #expect(Self.problem("abab") == nil)
        #expect(Self.problem(String(repeating: "ab", count: 20)) == nil)
    }
}

@Suite("Word list files, good and hostile")
struct WordListFileTests {
    private static func parse(_ text: String, _ language: WordLanguage = .english) -> Result<WordListFile, WordListRefusal> {
        WordListFile.parse(Array(text.utf8), language: language)
    }

    @Test("one word or phrase per line, a hint after a tab, comments and blank lines skipped silently, CRLF and a BOM read")
    func goodFile() throws {
        let text = "\u{FEFF}# Week 3\r\nbecause\r\n\r\nfriend\tsomeone you like\r\n  ice cream \t a cold dessert \r\n"
        let file = try Self.parse(text).get()
        #expect(file.entries == [
            OwnWordEntry(word: "because"), OwnWordEntry(word: "friend", hint: "someone you like"), OwnWordEntry(word: "ice cream", hint: "a cold dessert"),
        ])
        #expect(file.skipped.isEmpty)
    }

    @Test("every line not kept is said, with its number and reason")
    func skippedLines() throws {
        var bytes = Array("cat\n4ever\nhello!\naaaa\n".utf8)
        bytes += [0xC3, 0x28, 0x0A] // invalid UTF-8
        bytes += Array("\(String(repeating: "ab", count: 32))\nCat\nbird\t\(String(repeating: "x", count: 121))\ndog\n".utf8)
        let file = try WordListFile.parse(bytes, language: .english).get()
        #expect(file.entries.map(\.word) == ["cat", "dog"])
        #expect(file.skipped == [
            SkippedLine(line: 2, reason: .word(.digits)), SkippedLine(line: 3, reason: .word(.notAllowed("!"))),
            SkippedLine(line: 4, reason: .word(.tooFewDistinctLetters)), SkippedLine(line: 5, reason: .notUTF8),
            SkippedLine(line: 6, reason: .word(.tooManyLetters(64))), SkippedLine(line: 7, reason: .repeated(firstLine: 1)),
            SkippedLine(line: 8, reason: .hintTooLong),
        ])
    }

    @Test("past 5,000 words, lines are skipped and said so")
    func entryLimit() throws {
        var generator = SplitMix64(seed: 7)
        var words = Set<String>()
        while words.count < 5_010 {
            words.insert(String((0..<9).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! }))
        }
        let file = try Self.parse(words.sorted().joined(separator: "\n")).get()
        #expect(file.entries.count == WordList.maximumEntries)
        #expect(file.skipped.count == 10)
        #expect(file.skipped.allSatisfy { $0.reason == .overEntryLimit })
    }

    @Test("binary data, or nothing playable, refuses the whole file with the reasons")
    func refusals() {
        #expect(Self.parse("cat\u{0}dog") == .failure(.binary))
        guard case .failure(.nothingPlayable(let skipped)) = Self.parse("123\n# only a comment\n!!!\n") else {
            Issue.record("a file of nothing playable is refused")
            return
        }
        #expect(skipped.map(\.line) == [1, 3])
        #expect(Self.parse("") == .failure(.nothingPlayable(skipped: [])))
    }

    @Test("hostile files are refused at once, without blocking, with a reason", .timeLimit(.minutes(1)))
    func hostileFiles() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            // 100 MB, sparse: refused for its size before a byte is read.
            let huge = directory + "/huge.txt"
            let fd = open(huge, O_CREAT | O_WRONLY, 0o600)
            #expect(ftruncate(fd, 100 * 1024 * 1024) == 0)
            close(fd)
            #expect(WordListFile.read(huge, language: .english) == .failure(.unreadable(FileSystemError(refusing: .tooLarge(limit: WordList.maximumFileBytes), path: huge))))
            // One 10 MB line.
            let longLine = directory + "/line.txt"
            try AtomicFile.write(Array(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024), to: longLine)
            guard case .failure(.unreadable(let error)) = WordListFile.read(longLine, language: .english) else { Issue.record("a 10 MB line"); return }
            #expect(error.refusal == .tooLarge(limit: WordList.maximumFileBytes))
            // 1,000,000 lines.
            let manyLines = directory + "/lines.txt"
            try AtomicFile.write(Array(String(repeating: "cat\n", count: 1_000_000).utf8), to: manyLines)
            guard case .failure(.unreadable(let lines)) = WordListFile.read(manyLines, language: .english) else { Issue.record("1,000,000 lines"); return }
            #expect(lines.refusal == .tooLarge(limit: WordList.maximumFileBytes))
            // A directory, a FIFO (which would block an open without O_NONBLOCK), a device.
            for (path, what) in [(directory, "a directory"), (directory + "/fifo", "a FIFO"), ("/dev/zero", "a device")] {
                if what == "a FIFO" { #expect(mkfifo(path, 0o600) == 0) }
                guard case .failure(.unreadable(let error)) = WordListFile.read(path, language: .english) else { Issue.record("\(what)"); return }
                #expect(error.refusal == .notARegularFile(what))
            }
            // Binary data and a missing file.
            let binary = directory + "/picture.png"
            try AtomicFile.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], to: binary)
            #expect(WordListFile.read(binary, language: .english) == .failure(.binary))
            guard case .failure(.unreadable(let missing)) = WordListFile.read(directory + "/gone.txt", language: .english) else { Issue.record("missing"); return }
            #expect(missing.kind == .missing)
        }
    }
}

@Suite("Word lists kept by the game")
struct WordListLibraryTests {
    private static let entries = ["apple", "banana", "cherry", "damson", "elder"].map { OwnWordEntry(word: $0) }

    @Test("a list is dealt in a shuffled order without repeats until every word was played, across launches, then shuffled again")
    func shuffledOrderAcrossLaunches() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let library = WordListLibrary(directory: directory + "/lists")
            let list = try library.add(name: "Fruit", language: .english, entries: Self.entries)
            var generator = SplitMix64(seed: 1)
            var first: [String] = []
            for _ in 0..<3 { first.append(try #require(library.nextEntry(of: list.id, using: &generator)).word) }
            // A new launch goes on where the last one stopped.
            let relaunched = WordListLibrary(directory: directory + "/lists")
            for _ in 0..<2 { first.append(try #require(relaunched.nextEntry(of: list.id, using: &generator)).word) }
            #expect(Set(first) == Set(Self.entries.map(\.word)), "every word once before any comes again: \(first)")
            var second: [String] = []
            for _ in 0..<5 { second.append(try #require(relaunched.nextEntry(of: list.id, using: &generator)).word) }
            #expect(Set(second) == Set(Self.entries.map(\.word)), "then every word once again")
            #expect(second.first != first.last, "never the same word twice in a row across the reshuffle")
        }
    }

    @Test("preload reads the lists on another thread: a later call finds them read, even with the files gone")
    func preloadReadsAhead() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let folder = directory + "/lists"
            let list = try WordListLibrary(directory: folder).add(name: "Fruit", language: .english, entries: Self.entries)
            let library = WordListLibrary(directory: folder)
            await library.preload().value
            // Read once, the library no longer needs the file: remove it behind its back.
            #expect(unlink(folder + "/\(list.id).json") == 0)
            #expect(library.list(id: list.id)?.name == "Fruit", "read by preload before the file went")
            #expect(WordListLibrary(directory: folder).list(id: list.id) == nil, "a library that did not preload finds no file")
        }
    }

    @Test("lists are renamed and removed; their files are 0600 in a 0700 folder; a hand-edited file deals nothing unplayable")
    func manageAndHostileEdits() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let folder = directory + "/lists"
            let library = WordListLibrary(directory: folder)
            let list = try library.add(name: "  Week\u{7} 3  ", language: .spanish, entries: [OwnWordEntry(word: "año", hint: "doce meses")])
            #expect(list.name == "Week 3")
            #expect(try library.rename(id: list.id, to: "Semana 3"))
            #expect(try !library.rename(id: list.id, to: "   "), "an empty name is refused")
            #expect(WordListLibrary(directory: folder).list(id: list.id)?.name == "Semana 3")
            var status = stat()
            #expect(stat(folder, &status) == 0 && status.st_mode & 0o777 == 0o700)
            #expect(stat(folder + "/\(list.id).json", &status) == 0 && status.st_mode & 0o777 == 0o600)

            // A file edited by hand: a word with digits and an order out of range.
            let path = folder + "/\(list.id).json"
            let bytes = try AtomicFile.read(path, limit: 1 << 20)
            var text = String(decoding: try #require(bytes), as: UTF8.self)
            text = text.replacingOccurrences(of: "\"entries\":[", with: "\"entries\":[{\"word\":\"r2d2\"},")
            text = text.replacingOccurrences(of: "\"deck\":[0]", with: "\"deck\":[7,9]")
            try AtomicFile.write(Array(text.utf8), to: path)
            let reread = WordListLibrary(directory: folder)
            #expect(reread.list(id: list.id)?.entries == [OwnWordEntry(word: "año", hint: "doce meses")])
            var generator = SplitMix64(seed: 3)
            #expect(reread.nextEntry(of: list.id, using: &generator)?.word == "año")

            // Garbage, a link to a device and a FIFO among the lists are skipped and left alone.
            try AtomicFile.write(Array("not json".utf8), to: folder + "/garbage.json")
            #expect(symlink("/dev/zero", folder + "/zero.json") == 0)
            #expect(mkfifo(folder + "/fifo.json", 0o600) == 0)
            #expect(WordListLibrary(directory: folder).all.map(\.id) == [list.id])

            try reread.remove(id: list.id)
            #expect(!FileSystem.exists(path))
            #expect(WordListLibrary(directory: folder).all.isEmpty)
        }
    }

    @Test("a list's deal is a Words deal from the list, with its hint after the first wrong letter and no record")
    func listDeal() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let library = WordListLibrary(directory: directory)
            let list = try library.add(name: "Animals", language: .french, entries: [OwnWordEntry(word: "chat", hint: "il miaule")])
            let supply = WordListSupply(listID: list.id, library: library, otherwise: ScriptedSupply(words: ["gallows"]))
            let deal = await supply.nextDeal()
            #expect(deal.puzzle.answer == "chat")
            #expect(deal.ownSource == .list(id: list.id, name: "Animals"))
            guard case .word(let word) = deal else { Issue.record("a word"); return }
            #expect(word.language == .french && word.choice == nil, "in the list's language, with no level")
            #expect(deal.origin == .chosenList, "nothing is wrong: no banner")
            #expect(deal.scoreFactor == 1)
            #expect(deal.hints(forWrongGuesses: 0).isEmpty)
            #expect(deal.hints(forWrongGuesses: 1) == [.own("il miaule")])
            #expect(await supply.readyDeal() == nil, "nothing is taken ahead of New Game")
            try library.remove(id: list.id)
            #expect(await supply.nextDeal().puzzle.answer == "gallows", "a list removed under the session: the game's words")
        }
    }
}

@Suite("Own words in the records and the statistics")
struct OwnWordsRecordsTests {
    @Test("a friend's game and a list's game are kept in the history, count in the statistics and never enter the records")
    func neverRecords() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let archive = GameArchive.testing(games: KeyValueStore(path: path))
            func won(_ answer: String) throws -> Game {
                var game = Game(puzzle: try OwnWord.check(answer, in: .english).get())
                game.play(String(Set(answer.uppercased().filter(\.isLetter))).sorted().map(String.init).joined())
                return game
            }
            func dealt(_ answer: String, _ source: OwnWordSource) throws -> PuzzleDeal {
                try #require(OwnWordDeal.deal(OwnWordEntry(word: answer, hint: nil), language: .english, source: source))
            }
            let friend = try await archive.finish(try won("pumpkin pie"), mode: .words, dealtWith: try dealt("pumpkin pie", .friend)).get()
            #expect(friend?.recordRank == nil, "a friend's word is no record, however well played")
            let listed = try await archive.finish(
                try won("gallows"), mode: .words, dealtWith: try dealt("gallows", .list(id: "w1", name: "Week 1"))).get()
            #expect(listed?.recordRank == nil)
            let games = GameHistory(store: KeyValueStore(path: path)).games
            #expect(games.map(\.source) == [.friend, .list(id: "w1", name: "Week 1")])
            #expect(games.allSatisfy { $0.level == nil && $0.language == .english })
            let statistics = archive.snapshot.statistics(for: .words)
            #expect(statistics.played == 2 && statistics.won == 2)
            #expect(statistics.ownWords == [
                .init(source: .friend, played: 1, won: 1), .init(source: .list(id: "w1", name: "Week 1"), played: 1, won: 1),
            ])
            #expect(archive.snapshot.records(for: .words).isEmpty)
        }
    }

    @Test("a friend's game in progress is kept with its hint, and comes back as a friend's word")
    func keptFriendGame() throws {
        let deal = try #require(OwnWordDeal.deal(OwnWordEntry(word: "año nuevo", hint: "enero"), language: .spanish, source: .friend))
        guard case .word(let word) = deal else { Issue.record("a word"); return }
        #expect(word.source == .friend(language: .spanish, hint: "enero") && word.choice == nil, "no level, not even a default one")
        #expect(deal.scoreFactor == 1)
        let kept = KeptGame(id: UUID(), answer: deal.puzzle.answer, guesses: [], elapsed: 3, word: word.source)
        let decoded = try JSONDecoder().decode(KeptGame.self, from: JSONEncoder().encode(kept))
        let back = try #require(decoded.deal)
        #expect(back.ownSource == .friend)
        #expect(back.puzzle.letters.contains(.eñe))
        #expect(back.hints(forWrongGuesses: 1) == [.own("enero")])
    }

    @Test("a kept game is restored with its word's origin, whichever it is, from the file's keys as older versions wrote them")
    func keptGameOfEachOrigin() throws {
        let sources: [DealtWord.Source] = [
            .gameWords(WordChoice(language: .german, level: .hard, category: .animals)),
            .playerList(id: "w1", name: "Week 1", language: .french, hint: "un fruit"),
            .friend(language: .italian, hint: "in cucina"),
            .scripted,
        ]
        for source in sources {
            let kept = KeptGame(id: UUID(), answer: "pomodoro", guesses: [Letter.known("O")], elapsed: 3, word: source)
            let decoded = try JSONDecoder().decode(KeptGame.self, from: JSONEncoder().encode(kept))
            #expect(decoded.word == source, "\(source)")
            guard case .word(let word)? = decoded.deal else { Issue.record("\(source): no deal"); continue }
            #expect(word.source == source)
        }
        // A file written before the enum: a friend's word with a choice for its language.
        let old = #"{"id":"6E8C6B7A-1C1B-4C36-9A4B-6F1F3C0C3E11","answer":"año nuevo","guesses":[],"elapsed":3,"choice":{"language":"es","level":"normal"},"source":{"kind":"friend"},"hint":"enero"}"#
        let decoded = try JSONDecoder().decode(KeptGame.self, from: Data(old.utf8))
        #expect(decoded.word == .friend(language: .spanish, hint: "enero"))
    }
}
