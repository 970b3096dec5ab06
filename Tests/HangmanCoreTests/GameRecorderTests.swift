import Foundation
import Testing
@testable import HangmanCore

@Suite("Finishing a game: saved, ranked, and a record named")
struct GameRecorderTests {
    private static func recorder(in directory: String, accountName: String = "Account Name") -> GameRecorder {
        let store = KeyValueStore(path: directory + "/store.json")
        return GameRecorder(history: GameHistory(store: store), names: PlayerNameMemory(store: store, accountName: accountName))
    }

    private static func game(_ answer: String, playing letters: String) throws -> Game {
        var game = Game(puzzle: try Puzzle.known(answer))
        game.play(letters)
        return game
    }

    @Test("a finished game is on disk when finish returns")
    func savedBeforeReturning() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let saved = try #require(try Self.recorder(in: directory).finish(try Self.game("potiron", playing: "XQPOTIRN"), mode: .words))
            let onDisk = GameHistory(store: KeyValueStore(path: directory + "/store.json")).games
            #expect(onDisk == [saved.game])
            #expect(saved.game.score == 30, "POTIRON: 6 letters × (7 − 2 errors)")
            #expect(saved.game.result == .won)
        }
    }

    @Test("the first won game is the mode's best score, saved under the name the dialog offers")
    func firstWinIsARecord() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let saved = try #require(try Self.recorder(in: directory).finish(try Self.game("potiron", playing: "POTIRN"), mode: .words))
            #expect(saved.recordRank == 1)
            #expect(saved.prefilledName == "Account Name", "no name used yet: the account's")
            #expect(GameHistory(store: KeyValueStore(path: directory + "/store.json")).games.first?.playerName == "Account Name")
        }
    }

    @Test("the last name used is offered before the account's")
    func lastNameFirst() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let recorder = Self.recorder(in: directory)
            let first = try #require(try recorder.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words))
            try recorder.nameRecord(first.game.id, name: "Grace")
            let second = try #require(try recorder.finish(try Self.game("gallows", playing: "GALOWS"), mode: .words))
            #expect(second.prefilledName == "Grace")
            #expect(recorder.history.games.first?.playerName == "Grace", "the first record was renamed")
        }
    }

    @Test("an account name that is not a valid player name is not offered")
    func unusableAccountName() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let recorder = Self.recorder(in: directory, accountName: " \u{7}\n")
            let saved = try #require(try recorder.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words))
            #expect(saved.recordRank == 1)
            #expect(saved.prefilledName == "")
        }
    }

    @Test("a lost game is saved but is never a record and carries no name")
    func lossIsNoRecord() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let saved = try #require(try Self.recorder(in: directory).finish(try Self.game("potiron", playing: "ABCDEF"), mode: .words))
            #expect(saved.game.result == .lost)
            #expect(saved.recordRank == nil)
            #expect(saved.game.playerName == nil)
            #expect(Self.recorder(in: directory).history.games.count == 1)
        }
    }

    @Test("a sixth game that does not beat the top 5 is not a record")
    func belowTheTopFive() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let recorder = Self.recorder(in: directory)
            for _ in 0..<5 { _ = try recorder.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words) }
            let weaker = try #require(try recorder.finish(try Self.game("potiron", playing: "ABCDEPOTIRN"), mode: .words))
            #expect(weaker.game.score == 12)
            #expect(weaker.recordRank == nil)
            #expect(weaker.game.playerName == nil)
        }
    }

    @Test("each mode ranks against its own top 5")
    func ranksPerMode() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let recorder = Self.recorder(in: directory)
            _ = try recorder.finish(try Self.game("potiron", playing: "POTIRN"), mode: .words)
            let film = try #require(try recorder.finish(try Self.game("gallows", playing: "XGALOWS"), mode: .movies))
            #expect(film.recordRank == 1)
        }
    }

    @Test("a game still being played is not finished")
    func notOver() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let saved = try Self.recorder(in: directory).finish(try Self.game("potiron", playing: "PO"), mode: .words)
            #expect(saved == nil)
            #expect(Self.recorder(in: directory).history.games.isEmpty)
        }
    }

    @Test("a store that cannot be written throws, so no rank comes back and no record is celebrated")
    func writeFailure() throws {
        // A directory under a regular file can never be created, even as root.
        let recorder = Self.recorder(in: "/dev/null/hangman")
        let game = try Self.game("potiron", playing: "POTIRN")
        #expect(throws: StoreError.self) { _ = try recorder.finish(game, mode: .words) }
        #expect(!FileSystem.exists("/dev/null/hangman/store.json"))
    }
}
