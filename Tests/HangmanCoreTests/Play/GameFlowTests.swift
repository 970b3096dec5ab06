import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("What the page asks the game")
struct GameFlowTests {
    @Test("each letter is untried, right or wrong; a letter is accepted only while untried in a game not over")
    func letterStates() throws {
        var game = Game(puzzle: try Puzzle.known("potiron"))
        #expect(Letter.alphabet.allSatisfy { game.state(of: $0) == .untried && game.accepts($0) })
        game.play("OX")
        #expect(game.state(of: .known("O")) == .right)
        #expect(game.state(of: .known("X")) == .wrong)
        #expect(game.state(of: .known("P")) == .untried)
        #expect(!game.accepts(.known("O")) && !game.accepts(.known("X")))
        #expect(game.accepts(.known("P")))
        game.play("PTIRN")
        #expect(game.isOver)
        #expect(!game.accepts(.known("A")), "nothing is accepted after the end")
        #expect(game.state(of: .known("A")) == .untried)
    }

    @Test("the clock runs from the first guess to the end")
    func clockRuns() throws {
        var game = Game(puzzle: try Puzzle.known("potiron"))
        #expect(!game.isClockRunning, "not before the first guess")
        game.play("X")
        #expect(game.isClockRunning)
        game.play("X")
        #expect(game.isClockRunning, "a repeated guess changes nothing")
        game.play("POTIRN")
        #expect(!game.isClockRunning, "stopped at the win")

        var lost = Game(puzzle: try Puzzle.known("potiron"))
        lost.play("ABCDEF")
        #expect(!lost.isClockRunning, "stopped at the loss")
    }

    @Test("only the key's problems offer Preferences")
    func fallbackReasonsConcerningTheKey() {
        let concerned: [FallbackReason] = [.missingAPIKey, .invalidAPIKey, .requestLimitReached]
        let others: [FallbackReason] = [.offline, .serviceError, .rateLimited, .slowNetwork]
        #expect(concerned.allSatisfy { $0.concernsAPIKey })
        #expect(others.allSatisfy { !$0.concernsAPIKey })
    }
}
