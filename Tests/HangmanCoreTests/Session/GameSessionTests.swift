import Foundation
import HangmanTestSupport
import Testing
@testable import HangmanCore

/// The flow of a game, headless: what a page sends and what the session answers.
@MainActor
@Suite("A game session: deal, play, finish, save, name")
struct GameSessionTests {
    /// A session of `mode` over `supply`, saving to a fresh archive in `directory`.
    private static func session(
        _ directory: String, supply: any PuzzleSupply, mode: GameMode = .words, clock: TestClock = TestClock(), accountName: String = "Ada"
    ) -> (GameSession, GameArchive) {
        let archive = GameArchive.testing(games: KeyValueStore(path: directory + "/store.json"), accountName: accountName)
        return (GameSession(mode: mode, supply: supply, archive: archive, now: clock.dates), archive)
    }

    /// Starts the first game (or, once started, the next one) and waits for its deal.
    private static func firstGame(_ session: GameSession) async -> Turn? {
        var later: Turn?
        session.onTurn = { later = $0 }
        let turn: Turn
        if !session.hasStarted {
            turn = session.start()
        } else if case .dealt(let next) = session.newGame() {
            turn = next
        } else {
            return nil
        }
        if case .playing = turn.phase { return turn }
        _ = await TestSupport.eventually { later != nil }
        return later
    }

    /// Plays `letters` and returns the turns, then waits for the ending when the game ends.
    private static func play(_ letters: String, in session: GameSession) async -> (turns: [Turn], ending: Turn?) {
        var ending: Turn?
        session.onTurn = { ending = $0 }
        var turns: [Turn] = []
        for character in letters {
            if let turn = session.guess(Letter(character)!) { turns.append(turn) }
        }
        if session.game?.isOver == true { _ = await TestSupport.eventually { ending != nil } }
        return (turns, ending)
    }

    @Test("a found letter says how many cells it opened, with a sound")
    func foundLetter() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]))
            let first = try #require(await Self.firstGame(session))
            #expect(first.effects == [.began])
            let turn = try #require(session.guess(Letter.known("A")))
            #expect(turn.effects == [.found(Letter.known("A"), cells: 3), .sound(.right)])
            guard case .playing = turn.phase else { Issue.record("still playing"); return }
        }
    }

    @Test("a wrong letter is an error with its sound; a repeated one costs nothing and makes none")
    func wrongAndRepeated() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]))
            _ = await Self.firstGame(session)
            let wrong = try #require(session.guess(Letter.known("Q")))
            #expect(wrong.effects == [.missed(Letter.known("Q")), .sound(.wrong)])
            #expect(wrong.game?.wrongGuessCount == 1)
            let again = try #require(session.guess(Letter.known("Q")))
            #expect(again.effects == [.repeated(Letter.known("Q"))])
            #expect(again.game?.wrongGuessCount == 1)
        }
    }

    @Test("a game is under way from its first letter until it ends")
    func underWay() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]))
            _ = await Self.firstGame(session)
            #expect(!session.isUnderWay, "nothing played yet")
            _ = session.guess(Letter.known("B"))
            #expect(session.isUnderWay)
            _ = await Self.play("AN", in: session)
            #expect(!session.isUnderWay, "a won game is over")
        }
    }

    @Test("the end shows once the game is on disk, with its record, its sound and its time")
    func endingAfterSave() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let clock = TestClock()
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]), clock: clock)
            _ = await Self.firstGame(session)
            _ = session.guess(Letter.known("B"))
            clock.advance(by: 42)
            let (turns, ending) = await Self.play("AN", in: session)
            guard case .finishing = try #require(turns.last).phase else { Issue.record("the winning letter's turn is finishing"); return }
            let end = try #require(ending?.ending)
            #expect(end.record?.rank == 1)
            #expect(end.record?.prefilledName == "Ada", "the account's name, as no name was used yet")
            #expect(ending?.effects == [.sound(.record)])
            let stored = GameHistory(store: KeyValueStore(path: directory + "/store.json")).games
            #expect(stored.count == 1)
            #expect(stored.first?.duration == 42, "timed by the session's clock")
            #expect(stored.first?.score == 3 * 7)
        }
    }

    @Test("no guess is taken once the game is over")
    func noGuessAfterTheEnd() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]))
            _ = await Self.firstGame(session)
            _ = await Self.play("QWERTY", in: session)
            #expect(session.game?.status == .lost)
            #expect(session.guess(Letter.known("B")) == nil)
        }
    }

    @Test("a record is named after the game ended; skipping leaves it without a name")
    func recordNamed() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, archive) = Self.session(directory, supply: ScriptedSupply(words: ["banana", "cherry"]))
            _ = await Self.firstGame(session)
            _ = await Self.play("BAN", in: session)
            session.nameRecord("Grace")
            await session.savesFinished()
            await archive.flush()
            #expect(GameHistory(store: KeyValueStore(path: directory + "/store.json")).games.first?.playerName == "Grace")

            _ = await Self.firstGame(session)
            _ = await Self.play("CHERY", in: session)
            #expect(session.ending?.record?.prefilledName == "Grace", "the last name is offered next")
            session.nameRecord(nil)
            await session.savesFinished()
            #expect(GameHistory(store: KeyValueStore(path: directory + "/store.json")).games.last?.playerName == nil)
        }
    }

    @Test("a lost game asks no name, and naming it does nothing")
    func lossAsksNoName() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]))
            _ = await Self.firstGame(session)
            _ = await Self.play("QWERTY", in: session)
            #expect(session.ending != nil)
            #expect(session.ending?.record == nil)
            session.nameRecord("Mallory")
            #expect(!session.isSaving)
        }
    }

    @Test("giving up ends the game on the board as lost, saved like any ending, its answer shown")
    func giveUp() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["pumpkin", "lantern"]))
            _ = await Self.firstGame(session)
            _ = session.guess(Letter.known("X"))
            var ending: Turn?
            session.onTurn = { ending = $0 }
            let turn = session.giveUp()
            guard case .finishing = turn.phase else { Issue.record("a game given up is over, and being saved"); return }
            #expect(await TestSupport.eventually { ending != nil })
            let end = try #require(ending?.ending)
            #expect(end.game.isAbandoned)
            #expect(end.game.missedLetters.count == 6, "every letter of the answer is shown")
            #expect(end.record == nil)
            #expect(ending?.effects == [.sound(.lose)])
            #expect(session.game?.puzzle.answer == "pumpkin", "the board keeps it until New Game")
            let stored = try #require(GameHistory(store: KeyValueStore(path: directory + "/store.json")).games.first)
            #expect(stored.result == .lost)
            #expect(stored.score == 0)
            #expect(stored.wrongLetters == [Letter.known("X")])
            let next = await Self.firstGame(session)
            #expect(next?.game?.puzzle.answer == "lantern")
        }
    }

    @Test("with nothing under way, give up is only New Game: nothing is saved")
    func giveUpWithNothingUnderWay() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["pumpkin", "lantern"], readyAhead: true))
            _ = await Self.firstGame(session)
            _ = await TestSupport.eventually { session.hasNextDealAtHand }
            let turn = session.giveUp()
            #expect(turn.effects == [.began])
            #expect(!session.isSaving)
        }
    }

    @Test("a deal ready ahead is shown by New Game in the same turn, and used once")
    func dealAhead() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["potiron", "citrouille", "courgette"], readyAhead: true))
            _ = await Self.firstGame(session)
            #expect(await TestSupport.eventually { session.hasNextDealAtHand })
            guard case .dealt(let turn) = session.newGame(), case .playing = turn.phase else { Issue.record("no wait for a deal at hand"); return }
            #expect(turn.game?.puzzle.answer == "citrouille")
            #expect(!session.hasNextDealAtHand, "a deal is used once")
        }
    }

    @Test("a slow supply leaves the board dealing, then the game arrives as a later turn")
    func slowSupply() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["potiron"], delay: .milliseconds(300)))
            var later: Turn?
            session.onTurn = { later = $0 }
            let turn = session.start()
            guard case .dealing = turn.phase else { Issue.record("a slow deal first says it is dealing"); return }
            #expect(turn.game == nil)
            #expect(await TestSupport.eventually { later != nil })
            #expect(later?.game?.puzzle.answer == "potiron")
        }
    }

    @Test("another supply deals from the next game on, and the deal taken ahead from the old one is dropped")
    func changeSupply() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["potiron", "citrouille"], readyAhead: true))
            _ = await Self.firstGame(session)
            _ = await TestSupport.eventually { session.hasNextDealAtHand }
            let french = ScriptedSupply(words: ["fromage"])
            session.changeSupply(to: french)
            #expect(!session.hasNextDealAtHand)
            #expect(session.game?.puzzle.answer == "potiron", "the game under way stays")
            let next = await Self.firstGame(session)
            #expect(next?.game?.puzzle.answer == "fromage")
        }
    }

    @Test("New Game with a game under way needs the player's word first and changes nothing; given up, the game ends, and New Game deals")
    func newGameNeedsConfirmation() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["potiron", "citrouille"], readyAhead: true))
            _ = await Self.firstGame(session)
            _ = await TestSupport.eventually { session.hasNextDealAtHand }
            guard case .dealt = session.newGame() else { Issue.record("before the first letter, New Game deals"); return }
            #expect(session.game?.puzzle.answer == "citrouille")
            _ = session.guess(Letter.known("X"))
            guard case .needsConfirmation = session.newGame() else { Issue.record("a game under way is never dropped without a word"); return }
            #expect(session.game?.puzzle.answer == "citrouille" && session.game?.guesses.count == 1, "nothing changed")
            session.giveUp()
            #expect(session.game?.isOver == true, "given up, the game ends on the board")
            await session.savesFinished()
            guard case .dealt = session.newGame() else { Issue.record("a game over needs no question"); return }
        }
    }

    @Test("the first game of a launch is start(): the game left under way, else the supply's first deal; once started, start() changes nothing")
    func startIsTheFirstGame() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["potiron", "citrouille"]))
            let first = await Self.firstGame(session)
            #expect(first?.game?.puzzle.answer == "potiron")
            #expect(session.start().game?.puzzle.answer == "potiron", "a second start() is the board as it stands")
        }
    }

    @Test("a deck chosen before the first letter deals at once; during a game it waits, the turns say so, and the next game takes it")
    func deckChange() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let normal = WordChoice(language: .english, level: .normal), hard = WordChoice(language: .english, level: .hard)
            let spanish = WordChoice(language: .spanish, level: .easy)
            func words(_ list: [String], _ choice: WordChoice) -> ScriptedSupply {
                ScriptedSupply(list.compactMap { Puzzle.playable($0) }.map { .word(DealtWord($0, origin: .online, choice: choice)) })
            }
            let (session, _) = Self.session(directory, supply: words(["potiron"], normal))
            _ = await Self.firstGame(session)
            var later: Turn?
            session.onTurn = { later = $0 }
            let now = session.changeDeck(to: .words(hard), supply: words(["citrouille"], hard))
            if now?.game == nil { _ = await TestSupport.eventually { later != nil } }
            #expect(session.game?.puzzle.answer == "citrouille", "before the first letter: at once")
            #expect(!session.isUnderWay, "nothing was given up")

            _ = session.guess(Letter.known("X"))
            let waiting = session.changeDeck(to: .words(spanish), supply: words(["fromage"], spanish))
            #expect(session.game?.puzzle.answer == "citrouille", "during a game the word stays")
            #expect(waiting?.nextDeck == .words(spanish) && session.current.nextDeck == .words(spanish), "and the turns say what comes next")
            #expect(session.changeDeck(to: .words(hard), supply: words(["courgette"], hard))?.nextDeck == nil, "back to the game's own deck: nothing waits")
            _ = session.changeDeck(to: .words(spanish), supply: words(["fromage"], spanish))

            session.giveUp()
            await session.savesFinished()
            let next = await Self.firstGame(session)
            #expect(next?.game?.puzzle.answer == "fromage")
            #expect(next?.nextDeck == nil, "the note goes with the new word")
        }
    }

    @Test("a failed save still shows the end, without a record")
    func failedSave() async throws {
        let archive = GameArchive.testing(games: KeyValueStore(path: "/dev/null/hangman/store.json"))
        let session = GameSession(mode: .words, supply: ScriptedSupply(words: ["banana"]), archive: archive)
        _ = await Self.firstGame(session)
        let (_, ending) = await Self.play("BAN", in: session)
        let end = try #require(ending?.ending)
        #expect(end.saved == nil)
        #expect(end.record == nil, "no record is celebrated for a game that was not saved")
        #expect(ending?.effects == [.sound(.win)])
    }

    @Test("the clock stops while the game is off screen")
    func clockOffScreen() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let clock = TestClock()
            let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]), clock: clock)
            _ = await Self.firstGame(session)
            _ = session.guess(Letter.known("B"))
            clock.advance(by: 10)
            session.setOnScreen(false)
            clock.advance(by: 100)
            session.setOnScreen(true)
            clock.advance(by: 5)
            #expect(session.game?.elapsed(now: clock.date) == 15)
        }
    }

    @Test("a game under way is kept with each guess and comes back in the next run, its clock stopped until the next guess")
    func keptAcrossRuns() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let clock = TestClock()
            let (first, archive) = Self.session(directory, supply: ScriptedSupply(words: ["pumpkin"]), clock: clock)
            _ = await Self.firstGame(first)
            _ = first.guess(Letter.known("X"))
            clock.advance(by: 20)
            _ = first.guess(Letter.known("P"))
            await archive.flush()

            // The next run: a new archive over the same folder, a supply that would deal another word.
            clock.advance(by: 1_000)
            let (second, secondArchive) = Self.session(directory, supply: ScriptedSupply(words: ["lantern"]), clock: clock)
            let turn = second.start()
            #expect(turn.effects == [.resumed])
            #expect(second.game?.puzzle.answer == "pumpkin")
            #expect(second.game?.guesses == [Letter.known("X"), Letter.known("P")])
            #expect(second.game?.elapsed(now: clock.date) == 20, "the time played, not the time away")
            second.setOnScreen(true)
            clock.advance(by: 30)
            #expect(second.game?.elapsed(now: clock.date) == 20, "the clock waits for the next guess")
            #expect(second.isUnderWay)

            _ = await Self.play("UMKIN", in: second)
            await secondArchive.flush()
            let stored = GameHistory(store: KeyValueStore(path: directory + "/store.json")).games
            #expect(stored.count == 1)
            #expect(stored.first?.puzzle == "pumpkin")
            #expect(stored.first?.wrongLetters == [Letter.known("X")])
            #expect(secondArchive.keptGame(of: .words) == nil, "a finished game is forgotten")
        }
    }

    @Test("a game kept and already saved (a crash between the two writes) is stored once when played again")
    func savedOnce() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let (session, archive) = Self.session(directory, supply: ScriptedSupply(words: ["banana"]))
            _ = await Self.firstGame(session)
            _ = await Self.play("BAN", in: session)
            let id = try #require(session.ending?.saved?.game.id)
            var game = Game(puzzle: try Puzzle.known("banana"))
            game.play("BAN")
            let again = try await archive.finish(game, mode: .words, id: id).get()
            #expect(again?.recordRank == nil)
            #expect(GameHistory(store: KeyValueStore(path: directory + "/store.json")).games.count == 1)
        }
    }

    @Test("a kept game that is over, unplayable or has no letter is not put back")
    func keptGameChecked() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = directory + "/" + GameArchive.inProgressFileName
            for kept in [
                KeptGame(id: UUID(), answer: "banana", guesses: [Letter.known("B"), Letter.known("A"), Letter.known("N")], elapsed: 3),
                KeptGame(id: UUID(), answer: "ab", guesses: [Letter.known("A")], elapsed: 3),
                KeptGame(id: UUID(), answer: "banana", guesses: [], elapsed: 3),
            ] {
                try KeyValueStore(path: path).setValue(kept, forKey: GameMode.words.rawValue)
                let (session, _) = Self.session(directory, supply: ScriptedSupply(words: ["lantern"]))
                let turn = await Self.firstGame(session)
                #expect(turn?.game?.puzzle.answer == "lantern", "\(kept.answer) \(kept.guesses)")
            }
        }
    }
}
