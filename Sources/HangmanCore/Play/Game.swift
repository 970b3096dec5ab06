#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One game of Hangman as a value: the puzzle, the guesses so far and what they led to.
///
/// Every rule lives here. A controller asks the game, then redraws from what it answers.
public struct Game: Sendable {
    /// Wrong guesses that lose the game.
    public static let maxWrongGuesses = 6

    /// Where the game stands.
    public enum Status: Equatable, Sendable {
        case playing
        case won
        case lost
    }

    /// What one guess did.
    public enum GuessOutcome: Equatable, Sendable {
        /// The letter is in the answer: `cells` more cells are open (a ligature opens once both
        /// its letters are found, so a right letter may open none yet).
        case revealed(Letter, cells: Int)
        /// The letter is not in the answer: one more error.
        case wrong(Letter)
        /// The letter was already tried: it costs nothing.
        case repeated(Letter)
        /// Not a letter A–Z: it costs nothing.
        case notALetter
        /// The game is over: no guess is accepted until a new game starts.
        case gameOver
    }

    /// What a letter of the keyboard stands for in this game.
    public enum LetterState: Equatable, Sendable {
        /// Not tried yet.
        case untried
        /// Tried, and in the answer.
        case right
        /// Tried, and not in the answer: it cost an error.
        case wrong
        /// In the answer and never tried, in a lost game: what the player did not find.
        case missed
    }

    /// One character of the answer as the player sees it.
    public enum Cell: Equatable, Sendable {
        /// A letter not found yet.
        case hidden
        /// A letter found by the player, with its original text (É for E).
        case revealed(Character)
        /// A space, digit or punctuation mark, shown from the start.
        case shown(Character)
        /// A letter the player never found, uncovered after a loss.
        case missed(Character)
        /// A ligature (Œ, Æ) whose letters are found one by one: the halves found so far, as
        /// capitals, nil for a hidden one. Once both are found it is `revealed`.
        case partial(first: Character?, second: Character?)
    }

    public let puzzle: Puzzle
    /// Every accepted guess, in order.
    public private(set) var guesses: [Letter] = []
    /// The time of the first guess: the timer starts there.
    public private(set) var startDate: Date?
    /// The time of the guess that ended the game.
    public private(set) var endDate: Date?

    /// What a win's points are multiplied by: the word's level's factor (`Score.points`).
    public let scoreFactor: Int

    public init(puzzle: Puzzle, scoreFactor: Int = 1) {
        self.puzzle = puzzle
        self.scoreFactor = scoreFactor
    }

    /// A game put back on the board as it was left: its letters played, its time so far, and its
    /// clock stopped at `date` until the next guess. Repeated or extra letters are dropped; nil
    /// when what is left is a game already over.
    public init?(resuming puzzle: Puzzle, guesses: [Letter], elapsed: TimeInterval, at date: Date, scoreFactor: Int = 1) {
        self.init(puzzle: puzzle, scoreFactor: scoreFactor)
        for letter in guesses where !self.guesses.contains(letter) { self.guesses.append(letter) }
        guard !isOver else { return nil }
        if !self.guesses.isEmpty {
            let seconds = elapsed.isFinite ? min(max(elapsed, 0), ElapsedTimeFormat.longestShown) : 0
            startDate = date.addingTimeInterval(-seconds)
            pausedSince = date
        }
    }

    /// The wrong letters, in the order they were tried.
    public var wrongLetters: [Letter] { guesses.filter { !puzzle.letters.contains($0) } }

    /// How many wrong guesses so far.
    public var wrongGuessCount: Int { guesses.count { !puzzle.letters.contains($0) } }

    /// The letters of the answer that are found.
    public var foundLetters: Set<Letter> { puzzle.letters.intersection(guesses) }

    public var status: Status {
        if isAbandoned || wrongGuessCount >= Self.maxWrongGuesses { return .lost }
        if puzzle.letters.isSubset(of: guesses) { return .won }
        return .playing
    }

    public var isOver: Bool { status != .playing }

    /// Whether `letter` was tried, and if so whether it was right.
    public func state(of letter: Letter) -> LetterState {
        guard guesses.contains(letter) else { return status == .lost && puzzle.letters.contains(letter) ? .missed : .untried }
        return puzzle.letters.contains(letter) ? .right : .wrong
    }

    /// The letters of the answer the player never found, in alphabetical order; empty unless lost.
    public var missedLetters: [Letter] {
        status == .lost ? puzzle.letters.subtracting(guesses).sorted() : []
    }

    /// Whether a guess of `letter` would be played now: untried, in a game not over yet.
    public func accepts(_ letter: Letter) -> Bool {
        !isOver && !guesses.contains(letter)
    }

    /// True from the first guess until the game ends: the timer shown to the player ticks.
    public var isClockRunning: Bool { startDate != nil && !isOver && pausedSince == nil }

    /// True when the player gave the game up (New Game while it was played): it is lost.
    public private(set) var isAbandoned = false

    /// Gives the game up: it is lost, its answer is uncovered, its clock stops.
    public mutating func abandon(at date: Date = Date()) {
        guard !isOver else { return }
        if startDate == nil { startDate = date }
        resumeClock(at: date)
        isAbandoned = true
        endDate = date
    }

    /// Time the clock stood still: the game's page hidden, or its window in the background.
    public private(set) var pausedDuration: TimeInterval = 0
    /// Since when the clock stands still, if it does.
    public private(set) var pausedSince: Date?

    /// Stops the clock until `resumeClock`: the player is not looking at the game.
    public mutating func pauseClock(at date: Date = Date()) {
        guard startDate != nil, !isOver, pausedSince == nil else { return }
        pausedSince = date
    }

    /// Starts the clock again where it stopped.
    public mutating func resumeClock(at date: Date = Date()) {
        guard let since = pausedSince else { return }
        pausedDuration += max(0, date.timeIntervalSince(since))
        pausedSince = nil
    }

    /// Plays a letter.
    public mutating func guess(_ letter: Letter, at date: Date = Date()) -> GuessOutcome {
        guard !isOver else { return .gameOver }
        guard !guesses.contains(letter) else { return .repeated(letter) }
        if startDate == nil { startDate = date }
        resumeClock(at: date) // a guess means the player is playing
        let openBefore = openCellCount
        guesses.append(letter)
        if isOver { endDate = date }
        return puzzle.letters.contains(letter) ? .revealed(letter, cells: openCellCount - openBefore) : .wrong(letter)
    }

    /// Plays a typed character: a letter A–Z (either case) is a guess, anything else costs nothing.
    public mutating func guess(typed character: Character, at date: Date = Date()) -> GuessOutcome {
        guard !isOver else { return .gameOver }
        guard let letter = Letter(character) else { return .notALetter }
        return guess(letter, at: date)
    }

    /// How many cells a guess has opened so far.
    private var openCellCount: Int {
        cells.count { if case .revealed = $0 { true } else { false } }
    }

    /// The answer as the player sees it, one cell per character.
    public var cells: [Cell] {
        let lost = status == .lost
        return puzzle.answer.map { character in
            switch CharacterRole(of: character, in: puzzle.alphabet) {
            case .hidden(let letter):
                if guesses.contains(letter) { return .revealed(character) }
                return lost ? .missed(character) : .hidden
            case .ligature(let first, let second):
                let found = (guesses.contains(first), guesses.contains(second))
                if found == (true, true) { return .revealed(character) }
                if lost { return .missed(character) }
                return .partial(first: found.0 ? first.character : nil, second: found.1 ? second.character : nil)
            case .shown, .unfoldable:
                return .shown(character)
            }
        }
    }

    /// The points this game is worth: 0 unless won.
    public var score: Int {
        Score.points(distinctLetters: puzzle.letters.count, wrongGuesses: wrongGuessCount, won: status == .won, factor: scoreFactor)
    }

    /// Time played: from the first guess to the end, or to `now` while playing, without the
    /// time the clock stood still.
    public func elapsed(now: Date = Date()) -> TimeInterval {
        guard let startDate else { return 0 }
        return max(0, (endDate ?? pausedSince ?? now).timeIntervalSince(startDate) - pausedDuration)
    }
}
