import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Game history")
struct GameHistoryTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("a game still being played is not a finished game")
    func playingIsNotFinished() throws {
        var game = Game(puzzle: try .known("potiron"))
        #expect(FinishedGame(game, mode: .words) == nil)
        game.play("PZ", from: start)
        #expect(FinishedGame(game, mode: .words) == nil)
    }

    @Test("a won game records mode, puzzle, result, wrong letters, score, duration and end date")
    func wonGame() throws {
        var game = Game(puzzle: try .known("Potiron"))
        game.play("PZOTXIRN", from: start) // one second apart: the last guess is at start + 7
        let finished = try #require(FinishedGame(game, mode: .movies))
        #expect(finished.mode == .movies)
        #expect(finished.puzzle == "Potiron")
        #expect(finished.result == .won)
        #expect(finished.wrongLetters == [.known("Z"), .known("X")])
        #expect(finished.errors == 2)
        #expect(finished.score == 30)
        #expect(finished.duration == 7)
        #expect(finished.date == start.addingTimeInterval(7))
    }

    @Test("a lost game records result lost, its six wrong letters in order, and score 0")
    func lostGame() throws {
        var game = Game(puzzle: try .known("potiron"))
        game.play("PQWXYZV", from: start)
        let finished = try #require(FinishedGame(game, mode: .words))
        #expect(finished.result == .lost)
        #expect(finished.wrongLetters == "QWXYZV".map(Letter.known))
        #expect(finished.score == 0)
        #expect(finished.duration == 6)
        #expect(finished.date == start.addingTimeInterval(6))
    }

    @Test("an empty store has an empty history")
    func emptyHistory() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            #expect(GameHistory(store: KeyValueStore(path: "\(directory)/store.json")).games.isEmpty)
        }
    }

    @Test("appended games come back in order after a reopen")
    func appendThenReopen() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            var expected: [FinishedGame] = []
            do {
                let history = GameHistory(store: KeyValueStore(path: path))
                for (index, answer) in ["potiron", "Amélie", "It's 42!"].enumerated() {
                    var game = Game(puzzle: try .known(answer))
                    game.play(index == 1 ? "ABCDEFGH" : "ZPOTIRNS", from: start.addingTimeInterval(Double(index) * 100))
                    let finished = try #require(FinishedGame(game, mode: index == 1 ? .movies : .words))
                    try history.append(finished)
                    expected.append(finished)
                }
                #expect(history.games == expected)
            }
            let reopened = GameHistory(store: KeyValueStore(path: path))
            #expect(reopened.store.problem == nil)
            #expect(reopened.games == expected)
            #expect(reopened.games.map(\.puzzle) == ["potiron", "Amélie", "It's 42!"])
        }
    }

    @Test("a game finished at a sub-second moment reads back equal after a reopen")
    func subSecondDatesRoundTrip() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let game = FinishedGame(
                mode: .words, puzzle: "cactus", result: .won, wrongLetters: [.known("Z")], score: 30,
                duration: 12.345, date: Date(timeIntervalSince1970: 1_700_000_000.678))
            try GameHistory(store: KeyValueStore(path: path)).append(game)
            let reopened = try #require(GameHistory(store: KeyValueStore(path: path)).games.first)
            #expect(reopened.duration == game.duration)
            #expect(abs(reopened.date.timeIntervalSince(game.date)) < 0.001, "the date survives to the millisecond")
            #expect(reopened.duration == game.duration)
        }
    }

    @Test("the history lives under the store's \"history\" key beside other values")
    func historyKey() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let store = KeyValueStore(path: "\(directory)/store.json")
            try store.set("Ada", forKey: "player")
            let game = FinishedGame(mode: .words, puzzle: "cactus", result: .won, wrongLetters: [], score: 35, duration: 12.25, date: start)
            try GameHistory(store: store).append(game)
            #expect(GameHistory.key == "history")
            #expect(store.object(forKey: "history") != nil)
            #expect(store.string(forKey: "player") == "Ada")
        }
    }
}
