import GtkKit
import HangmanCore

/// The on-screen keyboard: 26 letter buttons bound to the page's `game.guess` action, disabled
/// once used and styled as right or wrong. Two rows of 13 on a wide window, down to four rows
/// of 7 at 360 px.
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
        grid.setAlign(horizontal: .center)
        grid.setAccessibleLabel(tr("Letter keys"))
        for letter in Letter.alphabet {
            let button = Button(label: letter.description)
            button.addCSSClass("letter-key")
            button.setAction(action, target: letter.description)
            grid.append(button, accessibleName: letter.description)
            buttons[letter] = button
        }
    }

    func button(for letter: Letter) -> Button {
        buttons[letter]!
    }

    /// Shows every key as the game has it: enabled while it can be played, then right or wrong.
    func show(_ game: Game?) {
        for (letter, button) in buttons {
            let state = KeyState(letter: game?.state(of: letter) ?? .untried, enabled: game?.accepts(letter) ?? false)
            let previous = shown[letter]
            guard state != previous else { continue }
            shown[letter] = state
            if previous?.enabled != state.enabled { button.isSensitive = state.enabled }
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
