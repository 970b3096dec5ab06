/// Every application action, with its accelerators. The one place action names are spelled.
enum AppAction: String, CaseIterable {
    case newGame = "new-game"
    case preferences = "preferences"
    case about = "about"
    case quit = "quit"

    /// The detailed name used by menus and accelerators: `app.new-game`.
    var detailedName: String { "app.\(rawValue)" }

    var accelerators: [String] {
        switch self {
        case .newGame: ["<Control>n"]
        case .preferences: ["<Control>comma"]
        case .about: []
        case .quit: ["<Control>q"]
        }
    }
}
