#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The best games of each mode: its top 5, drawn from the history.
///
/// Won games rank by score, then shorter time, then earlier date. Lost games score 0 and are
/// never records. The records are the history itself, so resetting a mode's history resets
/// its records, and a record can never outlive its game.
public struct RecordBook: Sendable {
    /// How many records each mode keeps.
    public static let size = 5

    public let games: [FinishedGame]

    public init(games: [FinishedGame]) {
        self.games = games
    }

    /// The top 5 of `mode`, best first.
    public func records(for mode: GameMode) -> [FinishedGame] {
        Array(games.filter { $0.mode == mode && Self.canBeRecord($0) }.sorted(by: Self.ranksBefore).prefix(Self.size))
    }

    /// The rank, 1 to 5, of the game with `id` in its mode's top 5; nil when it is not a record.
    public func rank(ofGame id: UUID) -> Int? {
        guard let game = games.first(where: { $0.id == id }) else { return nil }
        return records(for: game.mode).firstIndex { $0.id == id }.map { $0 + 1 }
    }

    static func canBeRecord(_ game: FinishedGame) -> Bool {
        game.result == .won && game.score > 0 && game.source == nil
    }

    /// Higher score first; on a tie, shorter time; then earlier date.
    public static func ranksBefore(_ lhs: FinishedGame, _ rhs: FinishedGame) -> Bool {
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        if lhs.duration != rhs.duration { return lhs.duration < rhs.duration }
        return lhs.date < rhs.date
    }
}

/// What the end panel accepts as a record name.
public enum PlayerName {
    public static let maxLength = 32

    /// Trimmed, control characters as spaces and bidi overrides dropped, at most 32 characters;
    /// nil when nothing is left. Markup, emoji and right-to-left letters are kept exactly: they
    /// are shown as plain text.
    public static func sanitized(_ raw: String) -> String? {
        // A 10 MB name from a damaged store is cut before it is scanned: only its start can show.
        let start = String(raw.unicodeScalars.prefix(maxLength * 8))
        let trimmed = start.withoutControlCharacters.trimmingSpaces
        guard !trimmed.isEmpty else { return nil }
        return String(trimmed.prefix(maxLength)).trimmingSpaces
    }
}
