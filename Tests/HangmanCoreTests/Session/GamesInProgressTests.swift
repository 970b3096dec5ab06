import Foundation
import HangmanTestSupport
import Testing
@testable import HangmanCore

/// Two windows of one player (two sessions on one home) each keep their game under way, and
/// neither deals what the other just dealt.
@Suite("Games in progress of several instances")
struct GamesInProgressTests {
    /// An instance that has quit: no process has this id and start.
    static let gone = ProcessIdentity(pid: Int32.max - 7, startTicks: 1)
    static let alsoGone = ProcessIdentity(pid: Int32.max - 8, startTicks: 2)
    /// An instance still running: the system's first process.
    static var running: ProcessIdentity { ProcessIdentity(pid: 1, startTicks: ProcessIdentity.startTicks(of: 1) ?? 0) }

    static func instance(_ directory: String, _ name: String, keeper: ProcessIdentity) -> GamesInProgress {
        GamesInProgress(store: KeyValueStore(path: directory + "/games-in-progress.json"), instance: name, keeper: keeper)
    }

    static func kept(_ answer: String, _ guesses: String) -> KeptGame {
        KeptGame(id: UUID(), answer: answer, guesses: guesses.map { Letter.known($0) }, elapsed: 5, word: .gameWords(WordChoice(language: .english, level: .hard)))
    }

    @Test("the process's identity reads its own start, and a process that is gone is not running")
    func processIdentity() {
        #expect(ProcessIdentity.current.isRunning)
        #expect(ProcessIdentity.current.startTicks > 0)
        #expect(!Self.gone.isRunning)
        #expect(!ProcessIdentity(pid: ProcessIdentity.current.pid, startTicks: ProcessIdentity.current.startTicks + 1).isRunning,
                "a later process given the same id is another")
    }

    @Test("two instances' games under way both come back after both quit, the most recent first")
    func bothComeBack() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let first = Self.instance(directory, "first", keeper: Self.gone)
            let second = Self.instance(directory, "second", keeper: Self.alsoGone)
            try first.keep(Self.kept("pumpkin", "EQ"), of: .words)
            Thread.sleep(forTimeInterval: 0.01)
            try second.keep(Self.kept("compass", "EQZ"), of: .words)

            let next = Self.instance(directory, "next", keeper: .current)
            #expect(next.claimLeftGame(of: .movies) == nil)
            let newest = try #require(next.claimLeftGame(of: .words))
            #expect(newest.answer == "compass" && newest.guesses.map(\.character) == ["E", "Q", "Z"])
            next.forget(.words)  // played to its end
            let older = try #require(next.claimLeftGame(of: .words))
            #expect(older.answer == "pumpkin")
            next.forget(.words)
            #expect(next.claimLeftGame(of: .words) == nil)

            let another = Self.instance(directory, "another", keeper: .current)
            #expect(another.claimLeftGame(of: .words) == nil, "a game taken over is not put back twice")
        }
    }

    @Test("a game kept by an instance that still runs is left to it")
    func aRunningInstanceKeepsItsGame() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let other = Self.instance(directory, "other", keeper: Self.running)
            try other.keep(Self.kept("lantern", "AB"), of: .words)
            #expect(Self.instance(directory, "mine", keeper: .current).claimLeftGame(of: .words) == nil)
        }
    }

    @Test("a game kept by one key per mode, as files before instances were told apart, comes back")
    func theOlderLayout() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = KeyValueStore(path: directory + "/games-in-progress.json")
            let value = try KeyValueStore.json(Self.kept("gallows", "GA"))
            try store.update { $0["words"] = value }
            #expect(Self.instance(directory, "mine", keeper: .current).claimLeftGame(of: .words)?.answer == "gallows")
        }
    }

    @Test("what another instance dealt is not dealt here, and the lists of instances gone are dropped at launch")
    func dealtElsewhere() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let other = Self.instance(directory, "other", keeper: Self.running)
            let gone = Self.instance(directory, "gone", keeper: Self.gone)
            RecentPuzzles(history: nil, otherInstances: other).add("Pumpkin", mode: .words)
            RecentPuzzles(history: nil, otherInstances: gone).add("compass", mode: .words)

            let mine = Self.instance(directory, "mine", keeper: .current)
            let recent = RecentPuzzles(history: nil, otherInstances: mine)
            #expect(recent.contains("pumpkin", mode: .words) && recent.contains("COMPASS", mode: .words))
            #expect(!recent.contains("pumpkin", mode: .movies))
            mine.forgetDealtByInstancesGone()
            #expect(recent.contains("pumpkin", mode: .words), "the running instance's deals still count")
            #expect(!recent.contains("compass", mode: .words), "the list of an instance gone is dropped")
            recent.add("flat", mode: .words)
            #expect(RecentPuzzles(history: nil, otherInstances: other).contains("flat", mode: .words))
        }
    }
}
