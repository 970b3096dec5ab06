import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Game rules")
struct GameRulesTests {
    let start = Date(timeIntervalSince1970: 1_000)

    @Test("every letter starts hidden and shown characters are visible from the start")
    func initialMask() throws {
        let game = Game(puzzle: try .known("It's 42!"))
        #expect(game.cells == [.hidden, .hidden, .shown("'"), .hidden, .shown(" "), .shown("4"), .shown("2"), .shown("!")])
        #expect(game.status == .playing)
        #expect(game.guesses.isEmpty)
    }

    @Test("guessing E reveals every E-letter in its original form")
    func accentsRevealedAsWritten() throws {
        var game = Game(puzzle: try .known("Amélie"))
        #expect(game.guess(.known("E"), at: start) == .revealed(.known("E"), cells: 2), "é and e: two cells")
        #expect(game.cells == [.hidden, .hidden, .revealed("é"), .hidden, .hidden, .revealed("e")])
    }

    @Test("a guess says how many cells it opened; a ligature's cell opens with its second letter")
    func cellsOpened() throws {
        var game = Game(puzzle: try .known("cœur"))
        #expect(game.guess(.known("O"), at: start) == .revealed(.known("O"), cells: 0), "Œ waits for its E")
        #expect(game.guess(.known("E"), at: start) == .revealed(.known("E"), cells: 1))
        var potiron = Game(puzzle: try .known("potiron"))
        #expect(potiron.guess(.known("O"), at: start) == .revealed(.known("O"), cells: 2))
    }

    @Test("guessing C reveals Ç, and a decomposed accent is revealed as written")
    func cedillaAndCombiningAccent() throws {
        var game = Game(puzzle: try .known("Ça Ire\u{301}"))
        game.play("CE", from: start)
        #expect(game.cells == [.revealed("Ç"), .hidden, .shown(" "), .hidden, .hidden, .revealed("e\u{301}")])
    }

    @Test("a wrong guess costs one error and hides nothing new")
    func wrongGuess() throws {
        var game = Game(puzzle: try .known("potiron"))
        #expect(game.guess(.known("Z"), at: start) == .wrong(.known("Z")))
        #expect(game.wrongGuessCount == 1)
        #expect(game.wrongLetters == [.known("Z")])
        #expect(game.cells.allSatisfy { $0 == .hidden })
    }

    @Test("a repeated guess costs nothing and says so")
    func repeatedGuess() throws {
        var game = Game(puzzle: try .known("potiron"))
        #expect(game.guess(.known("Z"), at: start) == .wrong(.known("Z")))
        #expect(game.guess(.known("Z"), at: start) == .repeated(.known("Z")))
        #expect(game.guess(typed: "z", at: start) == .repeated(.known("Z")))
        #expect(game.guess(.known("P"), at: start) == .revealed(.known("P"), cells: 1))
        #expect(game.guess(.known("P"), at: start) == .repeated(.known("P")))
        #expect(game.wrongGuessCount == 1)
        #expect(game.guesses == [.known("Z"), .known("P")])
    }

    @Test("a typed character that is not a letter A–Z costs nothing", arguments: ["1", " ", "-", "'", "é", "д", "!"] as [Character])
    func notALetter(character: Character) throws {
        var game = Game(puzzle: try .known("potiron"))
        #expect(game.guess(typed: character, at: start) == .notALetter)
        #expect(game.guesses.isEmpty)
        #expect(game.wrongGuessCount == 0)
        #expect(game.startDate == nil, "a key that is not a guess does not start the timer")
    }

    @Test("a lowercase typed letter counts as that letter")
    func lowercaseTyped() throws {
        var game = Game(puzzle: try .known("POTIRON"))
        #expect(game.guess(typed: "p", at: start) == .revealed(.known("P"), cells: 1))
        #expect(game.guess(typed: "x", at: start) == .wrong(.known("X")))
        #expect(game.guesses == [.known("P"), .known("X")])
    }

    @Test("five wrong guesses still play, the sixth loses")
    func sixWrongGuessesLose() throws {
        var game = Game(puzzle: try .known("potiron"))
        game.play("ABCDE", from: start)
        #expect(game.status == .playing)
        #expect(game.wrongGuessCount == 5)
        #expect(game.guess(.known("F"), at: start) == .wrong(.known("F")))
        #expect(game.status == .lost)
        #expect(game.isOver)
    }

    @Test("a loss reveals the answer: found letters as revealed, the others as missed")
    func lossRevealsAnswer() throws {
        var game = Game(puzzle: try .known("Amélie !"))
        game.play("EBCDFGH", from: start)
        #expect(game.status == .lost)
        #expect(game.cells == [.missed("A"), .missed("m"), .revealed("é"), .missed("l"), .missed("i"), .revealed("e"), .shown(" "), .shown("!")])
    }

    @Test("revealing every letter wins, even with wrong guesses")
    func revealingAllWins() throws {
        var game = Game(puzzle: try .known("It's 42!"))
        game.play("zits", from: start)
        #expect(game.status == .won)
        #expect(game.wrongGuessCount == 1)
        #expect(game.cells == [.revealed("I"), .revealed("t"), .shown("'"), .revealed("s"), .shown(" "), .shown("4"), .shown("2"), .shown("!")])
    }

    @Test("no guess is accepted after a win")
    func noGuessAfterWin() throws {
        var game = Game(puzzle: try .known("abc"))
        game.play("ABC", from: start)
        #expect(game.status == .won)
        let guesses = game.guesses
        #expect(game.guess(.known("Z"), at: start) == .gameOver)
        #expect(game.guess(typed: "y", at: start) == .gameOver)
        #expect(game.guess(typed: "1", at: start) == .gameOver)
        #expect(game.guess(.known("A"), at: start) == .gameOver)
        #expect(game.guesses == guesses)
        #expect(game.status == .won)
    }

    @Test("no guess is accepted after a loss")
    func noGuessAfterLoss() throws {
        var game = Game(puzzle: try .known("potiron"))
        game.play("ABCDEF", from: start)
        #expect(game.status == .lost)
        let guesses = game.guesses
        #expect(game.guess(.known("P"), at: start) == .gameOver)
        #expect(game.guess(typed: "o", at: start) == .gameOver)
        #expect(game.guesses == guesses)
        #expect(game.wrongGuessCount == 6)
    }

    @Test("the timer starts at the first guess, not when the game is created")
    func timerStartsAtFirstGuess() throws {
        var game = Game(puzzle: try .known("potiron"))
        #expect(game.startDate == nil)
        #expect(game.elapsed(now: start.addingTimeInterval(100)) == 0)
        _ = game.guess(.known("Z"), at: start)
        #expect(game.startDate == start)
        #expect(game.endDate == nil)
        _ = game.guess(.known("P"), at: start.addingTimeInterval(3))
        #expect(game.startDate == start, "later guesses do not move the start")
    }

    @Test("elapsed time runs from the first guess to now while playing, and stops at the last guess")
    func elapsedUsesGuessDates() throws {
        var game = Game(puzzle: try .known("abc"))
        _ = game.guess(.known("A"), at: start)
        #expect(game.elapsed(now: start.addingTimeInterval(12.5)) == 12.5)
        _ = game.guess(.known("B"), at: start.addingTimeInterval(20))
        _ = game.guess(.known("C"), at: start.addingTimeInterval(65))
        #expect(game.status == .won)
        #expect(game.endDate == start.addingTimeInterval(65))
        #expect(game.elapsed(now: start.addingTimeInterval(1_000)) == 65)
        #expect(game.elapsed(now: start) == 65)
    }

    @Test("elapsed time is never negative")
    func elapsedNeverNegative() throws {
        var game = Game(puzzle: try .known("abc"))
        _ = game.guess(.known("A"), at: start)
        #expect(game.elapsed(now: start.addingTimeInterval(-30)) == 0)
    }
}
