import GtkKit
import HangmanCore

/// The on-screen keyboard: a button per letter of the word's alphabet (A–Z, and Ñ after N for a
/// Spanish word), bound to the page's `game.guess` action, disabled once used and styled as
/// right or wrong. Two rows of 13 (or 14) on a wide window, down to four rows of 7 at 360 px.
@MainActor
final class LetterKeyboard {
    let grid = FlowBox(minPerLine: 7, maxPerLine: 13, spacing: 6)
    private var buttons: [Letter: Button] = [:]

    /// What a key shows: the letter's state in the game, and whether it can be played.
    private struct KeyState: Equatable {
        var letter: Game.LetterState
        var enabled: Bool
    }

    /// What each key showed last, so a guess touches only the keys that change: setting CSS
    /// classes and accessible labels on all 26 keys at every guess costs style recalculations
    /// and screen-reader traffic.
    private var shown: [Letter: KeyState] = [:]

    init(action: String) {
        grid.addCSSClass("letter-keyboard")
        // The arrows move between keys and never leave the grid for the tabs or the levels.
        grid.addController(KeyController { [weak self] key in
            guard let self, let direction = Direction(keyName: key.name) else { return false }
            self.moveFocus(direction)
            return true
        })
        grid.setAlign(horizontal: .center)
        grid.setAccessibleLabel(tr("Letter keys"))
        for letter in Self.allKeys {
            let button = Button(label: letter.description)
            button.addCSSClass("letter-key")
            button.setAction(action, target: letter.description)
            grid.append(button, accessibleName: letter.description)
            buttons[letter] = button
        }
        grid.setVisible(false, child: buttons[.eñe]!) // until a Spanish word is dealt
    }

    func button(for letter: Letter) -> Button {
        buttons[letter]!
    }

    /// The letter whose key has the keyboard focus, if one has.
    var focusedLetter: Letter? {
        Self.allKeys.first { buttons[$0]!.containsFocus }
    }

    /// Where an arrow key moves the focus among the keys.
    enum Direction {
        case left, right, up, down

        init?(keyName: String) {
            switch keyName {
            case "Left", "KP_Left": self = .left
            case "Right", "KP_Right": self = .right
            case "Up", "KP_Up": self = .up
            case "Down", "KP_Down": self = .down
            default: return nil
            }
        }

        var step: (keys: Int, rows: Int) {
            switch self {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            }
        }
    }

    /// Moves the focus to the nearest playable key in `direction`, staying put at an edge.
    func moveFocus(_ direction: Direction) {
        let step = direction.step
        guard let letter = focusedLetter, let from = buttons[letter]!.position(in: grid) else { return }
        let keys = Self.allKeys.compactMap { letter -> (letter: Letter, x: Double, y: Double)? in
            guard let button = buttons[letter], button.isSensitive, button.isVisible, let point = button.position(in: grid) else { return nil }
            return (letter, point.x, point.y)
        }
        let target: Letter?
        if step.rows == 0 {
            let row = keys.filter { abs($0.y - from.y) < 1 }
            let beyond = row.filter { step.keys > 0 ? $0.x > from.x + 1 : $0.x < from.x - 1 }
            target = (step.keys > 0 ? beyond.min { $0.x < $1.x } : beyond.max { $0.x < $1.x })?.letter
        } else {
            let rowsBeyond = keys.filter { step.rows > 0 ? $0.y > from.y + 1 : $0.y < from.y - 1 }
            let nearestRow = step.rows > 0 ? rowsBeyond.map(\.y).min() : rowsBeyond.map(\.y).max()
            target = rowsBeyond.filter { $0.y == nearestRow }.min { abs($0.x - from.x) < abs($1.x - from.x) }?.letter
        }
        if let target { buttons[target]!.grabFocus() }
    }

    /// Every key there is: A–Z and Ñ, which shows for a Spanish word only.
    static let allKeys = Alphabet.spanish.keys

    /// The alphabet whose keys show.
    private var shownAlphabet = Alphabet.latin

    /// Shows every key as the game has it: enabled while it can be played, then right or wrong.
    func show(_ game: Game?) {
        let alphabet = game?.puzzle.alphabet ?? .latin
        if alphabet != shownAlphabet {
            shownAlphabet = alphabet
            for letter in Self.allKeys where !Letter.alphabet.contains(letter) {
                grid.setVisible(alphabet.ownLetters.contains(letter), child: buttons[letter]!)
            }
            // 27 keys make two rows of 14 and 13, not 13, 13 and one.
            grid.setMaxPerLine(alphabet.keys.count > 26 ? 14 : 13)
        }
        for (letter, button) in buttons {
            let state = KeyState(letter: game?.state(of: letter) ?? .untried, enabled: game?.accepts(letter) ?? false)
            let previous = shown[letter]
            guard state != previous else { continue }
            shown[letter] = state
            if previous?.enabled != state.enabled { grid.setSensitive(state.enabled, child: button) }
            if previous?.letter != state.letter {
                button.setCSSClass("letter-right", state.letter == .right)
                button.setCSSClass("letter-wrong", state.letter == .wrong)
                button.setCSSClass("letter-missed", state.letter == .missed)
                button.setAccessibleLabel(Self.accessibleLabel(letter, state.letter))
            }
        }
    }

    private static func accessibleLabel(_ letter: Letter, _ state: Game.LetterState) -> String {
        let values = ["letter": letter.description]
        return switch state {
        case .untried: tr("Letter {letter}").filling(values)
        case .right: tr("Letter {letter}, already tried, right").filling(values)
        case .wrong: tr("Letter {letter}, already tried, wrong").filling(values)
        case .missed: tr("Letter {letter}, in the answer, not found").filling(values)
        }
    }
}
