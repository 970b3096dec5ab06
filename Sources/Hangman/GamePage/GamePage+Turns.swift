import GtkKit
import HangmanCore

/// How the page draws a `Turn`, plays its effects once, and tells screen readers the news.
extension GamePage {
    /// Draws the board of `turn`, then plays what it did once.
    func show(_ turn: Turn) {
        let game = turn.game
        let errors = game?.wrongGuessCount ?? 0
        let caption = PuzzleCaption.text(of: turn.deal, next: turn.nextDeck)
        captionLabel.text = caption
        captionLabel.isVisible = !caption.isEmpty
        puzzle.show(game, mode: mode, caption: caption)
        status.show(game)
        drawing.show(wrongGuesses: errors, lost: game?.status == .lost, won: game?.status == .won)
        hintPanel.show(turn.hints)
        keyboard.show(game)
        keepTime(running: game?.isClockRunning ?? false)
        switch turn.phase {
        case .dealing:
            endPanel.hide()
            messageLabel.text = ""
            spinner.start()
        case .playing:
            spinner.stop()
        case .finishing:
            messageLabel.text = ""
            banner.hideUntilNextGame()
        case .ended(let ending):
            banner.hideUntilNextGame()
            showEnding(ending, dealtWith: turn.deal)
            if ending.record == nil {
                say(endPanel.spokenEnding + " " + tr("Press Enter for a new game."), focusingBoard: true)
            }
        }
        for effect in turn.effects { play(effect, in: turn) }
    }

    func play(_ effect: TurnEffect, in turn: Turn) {
        switch effect {
        case .began:
            endPanel.hide()
            spinner.stop()
            if let deal = turn.deal { banner.show(deal.origin, mode: mode) }
            messageLabel.isVisible = true
            messageLabel.text = tr("Type a letter or click one below.")
            messageLabel.setCSSClass("good-guess", false)
            if let game = turn.game {
                hintsTold = turn.hints.count
                say(BoardSpeech.began(game, mode: mode, language: language(of: turn.deal), banner: banner.message), focusingBoard: !choosing)
            }
            began()
        case .resumed:
            endPanel.hide()
            spinner.stop()
            banner.show(.online, mode: mode)
            messageLabel.isVisible = true
            messageLabel.text = tr("Your game is back as you left it. The clock starts again with your next letter.")
            messageLabel.setCSSClass("good-guess", false)
            if let game = turn.game {
                hintsTold = turn.hints.count
                let hints = turn.hints.map(HintPanel.text(for:))
                say(([BoardSpeech.resumed(game, mode: mode, language: language(of: turn.deal))] + hints).joined(separator: " "), focusingBoard: !choosing)
            }
            began()
        case .found(let letter, let cells):
            // Translators: {letter} is a capital letter; {count} how many of it the guess uncovered.
            showGuessMessage(ntr("Yes, {letter} is in it: {count} found!", "Yes, {letter} is in it: {count} found!", cells)
                .filling(["letter": letter.description, "count": "\(cells)"]), found: true, game: turn.game)
            puzzle.glow()
            if let game = turn.game, !game.isOver { say(BoardSpeech.found(letter, cells: cells, game: game, mode: mode), focusingBoard: true) }
        case .missed(let letter):
            showGuessMessage(tr("No {letter} in it.").filling(["letter": letter.description]), found: false, game: turn.game)
            keyboard.button(for: letter).flashCSSClass("shake")
            if let game = turn.game, !game.isOver {
                let newHints = turn.hints.dropFirst(hintsTold).map(HintPanel.text(for:))
                hintsTold = turn.hints.count
                say(BoardSpeech.missed(letter, game: game, newHints: newHints), focusingBoard: true)
            }
        case .repeated(let letter):
            showGuessMessage(BoardSpeech.repeated(letter), found: false, game: turn.game)
            say(BoardSpeech.repeated(letter), focusingBoard: true)
        case .sound(let sound):
            sounds?.play(sound)
        }
    }

    /// The line under the puzzle after a guess. GTK 4.8 cannot announce (gtk_accessible_announce
    /// is 4.14): its accessible name says the error count too.
    func showGuessMessage(_ message: String, found: Bool, game: Game?) {
        let errors = tr("Errors: {count}/{max}").filling(["count": "\(game?.wrongGuessCount ?? 0)", "max": "\(Game.maxWrongGuesses)"])
        messageLabel.setText(message, accessibleLabel: message + " " + errors)
        messageLabel.setCSSClass("good-guess", found)
        if game?.isOver == true { messageLabel.text = "" }
    }

    /// Names the board with `news`, and gives it the focus (`focusingBoard`) when its page is on
    /// screen: Orca speaks a focused widget's new name at once, and the whole of it as the focus
    /// arrives. Where the running GTK can announce (4.14), news the board cannot tell is announced.
    func say(_ news: String, focusingBoard: Bool) {
        if news != boardNews {
            boardNews = news
            board.setAccessibleLabel(news)
        }
        guard root.isMapped, isWindowReady else { return }
        if focusingBoard, !board.hasFocus, board.grabFocus() { return }
        if !board.hasFocus { board.announce(news) }
    }


    /// The window is not ready yet: the board waits for `windowBecameReady` to take the focus.
    func waitForWindow() {
        isWindowReady = false
    }

    /// The window's first frame is painted and a screen reader can read it: the board of a game
    /// under way takes the focus (`takingFocus`: the page is on screen and the player has not
    /// moved the focus), unless the player is choosing a level or a page.
    func windowBecameReady(takingFocus: Bool) {
        isWindowReady = true
        guard takingFocus, root.isMapped, session.game?.isOver == false, !choosing, !board.hasFocus else { return }
        _ = board.grabFocus()
    }

    /// True while the keyboard focus is on the level or category picker, or on the tabs: a new
    /// game leaves it there.
    var choosing: Bool {
        (accessory?.widget.containsFocus ?? false) || focusIsOnTabs()
    }

    func language(of deal: PuzzleDeal?) -> WordLanguage? {
        if case .word(let word) = deal { return word.language }
        return nil
    }

    func showEnding(_ ending: Ending, dealtWith deal: PuzzleDeal?) {
        messageLabel.isVisible = false
        let record = ending.record.map { EndPanel.Record(rank: $0.rank, mode: mode, prefilledName: $0.prefilledName) }
        var meaning: (definition: String, inEnglish: String?)?
        if case .word(let word) = deal { meaning = word.facts?.endMeaning(in: word.language) }
        endPanel.show(ending.game, meaning: meaning, record: record) { [weak self] name in self?.session.nameRecord(name) }
    }

    func keepTime(running: Bool) {
        status.keepTime(running: running) { [weak self] in self?.session.game }
    }
}
