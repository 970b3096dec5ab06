import Foundation
import Synchronization
import Testing
@testable import HangmanCore
import HangmanTestSupport

/// A fake fetch that counts its calls and serves `words` once each.
private final class CountingFetch: Sendable {
    let calls = Mutex(0)
    let words: [String]
    init(_ words: [String]) { self.words = words }
    var count: Int { calls.withLock { $0 } }
}

@Suite("Puzzles kept across launches, and no repeats")
struct KeptPuzzlesTests {
    private static let start = Date()

    private static func file(_ directory: String, kind: String = "words-en-normal", now: Date = start) -> KeptPuzzles<Puzzle> {
        KeptPuzzles(path: directory + "/ready.json", kind: kind, capacity: 10, now: { now })
    }

    private static func queue(
        _ directory: String, fetch: CountingFetch, recent: RecentPuzzles? = nil, now: Date = start
    ) -> ReadyQueue<Puzzle> {
        ReadyQueue(
            capacity: 10, waitLimit: .seconds(5),
            keeping: .file(file(directory, now: now)),
            isFresh: { !(recent?.contains($0.answer, mode: .words) ?? false) },
            identity: { $0.answer },
            onDeal: { recent?.add($0.answer, mode: .words) },
            fetch: { _ throws(SourceFailure) in
                fetch.calls.withLock { $0 += 1 }
                return fetch.words.compactMap { Puzzle.playable($0) }
            },
            bundled: { _ in Puzzle.playable("keyboard")! })
    }

    @Test("what one launch fetched, the next deals at once, online, without a request")
    func keptAndRestored() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let first = CountingFetch(["pumpkin", "allergy", "dungeon", "garden", "meadow"])
            let launch1 = Self.queue(directory, fetch: first)
            #expect(await launch1.next().item.answer == "pumpkin")
            #expect(await TestSupport.eventually { await launch1.readyCount == 4 })

            let second = CountingFetch([])
            let launch2 = Self.queue(directory, fetch: second)
            let deal = await launch2.next()
            #expect(deal.item.answer == "allergy")
            #expect(deal.origin == .online, "a kept online puzzle is an online puzzle: no offline banner")
            #expect(second.count == 0, "dealt before any request")
        }
    }

    @Test("a dealt puzzle is gone from the file before it is returned")
    func removedOnDeal() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let queue = Self.queue(directory, fetch: CountingFetch(["pumpkin", "allergy", "dungeon"]))
            await queue.prefill()
            #expect(await TestSupport.eventually { Self.file(directory).load().count == 3 })
            let dealt = await queue.next().item.answer
            let kept = Self.file(directory).load().map(\.item.answer)
            #expect(!kept.contains(dealt), "even a crash right now could not deal \(dealt) twice")
            #expect(kept.count == 2)
        }
    }

    @Test("entries older than 30 days are dropped, and a refill adds no word already waiting")
    func ageLimitAndDuplicates() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let old = Self.start.addingTimeInterval(-31 * 24 * 3600)
            Self.file(directory).save([
                KeptItem(Puzzle.playable("pumpkin")!, fetched: old),
                KeptItem(Puzzle.playable("allergy")!, fetched: Self.start.addingTimeInterval(-29 * 24 * 3600)),
            ])
            #expect(Self.file(directory).load().map(\.item.answer) == ["allergy"])
        }
    }

    @Test("a corrupt file is moved aside and the queue starts empty", arguments: ["{not json", "[1,2,3]", "", "\u{0}\u{1}"])
    func corrupt(content: String) throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            try AtomicFile.write(Array(content.utf8), to: directory + "/ready.json")
            #expect(Self.file(directory).load().isEmpty)
            let aside = FileSystem.names(in: directory, startingWith: "ready.json.broken-")
            #expect(aside.count == 1)
            #expect(try AtomicFile.read(directory + "/" + aside[0], limit: 1 << 20) == Array(content.utf8), "moved, as it was")
            #expect(!FileSystem.exists(directory + "/ready.json"))
        }
    }

    @Test("a FIFO, a link to a device or a corrupt file is renamed aside, unopened, and the player is told where; twice, two copies")
    func setAsideAndTold() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let told = Mutex<[String]>([])
            let file = KeptPuzzles<Puzzle>(path: directory + "/ready.json", kind: "words-en-normal", capacity: 10, now: { Self.start },
                                           setAside: { path in told.withLock { $0.append(path) } })
            #expect(mkfifo(directory + "/ready.json", 0o600) == 0)
            #expect(file.load().isEmpty)
            #expect(symlink("/dev/zero", directory + "/ready.json") == 0)
            #expect(file.load().isEmpty)
            try AtomicFile.write(Array("{not json".utf8), to: directory + "/ready.json")
            #expect(file.load().isEmpty)
            let paths = told.withLock { $0 }
            #expect(paths.count == 3 && Set(paths).count == 3, "each kept, none over another: \(paths)")
            #expect(paths.allSatisfy { $0.hasPrefix(directory + "/ready.json.broken-") })
            #expect(file.load().isEmpty && told.withLock { $0.count } == 3, "nothing left to set aside: told once")
        }
    }

    @Test("another queue's file, or an entry that is no longer playable, is not dealt")
    func foreignOrInvalid() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            Self.file(directory, kind: "films").save([KeptItem(Puzzle.playable("pumpkin")!, fetched: Self.start)])
            #expect(Self.file(directory).load().isEmpty, "a films file is not a words queue's")
            let unplayable = #"{"kind":"words-en-normal","entries":[{"item":"ab","fetched":1}]}"#
            try AtomicFile.write(Array(unplayable.utf8), to: directory + "/ready.json")
            #expect(Self.file(directory).load().isEmpty)
        }
    }

    @Test("a kept film over today's bounds is dropped alone; the good ones around it are kept")
    func keptFilmsAreCleanedOnLoad() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let giant = String(repeating: "Casablanca ", count: 4_546)
            let fetched = Self.start.timeIntervalSinceReferenceDate
            let file = #"""
            {"kind":"films","entries":[
             {"item":{"imdbID":"tt0034583","title":"Casablanca","directors":[]},"fetched":\#(fetched)},
             {"item":{"imdbID":"tt0000001","title":"\#(giant)","directors":[]},"fetched":\#(fetched)},
             {"item":{"imdbID":"tt0000002","title":"Sunrise","directors":[],"genre":"\#(giant)"},"fetched":\#(fetched)},
             {"item":{"imdbID":"not an id","title":"Metropolis","directors":[]},"fetched":\#(fetched)},
             {"item":"garbage","fetched":\#(fetched)}
            ]}
            """#
            try AtomicFile.write(Array(file.utf8), to: directory + "/films.json")
            let lines = Mutex<[String]>([])
            let log = DebugLog { line in lines.withLock { $0.append(line) } }
            let kept = KeptPuzzles<FilmPuzzle>(path: directory + "/films.json", kind: "films", capacity: 10, log: log, now: { Self.start }).load()
            #expect(kept.map(\.item.film.title) == ["Casablanca", "Sunrise"])
            #expect(lines.withLock { $0 } == ["ready queue films: 3 kept item(s) no longer read as puzzles and are dropped"], "said in the debug log")
            #expect(kept.last?.item.film.genres.isEmpty == true, "the giant genre is unknown, not shown")
        }
    }

    @Test("a puzzle of the last 200 games of its mode is not dealt again; the 201st game ago is")
    func repeatWindow() async throws {
        let recent = RecentPuzzles(history: nil)
        recent.add("Pumpkin", mode: .words)
        #expect(recent.contains("pumpkin", mode: .words))
        #expect(!recent.contains("pumpkin", mode: .movies), "each mode has its own window")
        for index in 0..<RecentPuzzles.window { recent.add("word\(index)", mode: .words) }
        #expect(!recent.contains("pumpkin", mode: .words), "out of the window")
        #expect(recent.contains("word0", mode: .words))

        try await TestSupport.withTemporaryDirectory { directory in
            let window = RecentPuzzles(history: nil)
            window.add("pumpkin", mode: .words)
            let queue = Self.queue(directory, fetch: CountingFetch(["pumpkin", "allergy"]), recent: window)
            #expect(await queue.next().item.answer == "allergy", "pumpkin was played recently")
        }
    }

    @Test("a dealt word counts as played at once: a refill during its game does not bring it back")
    func dealtWordNotRefetched() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let recent = RecentPuzzles(history: nil)
            // Every refill answers the same three words, as a small or unlucky service does.
            let queue = Self.queue(directory, fetch: CountingFetch(["pumpkin", "allergy", "dungeon"]), recent: recent)
            var dealt: [String] = []
            for _ in 0..<3 { dealt.append(await queue.next().item.answer) }
            #expect(dealt == ["pumpkin", "allergy", "dungeon"])
            #expect(recent.contains("pumpkin", mode: .words) && recent.contains("dungeon", mode: .words))
            let fourth = await queue.next()
            #expect(fourth.origin != .online || !dealt.contains(fourth.item.answer), "no word comes back: \(fourth.item.answer)")
        }
    }

    @Test("the recent games come from the history")
    func recentFromHistory() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let history = GameHistory(store: KeyValueStore(path: directory + "/store.json"))
            try history.append(FinishedGame(mode: .movies, puzzle: "Casablanca", result: .lost, wrongLetters: [], score: 0, duration: 1, date: Self.start))
            #expect(RecentPuzzles(history: history).contains("casablanca", mode: .movies))
        }
    }

    @Test("a bundled deck deals every entry once before any again, and its order survives a restart")
    func deck() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/deck.json"
            let first = BundledDeck(count: 10, path: path, kind: "words-en-easy")
            let firstHalf = (0..<5).map { _ in first.next() }
            let restarted = BundledDeck(count: 10, path: path, kind: "words-en-easy")
            let secondHalf = (0..<5).map { _ in restarted.next() }
            #expect(Set(firstHalf + secondHalf) == Set(0..<10), "one full round across the restart: \(firstHalf) \(secondHalf)")
            #expect(Set((0..<10).map { _ in restarted.next() }) == Set(0..<10), "and the next round too")
        }
    }

    @Test("a deck passes over stale entries, and a file for another list starts a fresh order")
    func deckStaleAndForeign() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/deck.json"
            let deck = BundledDeck(count: 6, path: path, kind: "films")
            let dealt = (0..<3).map { _ in deck.next { $0 % 2 == 0 } }
            #expect(dealt.allSatisfy { $0 % 2 == 1 }, "\(dealt)")
            let resized = BundledDeck(count: 4, path: path, kind: "films")
            #expect((0..<4).contains(resized.next()))
            #expect(BundledDeck(count: 0, path: nil, kind: "empty").next() == 0)
        }
    }
}
