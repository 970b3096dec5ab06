/// The two ways to play.
public enum GameMode: String, Codable, CaseIterable, Sendable {
    case words
    case movies
}
