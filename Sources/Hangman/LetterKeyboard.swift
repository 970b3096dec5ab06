import GtkKit
import HangmanCore

/// The on-screen keyboard: 26 letter buttons bound to the page's `game.guess` action, disabled
/// once used and styled as right or wrong. Two rows of 13 on a wide window, down to four rows
/// of 7 at 360 px.
@MainActor
final class LetterKeyboard {
    let grid = FlowBox(minPerLine: 7, maxPerLine: 13, spacing: 6)
    private var buttons: [Letter: Button] = [:]

    /// What a key shows.
    private struct KeyState: Equatable {
        var tried: Bool
        var right: Bool
        var enabled: Bool
    }

    /// What each key showed last, so a guess touches only the keys that change: setting CSS
    /// classes and accessible labels on all 26 keys at every guess cost style recalculations and
    /// screen-reader traffic.
    private var shown: [Letter: KeyState] = [:]

    init(action: String) {
        grid.addCSSClass("letter-keyboard")
        grid.setAlign(horizontal: .center)
        for letter in Letter.alphabet {
            let button = Button(label: letter.description)
            button.addCSSClass("letter-key")
            button.setAction(action, target: letter.description)
            grid.append(button)
            buttons[letter] = button
        }
    }

    func button(for letter: Letter) -> Button {
        buttons[letter]!
    }

    /// Shows every key as the game has it: enabled while untried, then right or wrong.
    func show(_ game: Game?) {
        let tried = Set(game?.guesses ?? [])
        let isOver = game?.isOver ?? true
        for (letter, button) in buttons {
            let wasTried = tried.contains(letter)
            let isRight = wasTried && game?.puzzle.letters.contains(letter) == true
            let state = KeyState(tried: wasTried, right: isRight, enabled: !wasTried && !isOver)
            let previous = shown[letter]
            guard state != previous else { continue }
            shown[letter] = state
            if previous?.enabled != state.enabled { button.isSensitive = state.enabled }
            if previous?.tried != state.tried || previous?.right != state.right {
                button.setCSSClass("letter-right", isRight)
                button.setCSSClass("letter-wrong", wasTried && !isRight)
                button.setAccessibleLabel(Self.accessibleLabel(letter, tried: wasTried, right: isRight))
            }
        }
    }

    private static func accessibleLabel(_ letter: Letter, tried: Bool, right: Bool) -> String {
        let values = ["letter": letter.description]
        guard tried else { return tr("Letter {letter}").filling(values) }
        return right
            ? tr("Letter {letter}, already tried, right").filling(values)
            : tr("Letter {letter}, already tried, wrong").filling(values)
    }
}
