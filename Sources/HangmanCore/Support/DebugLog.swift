/// Where the engine says what went wrong, for whoever is debugging: GLib's debug log in the app
/// (`G_MESSAGES_DEBUG=all hangman`), a list in tests. A line never holds an API key or a URL
/// that carries one.
public struct DebugLog: Sendable {
    private let write: @Sendable (String) -> Void

    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Says nothing.
    public static let silent = DebugLog { _ in }

    public func callAsFunction(_ line: String) {
        write(line)
    }
}
