import GtkKit
import HangmanCore

/// The end of a game, told on the board itself, under the word: won or lost, the answer, the
/// score counting up, and New Game. On a record the same panel asks the player's name. No window
/// opens, so the drawing and the revealed word stay in sight.
///
/// A record is already saved under the suggested name; the panel only names it. New Game, Enter
/// in the name field, or any other way to the next game keeps the typed name. Skip or Escape
/// keeps the record without a name (shown as Anonymous): no name the player did not choose.
@MainActor
final class EndPanel {
    /// What the panel needs to ask a record's name.
    struct Record {
        var rank: Int
        var mode: GameMode
        var prefilledName: String
    }

    let box = Box(.vertical, spacing: 6)
    let headline = Label()
    let answerLabel = Label()
    /// What the word means: "lanterne — lantern"; hidden for a film or a word without one.
    let meaningLabel = Label()
    let scoreLabel = Label()
    let recordBox = Box(.vertical, spacing: 4)
    let rankLabel = Label()
    let nameEntry = Entry()
    // Translators: access keys of the main window, which must differ: _New Game and S_kip (end
    // panel), _Preferences (banner), _Reset Statistics… (Stats).
    let skipButton = Button(label: tr("S_kip"))
    /// Says the length limit, so a long name is not cut without warning.
    let limitLabel = Label(ntr("At most {count} character.", "At most {count} characters.", PlayerName.maxLength)
        .filling(["count": "\(PlayerName.maxLength)"]))
    // Translators: access keys of the main window, which must differ: _New Game and S_kip (end
    // panel), _Preferences (banner), _Reset Statistics… (Stats).
    let newGameButton = Button(label: tr("_New Game"))

    /// Called by New Game, after the typed name was handed over.
    var onNewGame: (() -> Void)?
    /// Called with the spoken ending when a record's name field takes the focus.
    var onNameFieldFocused: ((String) -> Void)?
    /// The whole ending as a screen reader hears it: won or lost, the answer, its meaning, the score.
    private(set) var spokenEnding = ""
    /// Receives the record's name once: the typed one, or nil after Skip. Set while a name is asked.
    private var onName: ((String?) -> Void)?
    /// Counts the endings shown, so that a count-up left running stops at the next one.
    private var endingsShown = 0
    /// Gives the name field the keyboard once it has rested: see `namingQuietPeriod`.
    private var focusingName: Task<Void, Never>?

    /// How long the keyboard must rest after a record before the name field takes it. A player
    /// still typing the last letters would otherwise type over the suggested name, and Enter
    /// would save that. Tab or a click reaches the field at once.
    static let namingQuietPeriod: Duration = .milliseconds(700)

    static let countUpDuration = 0.7

    init() {
        box.addCSSClass("end-panel")
        box.setAlign(horizontal: .center)
        box.isVisible = false

        headline.addCSSClass("end-headline")
        answerLabel.wrapOnWords()
        answerLabel.setJustifyCenter()
        answerLabel.setMaxWidthChars(40)
        meaningLabel.addCSSClass("end-meaning")
        meaningLabel.wrapOnWords()
        meaningLabel.setJustifyCenter()
        meaningLabel.setMaxWidthChars(40)
        scoreLabel.addCSSClass("end-score")
        box.append(headline)
        box.append(answerLabel)
        box.append(meaningLabel)
        box.append(scoreLabel)

        setUpNaming()
        box.append(recordBox)

        newGameButton.useUnderline()
        newGameButton.addCSSClass("suggested-action")
        newGameButton.addCSSClass("pill")
        newGameButton.setAlign(horizontal: .center)
        newGameButton.onClicked { [weak self] in self?.startNewGame() }
        box.append(newGameButton)
    }

    private func setUpNaming() {
        recordBox.addCSSClass("end-record")
        rankLabel.addCSSClass("end-rank")
        rankLabel.wrapOnWords()
        rankLabel.setJustifyCenter()
        let prompt = Label(tr("Your name for the records:"))
        prompt.setXAlign(0)
        nameEntry.setMaxLength(Int32(PlayerName.maxLength))
        nameEntry.setExpand(horizontal: true)
        nameEntry.onChanged { [weak self] in self?.validate() }
        // Enter in the name field is New Game, as it is everywhere else on the finished board.
        nameEntry.onActivate { [weak self] in self?.startNewGame() }
        nameEntry.addController(KeyController { [weak self] key in
            guard key.name == "Escape", let self else { return false }
            self.skipNaming()
            return true
        })
        skipButton.useUnderline()
        skipButton.onClicked { [weak self] in self?.skipNaming() }
        limitLabel.addCSSClass("dim-label")
        limitLabel.addCSSClass("caption")
        limitLabel.setXAlign(0)

        let nameRow = Box(.horizontal, spacing: 6)
        nameRow.append(nameEntry)
        nameRow.append(skipButton)
        recordBox.append(rankLabel)
        recordBox.append(prompt)
        recordBox.append(nameRow)
        recordBox.append(limitLabel)
    }

    /// True while the panel is on the board: the game is over and the next has not begun.
    var isShown: Bool { box.isVisible }
    /// True while a record's name is asked and not yet given or skipped.
    var isAskingName: Bool { onName != nil }

    /// Shows `game`'s end, and asks a name for `record`, handed to `onName`. Focus goes where
    /// Enter should act: the name field, or New Game.
    func show(_ game: Game, meaning: (definition: String, inEnglish: String?)?, record: Record?, onName: @escaping (String?) -> Void) {
        let won = game.status == .won
        box.setCSSClass("won", won)
        box.setCSSClass("lost", !won)
        headline.text = won ? tr("Well done!") : game.isAbandoned ? tr("You gave up") : tr("Hanged!")
        // Translators: {answer} is the word or film title the player had to find.
        answerLabel.text = (won ? tr("You found “{answer}”.") : tr("The answer was “{answer}”.")).filling(["answer": game.puzzle.answer])
        meaningLabel.text = meaning.map { meaning in
            // Translators: {answer} is the word found or missed, {meaning} its definition in the word's own language.
            let defined = tr("{answer} — {meaning}").filling(["answer": game.puzzle.answer, "meaning": meaning.definition])
            // Translators: {meaning} is the English translation of a word of another language than English.
            let translated = meaning.inEnglish.map { tr("In English: {meaning}").filling(["meaning": $0]) }
            return [defined, translated].compactMap { $0 }.joined(separator: "\n")
        } ?? ""
        meaningLabel.isVisible = meaning != nil
        scoreLabel.text = won ? Self.scoreText(game.score) : tr("Score: 0 — a lost game scores nothing.")
        recordBox.isVisible = record != nil
        self.onName = record == nil ? nil : onName
        if let record {
            rankLabel.text = Self.rankText(rank: record.rank, mode: record.mode)
            nameEntry.text = record.prefilledName
            validate()
        }
        // What a screen reader hears: the board tells the ending, or a record's name field
        // does, as it takes the focus; never both, and New Game says only its name.
        spokenEnding = [headline.text, answerLabel.text, meaning == nil ? "" : meaningLabel.text.split(separator: "\n").map { Self.sentence(String($0)) }.joined(separator: " "), Self.sentence(scoreLabel.text)]
            .filter { !$0.isEmpty }.joined(separator: " ")
        if record != nil {
            nameEntry.setAccessibleLabel([spokenEnding, rankLabel.text + ".", tr("Your name for the records:"), limitLabel.text].joined(separator: " "))
        }
        box.isVisible = true
        endingsShown += 1
        if won, game.score > 0, DesktopSettings.animationsEnabled { countUp(to: game.score) }
        // The focus stays on the board, where Enter is New Game; a record's name field takes it
        // once the keyboard has rested.
        if record != nil { focusNameAfterQuiet() }
        // In a short window the page scrolls: all of the panel comes into sight, New Game included.
        ScrolledWindow.bringIntoSight(box)
    }

    /// Takes the panel off the board. A name still asked is kept as typed.
    func hide() {
        finishNaming()
        box.isVisible = false
    }

    /// A key was pressed somewhere on the window: the name field waits for the keyboard to rest.
    func noteKeyPress() {
        guard focusingName != nil else { return }
        focusNameAfterQuiet()
    }

    private func focusNameAfterQuiet() {
        focusingName?.cancel()
        focusingName = Task { [weak self] in
            try? await Task.sleep(for: Self.namingQuietPeriod)
            guard let self, !Task.isCancelled else { return }
            self.focusingName = nil
            if self.isAskingName, self.nameEntry.grabFocus() { self.onNameFieldFocused?(self.spokenEnding) }
        }
    }

    /// Keeps the typed name for the record, if one is still asked (an empty one is no name).
    func finishNaming() {
        answer(with: sanitizedName)
    }

    /// The record keeps no name; the panel stays, with New Game.
    func skipNaming() {
        guard isAskingName else { return }
        answer(with: nil)
        recordBox.isVisible = false
        _ = newGameButton.grabFocus()
    }

    /// Enter anywhere on the finished board: New Game. Returns false when the panel is not shown.
    func activateDefault() -> Bool {
        guard isShown else { return false }
        startNewGame()
        return true
    }

    /// The name as it would be saved, or nil when it is empty.
    var sanitizedName: String? { PlayerName.sanitized(nameEntry.text) }

    /// `text` ending with a full stop, as a spoken sentence should.
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("!") ? text : text + "."
    }

    static func scoreText(_ score: Int) -> String {
        ntr("Score: {score} point", "Score: {score} points", score).filling(["score": "\(score)"])
    }

    /// "Best score in Words", "2nd best in Movies" …: each sentence written out, so that a
    /// language can give each mode its article or case.
    static func rankText(rank: Int, mode: GameMode) -> String {
        switch (mode, rank) {
        // Translators: the rank of a new record on the end panel, in the Words mode.
        case (.words, 1): tr("Best score in Words")
        case (.words, 2): tr("2nd best in Words")
        case (.words, 3): tr("3rd best in Words")
        case (.words, 4): tr("4th best in Words")
        case (.words, _): tr("5th best in Words")
        // Translators: the rank of a new record on the end panel, in the Movies mode.
        case (.movies, 1): tr("Best score in Movies")
        case (.movies, 2): tr("2nd best in Movies")
        case (.movies, 3): tr("3rd best in Movies")
        case (.movies, 4): tr("4th best in Movies")
        case (.movies, _): tr("5th best in Movies")
        }
    }

    private func startNewGame() {
        finishNaming()
        onNewGame?()
    }

    /// An empty name is shown as an error: New Game would keep the record without a name.
    private func validate() {
        nameEntry.setCSSClass("error", isAskingName && sanitizedName == nil)
    }

    private func answer(with name: String?) {
        focusingName?.cancel()
        focusingName = nil
        guard let onName else { return }
        self.onName = nil
        onName(name)
    }

    /// Counts the score up from 0 on the frame clock, ending on the exact score.
    private func countUp(to score: Int) {
        scoreLabel.text = Self.scoreText(0)
        var start: Int64?
        let ending = endingsShown
        scoreLabel.addTickCallback { [weak self] time in
            guard let self, self.isShown, self.endingsShown == ending else { return false }
            let begin = start ?? time
            start = begin
            let progress = min(1, Double(time - begin) / 1_000_000 / Self.countUpDuration)
            self.scoreLabel.text = Self.scoreText(Int((Double(score) * progress).rounded(.down)))
            return progress < 1
        }
    }
}
