import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Score")
struct ScoreTests {
    @Test("POTIRON won with 2 errors scores 6 × 5 = 30")
    func potironScores30() throws {
        var game = Game(puzzle: try .known("POTIRON"))
        game.play("ZXPOTIRN")
        #expect(game.status == .won)
        #expect(game.wrongGuessCount == 2)
        #expect(game.score == 30)
    }

    @Test("a lost game scores 0")
    func lossScoresZero() throws {
        var game = Game(puzzle: try .known("POTIRON"))
        game.play("POTABCDEF")
        #expect(game.status == .lost)
        #expect(game.score == 0)
        #expect(Score.points(distinctLetters: 6, wrongGuesses: 6, won: false) == 0)
        #expect(Score.points(distinctLetters: 6, wrongGuesses: 0, won: false) == 0)
    }

    @Test("a game still being played scores 0")
    func playingScoresZero() throws {
        var game = Game(puzzle: try .known("POTIRON"))
        game.play("POT")
        #expect(game.score == 0)
    }

    @Test("a flawless win scores letters × 7")
    func flawlessWin() throws {
        var game = Game(puzzle: try .known("POTIRON"))
        game.play("POTIRN")
        #expect(game.score == 6 * 7)
        #expect(Score.points(distinctLetters: 10, wrongGuesses: 0, won: true) == 70)
    }

    @Test("a win with 5 errors scores letters × 2")
    func narrowWin() throws {
        var game = Game(puzzle: try .known("POTIRON"))
        game.play("ABCDEPOTIRN")
        #expect(game.status == .won)
        #expect(game.wrongGuessCount == 5)
        #expect(game.score == 6 * 2)
    }

    @Test("accented letters count once with their base letter")
    func accentedLettersCountOnce() throws {
        var game = Game(puzzle: try .known("Élégie"))
        game.play("ELGI")
        #expect(game.status == .won)
        #expect(game.score == 4 * 7)
    }
}

@Suite("Timer format")
struct ElapsedTimeFormatTests {
    @Test(
        "elapsed seconds show as m:ss, and as h:mm:ss from one hour",
        arguments: [
            (0, "0:00"), (0.4, "0:00"), (9, "0:09"), (59.9, "0:59"), (60, "1:00"), (61, "1:01"),
            (600, "10:00"), (3599, "59:59"), (3599.99, "59:59"), (3600, "1:00:00"), (3725, "1:02:05"),
            (36_000, "10:00:00"),
        ] as [(Double, String)]
    )
    func formats(seconds: Double, text: String) {
        #expect(ElapsedTimeFormat.string(seconds: seconds) == text)
    }

    @Test(
        "a damaged store's absurd duration shows as the longest time, never traps",
        arguments: [(1e300, "99:59:59"), (.infinity, "99:59:59"), (360_000, "99:59:59"), (.nan, "0:00"), (-.infinity, "0:00")]
            as [(Double, String)]
    )
    func absurd(seconds: Double, text: String) {
        #expect(ElapsedTimeFormat.string(seconds: seconds) == text)
    }

    @Test("negative elapsed time shows as 0:00", arguments: [-1, -0.5, -3600] as [Double])
    func negative(seconds: Double) {
        #expect(ElapsedTimeFormat.string(seconds: seconds) == "0:00")
    }

    @Test("the clock stands still while paused: a page hidden or a window in the background does not count")
    func pausedClock() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        var game = Game(puzzle: try Puzzle.known("pumpkin"))
        game.pauseClock(at: start)
        #expect(game.pausedSince == nil, "no clock before the first guess")
        _ = game.guess(Letter("p")!, at: start)
        game.pauseClock(at: start + 10)
        #expect(!game.isClockRunning)
        #expect(game.elapsed(now: start + 500) == 10, "frozen while paused")
        game.resumeClock(at: start + 500)
        #expect(game.elapsed(now: start + 505) == 15)
        game.pauseClock(at: start + 520)
        _ = game.guess(Letter("u")!, at: start + 600) // a guess resumes the clock
        #expect(game.isClockRunning)
        for letter in "mkin" { _ = game.guess(Letter(letter)!, at: start + 610) }
        #expect(game.elapsed(now: start + 9_999) == 40, "10 s, 20 s, then 10 more after the guess at 600")
        #expect(FinishedGame(game, mode: .words)?.duration == 40, "the stored time leaves the pauses out")
    }
}
