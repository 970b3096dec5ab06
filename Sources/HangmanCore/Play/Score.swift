#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The score formula of a finished game.
public enum Score {
    /// The highest factor a game's points are multiplied by: the highest level's (a film's is 1).
    /// Derived, so that a level given a higher factor never makes its stored records look damaged.
    public static let largestFactor = WordLevel.allCases.map(\.scoreFactor).max() ?? 1

    /// `distinct letters × (7 − wrong guesses) × factor` for a win, 0 for a loss. The factor is
    /// the word's level's (`WordLevel.scoreFactor`: Easy 1, Normal 2, Hard 3), 1 for a film.
    /// POTIRON won with 2 errors scores 6 × 5 = 30 at Easy, 60 at Normal, 90 at Hard.
    public static func points(distinctLetters: Int, wrongGuesses: Int, won: Bool, factor: Int = 1) -> Int {
        guard won else { return 0 }
        return distinctLetters * (Game.maxWrongGuesses + 1 - wrongGuesses) * max(1, factor)
    }
}
