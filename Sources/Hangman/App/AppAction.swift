/// Every application action, with its accelerators. The one place action names are spelled.
enum AppAction: String, CaseIterable {
    case newGame = "new-game"
    case friendWord = "friend-word"
    case showWords = "show-words"
    case showMovies = "show-movies"
    case showStats = "show-stats"
    case previousPage = "previous-page"
    case nextPage = "next-page"
    case levelEasy = "level-easy"
    case levelNormal = "level-normal"
    case levelHard = "level-hard"
    case preferences = "preferences"
    case howToPlay = "how-to-play"
    case shortcuts = "shortcuts"
    case about = "about"
    case quit = "quit"

    /// The detailed name used by menus and accelerators: `app.new-game`.
    var detailedName: String { "app.\(rawValue)" }

    var accelerators: [String] {
        switch self {
        case .newGame: ["<Control>n"]
        case .friendWord: ["<Control><Shift>n"]
        case .showWords: ["<Alt>1"]
        case .showMovies: ["<Alt>2"]
        case .showStats: ["<Alt>3"]
        case .previousPage: ["<Control>Page_Up"]
        case .nextPage: ["<Control>Page_Down"]
        case .levelEasy: ["<Control>1"]
        case .levelNormal: ["<Control>2"]
        case .levelHard: ["<Control>3"]
        case .preferences: ["<Control>comma"]
        case .howToPlay: ["F1"]
        case .shortcuts: ["<Control>question"]
        case .about: []
        case .quit: ["<Control>q"]
        }
    }
}
