import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Records: each mode's top 5")
struct RecordsTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A finished game; `minute` places its date `minute` minutes after `start`.
    static func game(
        _ puzzle: String, mode: GameMode = .words, result: FinishedGame.Result = .won, score: Int,
        duration: Double = 60, minute: Double = 0
    ) -> FinishedGame {
        FinishedGame(
            mode: mode, puzzle: puzzle, result: result,
            wrongLetters: result == .lost ? "QWXYZV".map(Letter.known) : [],
            score: result == .lost ? 0 : score, duration: duration,
            date: start.addingTimeInterval(minute * 60))
    }

    @Test("a book with no game has no record in either mode")
    func emptyBook() {
        let book = RecordBook(games: [])
        #expect(book.records(for: .words).isEmpty)
        #expect(book.records(for: .movies).isEmpty)
    }

    @Test("a movies game never appears in the words records, and a words game never in the movies records")
    func modesAreSeparate() {
        let words = Self.game("potiron", mode: .words, score: 30)
        let movies = Self.game("Alien", mode: .movies, score: 99, minute: 1)
        let book = RecordBook(games: [words, movies])
        #expect(book.records(for: .words).map(\.id) == [words.id])
        #expect(book.records(for: .movies).map(\.id) == [movies.id])
        #expect(book.rank(ofGame: words.id) == 1)
        #expect(book.rank(ofGame: movies.id) == 1, "the movies game is first of its own mode, not behind or ahead of words")
    }

    @Test("each mode keeps its own top 5: six better movies games do not push words games out")
    func modesHaveTheirOwnTopFive() {
        let movies = (0..<6).map { Self.game("film\($0)", mode: .movies, score: 100 + $0, minute: Double($0)) }
        let words = (0..<3).map { Self.game("word\($0)", mode: .words, score: 10 + $0, minute: Double(10 + $0)) }
        let book = RecordBook(games: movies + words)
        #expect(book.records(for: .words).map(\.puzzle) == ["word2", "word1", "word0"])
        #expect(book.records(for: .movies).map(\.puzzle) == ["film5", "film4", "film3", "film2", "film1"])
    }

    @Test("records rank by score, highest first, whatever order the games were played in")
    func rankedByScore() {
        let games = [
            Self.game("b", score: 20, minute: 0),
            Self.game("d", score: 5, minute: 1),
            Self.game("a", score: 42, minute: 2),
            Self.game("c", score: 12, minute: 3),
        ]
        #expect(RecordBook(games: games).records(for: .words).map(\.puzzle) == ["a", "b", "c", "d"])
    }

    @Test("an equal score ranks the shorter time first, even when it was played later")
    func tieBrokenByShorterTime() {
        let slow = Self.game("slow", score: 30, duration: 90, minute: 0)
        let fast = Self.game("fast", score: 30, duration: 45, minute: 5)
        let book = RecordBook(games: [slow, fast])
        #expect(book.records(for: .words).map(\.puzzle) == ["fast", "slow"])
        #expect(book.rank(ofGame: fast.id) == 1)
        #expect(book.rank(ofGame: slow.id) == 2)
    }

    @Test("an equal score and time ranks the earlier date first, whatever the history order")
    func tieBrokenByEarlierDate() {
        let earlier = Self.game("earlier", score: 30, duration: 60, minute: 0)
        let later = Self.game("later", score: 30, duration: 60, minute: 1)
        #expect(RecordBook(games: [earlier, later]).records(for: .words).map(\.puzzle) == ["earlier", "later"])
        #expect(RecordBook(games: [later, earlier]).records(for: .words).map(\.puzzle) == ["earlier", "later"])
    }

    @Test("a game tying a record on score and time but played later ranks right after it")
    func laterTieRanksAfter() {
        let best = Self.game("best", score: 50, duration: 30, minute: 0)
        let tied = Self.game("tied", score: 30, duration: 60, minute: 1)
        let worse = Self.game("worse", score: 10, minute: 2)
        let tie = Self.game("tie", score: 30, duration: 60, minute: 3)
        let book = RecordBook(games: [best, tied, worse, tie])
        #expect(book.records(for: .words).map(\.puzzle) == ["best", "tied", "tie", "worse"])
        #expect(book.rank(ofGame: tied.id) == 2)
        #expect(book.rank(ofGame: tie.id) == 3)
    }

    @Test("a lost game is never a record, even with fewer than 5 records")
    func lostGamesAreNeverRecords() {
        let won = Self.game("won", score: 12, minute: 0)
        let lost = Self.game("lost", result: .lost, score: 0, minute: 1)
        let book = RecordBook(games: [won, lost])
        #expect(book.records(for: .words).map(\.puzzle) == ["won"])
        #expect(book.rank(ofGame: lost.id) == nil)

        let onlyLost = RecordBook(games: [lost])
        #expect(onlyLost.records(for: .words).isEmpty)
        #expect(onlyLost.rank(ofGame: lost.id) == nil)
    }

    @Test("a game scoring 0 is not a record")
    func zeroScoreIsNotARecord() {
        let zero = Self.game("zero", score: 0)
        let book = RecordBook(games: [zero])
        #expect(book.records(for: .words).isEmpty)
        #expect(book.rank(ofGame: zero.id) == nil)
    }

    @Test("only the top 5 are kept: the sixth best of a mode is not a record")
    func onlyTopFive() {
        let games = (1...8).map { Self.game("g\($0)", score: $0 * 10, minute: Double($0)) }
        let book = RecordBook(games: games)
        #expect(RecordBook.size == 5)
        #expect(book.records(for: .words).map(\.puzzle) == ["g8", "g7", "g6", "g5", "g4"])
        #expect(book.rank(ofGame: games[2].id) == nil, "g3 is sixth")
        #expect(book.rank(ofGame: games[0].id) == nil)
        #expect(book.rank(ofGame: games[7].id) == 1)
        #expect(book.rank(ofGame: games[3].id) == 5)
    }

    @Test("the first scoring game of a mode ranks 1")
    func firstScoringGameRanksFirst() {
        let lost = Self.game("lost", result: .lost, score: 0, minute: 0)
        let otherMode = Self.game("Alien", mode: .movies, score: 200, minute: 1)
        let first = Self.game("first", score: 7, minute: 2)
        #expect(RecordBook(games: [lost, otherMode, first]).rank(ofGame: first.id) == 1)
    }

    @Test("a game that beats the mode's best ranks 1 and the old best moves to 2")
    func beatingTheBestRanksFirst() {
        var games = (1...5).map { Self.game("g\($0)", score: $0 * 10, minute: Double($0)) }
        let champion = Self.game("champion", score: 51, minute: 10)
        games.append(champion)
        let book = RecordBook(games: games)
        #expect(book.rank(ofGame: champion.id) == 1)
        #expect(book.rank(ofGame: games[4].id) == 2)
        #expect(book.rank(ofGame: games[0].id) == nil, "the old fifth falls out")
    }

    @Test("a game that does not enter a full top 5 has no rank, even tied with the fifth but later")
    func notEnteringAFullTopFive() {
        let top = (1...5).map { Self.game("g\($0)", score: $0 * 10, duration: 60, minute: Double($0)) }
        let low = Self.game("low", score: 5, minute: 10)
        let tiedLater = Self.game("tiedLater", score: 10, duration: 60, minute: 11)
        let tiedSlower = Self.game("tiedSlower", score: 10, duration: 61, minute: 0)
        let book = RecordBook(games: top + [low, tiedLater, tiedSlower])
        #expect(book.rank(ofGame: low.id) == nil)
        #expect(book.rank(ofGame: tiedLater.id) == nil)
        #expect(book.rank(ofGame: tiedSlower.id) == nil)
        #expect(book.records(for: .words).map(\.puzzle) == ["g5", "g4", "g3", "g2", "g1"])
    }

    @Test("a game that ties the fifth on score but was faster takes its place")
    func fasterTieEntersTopFive() {
        let top = (1...5).map { Self.game("g\($0)", score: $0 * 10, duration: 60, minute: Double($0)) }
        let faster = Self.game("faster", score: 10, duration: 59, minute: 10)
        let book = RecordBook(games: top + [faster])
        #expect(book.rank(ofGame: faster.id) == 5)
        #expect(book.rank(ofGame: top[0].id) == nil)
    }

    @Test("a game in the middle of the top 5 gets its rank", arguments: [(45, 2), (35, 3), (25, 4)])
    func middleRank(score: Int, expected: Int) {
        let top = (1...5).map { Self.game("g\($0)", score: $0 * 10, minute: Double($0)) }
        let middle = Self.game("middle", score: score, minute: 10)
        #expect(RecordBook(games: top + [middle]).rank(ofGame: middle.id) == expected)
    }

    @Test("an unknown id has no rank")
    func unknownID() {
        let book = RecordBook(games: [Self.game("g", score: 10)])
        #expect(book.rank(ofGame: UUID()) == nil)
        #expect(RecordBook(games: []).rank(ofGame: UUID()) == nil)
    }

    @Test("records read from a reopened history rank the same, ties broken by a fraction of a second included")
    func recordsSurviveAReopen() async throws {
        try await TestSupport.withTemporaryDirectory { directory in
            let path = "\(directory)/store.json"
            let base = Date(timeIntervalSince1970: 1_700_000_000.5)
            let first = FinishedGame(mode: .words, puzzle: "first", result: .won, wrongLetters: [], score: 30, duration: 12.5, date: base)
            let second = FinishedGame(
                mode: .words, puzzle: "second", result: .won, wrongLetters: [], score: 30, duration: 12.5,
                date: base.addingTimeInterval(0.125))
            let history = GameHistory(store: KeyValueStore(path: path))
            try history.append(second) // appended first, but played 125 ms later
            try history.append(first)
            let reopened = RecordBook(games: GameHistory(store: KeyValueStore(path: path)).games)
            #expect(reopened.records(for: .words).map(\.puzzle) == ["first", "second"])
            #expect(reopened.rank(ofGame: first.id) == 1)
            #expect(reopened.rank(ofGame: second.id) == 2)
        }
    }
}
