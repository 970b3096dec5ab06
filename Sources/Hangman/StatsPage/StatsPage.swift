#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GtkKit
import HangmanCore

/// The Stats page: for the chosen mode, the top 5, the totals, the error chart and the recent
/// games, all computed from the history each time it changes.
@MainActor
final class StatsPage {
    let root = Box(.vertical, spacing: 18)
    let scroller: ScrolledWindow
    let wordsButton = ChoiceButton(label: GameMode.words.displayName)
    let moviesButton = ChoiceButton(label: GameMode.movies.displayName)
    /// Seven columns: a narrower spacing than the recent games' keeps it within 360 px in French.
    let recordsGrid = Grid(rowSpacing: 6, columnSpacing: 5, role: .table)
    let emptyRecordsLabel = Label(tr("No records yet. Win a game to set one."))
    let totalsBox = FlowBox(minPerLine: 3, maxPerLine: 5, spacing: 12)
    /// The games of the player's own words among the totals: friend's words, each list.
    let ownWordsLabel = Label()
    let chart = ErrorChart()
    let recentGrid = Grid(rowSpacing: 4, columnSpacing: 5, role: .table)
    let emptyRecentLabel = Label(tr("No games played yet."))
    // Translators: access keys of the main window, which must differ: _New Game and S_kip (end
    // panel), _Preferences (banner), _Reset Statistics… (Stats).
    let resetButton = Button(label: tr("_Reset Statistics…"))

    private let archive: GameArchive
    private(set) var mode: GameMode = .words
    /// The figures on screen, for tests and the accessible descriptions.
    private(set) var statistics: ModeStatistics
    var records: [FinishedGame] = []
    private(set) var confirmDialog: ConfirmDialog?
    private(set) var nameDialog: NameRecordDialog?
    /// The pencil button that names each record kept without a name, by rank (tests).
    var nameButtons: [Int: Button] = [:]

    init(archive: GameArchive) {
        self.archive = archive
        statistics = ModeStatistics(mode: .words, history: [])
        scroller = ScrolledWindow(child: root)
        scroller.setExpand(horizontal: true, vertical: true)
        scroller.setScrollBarName(tr("Scroll the statistics"))
        // An overlaid scroll bar would cover the chart's right edge in a narrow window.
        scroller.keepScrollBarsBesideContent()
        setUpWidgets()
        refresh()
    }

    private func setUpWidgets() {
        root.addCSSClass("stats-page")
        root.setMargins(12)

        let modeSwitch = Box(.horizontal)
        modeSwitch.addCSSClass("linked")
        modeSwitch.setAlign(horizontal: .center)
        moviesButton.join(wordsButton)
        wordsButton.isActive = true
        modeSwitch.append(wordsButton)
        modeSwitch.append(moviesButton)
        wordsButton.onToggled { [weak self] in
            guard let self, self.wordsButton.isActive else { return }
            self.show(.words)
        }
        moviesButton.onToggled { [weak self] in
            guard let self, self.moviesButton.isActive else { return }
            self.show(.movies)
        }
        root.append(modeSwitch)

        totalsBox.addCSSClass("stats-totals")
        totalsBox.setAccessibleLabel(tr("Totals"))
        root.append(totalsBox)
        ownWordsLabel.wrapOnWords()
        ownWordsLabel.setJustifyCenter()
        ownWordsLabel.addCSSClass("dim-label")
        root.append(ownWordsLabel)

        root.append(Self.heading(tr("Records")))
        recordsGrid.addCSSClass("records-table")
        recordsGrid.setAccessibleLabel(tr("Records"))
        // Under their left-aligned headings, as the chart is: a centred table floated apart.
        recordsGrid.setAlign(horizontal: .start)
        emptyRecordsLabel.addCSSClass("dim-label")
        root.append(recordsGrid)
        root.append(emptyRecordsLabel)

        root.append(Self.heading(tr("Errors per Game")))
        root.append(chart.area)

        root.append(Self.heading(tr("Recent Games")))
        recentGrid.addCSSClass("recent-table")
        recentGrid.setAccessibleLabel(tr("Recent Games"))
        recentGrid.setAlign(horizontal: .start)
        emptyRecentLabel.addCSSClass("dim-label")
        // Tab reaches every text of the page: a screen reader hears there is nothing yet.
        emptyRecentLabel.makeFocusStop(name: emptyRecentLabel.text)
        emptyRecordsLabel.makeFocusStop(name: emptyRecordsLabel.text)
        root.append(recentGrid)
        root.append(emptyRecentLabel)

        resetButton.useUnderline()
        resetButton.addCSSClass("destructive-action")
        resetButton.setAlign(horizontal: .center)
        resetButton.onClicked { [weak self] in self?.confirmReset() }
        root.append(resetButton)
    }

    /// Gives the keyboard focus to the chosen mode's button, at the top of the page.
    func focusModeSwitch() {
        (mode == .words ? wordsButton : moviesButton).widget.grabFocus()
    }

    /// Switches the page to `mode`.
    func show(_ mode: GameMode) {
        self.mode = mode
        if mode == .words, !wordsButton.isActive { wordsButton.isActive = true }
        if mode == .movies, !moviesButton.isActive { moviesButton.isActive = true }
        refresh()
    }

    /// Recomputes everything from the archive's games, decoded once.
    func refresh() {
        let snapshot = archive.snapshot
        statistics = snapshot.statistics(for: mode)
        records = snapshot.records(for: mode)
        // Nothing to reset: no red button inviting a click that would do nothing.
        resetButton.isSensitive = statistics.played > 0
        showTotals()
        showRecords()
        chart.show(statistics)
        showRecent()
    }

    private func showTotals() {
        totalsBox.removeAllChildren()
        let totals: [(String, String)] = [
            // Translators: captions under the numbers of games played and won.
            ("\(statistics.played)", ctr("games count", "Played")),
            ("\(statistics.won)", ctr("games count", "Won")),
            // No game yet: no rate to show, rather than a discouraging 0 %.
            (statistics.played == 0 ? "—" : tr("{percent}%").filling(["percent": "\(statistics.winRate)"]), tr("Win Rate")),
            ("\(statistics.currentStreak)", tr("Current Streak")),
            ("\(statistics.bestStreak)", tr("Best Streak")),
        ]
        for (value, caption) in totals {
            let box = Box(.vertical, spacing: 2)
            let number = Label(value)
            number.addCSSClass("stat-value")
            let label = Label(caption)
            label.addCSSClass("dim-label")
            label.addCSSClass("caption")
            box.append(number)
            box.append(label)
            // Tab reaches each total, read whole: "3 Played".
            number.makeFocusStop(name: "\(value) \(caption)")
            totalsBox.append(box, accessibleName: caption)
        }
        // "Of which: friend’s words, 3 played, 2 won; Spelling week, 5 played, 4 won." Never a record.
        let own = statistics.ownWords.map { count in
            // Translators: one source of the player's own words on the Stats page: "Week 3: 5 played, 4 won".
            tr("{source}: {played}, {won}").filling([
                "source": Self.sourceName(count.source),
                "played": ntr("{count} played", "{count} played", count.played).filling(["count": "\(count.played)"]),
                "won": ntr("{count} won", "{count} won", count.won).filling(["count": "\(count.won)"]),
            ])
        }
        ownWordsLabel.isVisible = !own.isEmpty
        if !own.isEmpty {
            // Translators: what separates the sources of the player's own words on the Stats page.
            let text = tr("Your own words, which set no record: {counts}.").filling(["counts": own.joined(separator: ctr("list separator", "; "))])
            ownWordsLabel.text = text
            ownWordsLabel.makeFocusStop(name: text)
        }
    }

    /// "Friend’s words", or a list's name.
    static func sourceName(_ source: OwnWordSource) -> String {
        switch source {
        case .friend: tr("Friend’s words")
        case .list(_, let name): name
        }
    }

    func askName(for record: FinishedGame, rank: Int) {
        let archive = archive, id = record.id
        let dialog = NameRecordDialog(rank: rank, mode: mode, over: root.root) { name in
            Task { _ = await archive.nameRecord(id, name: name) }
        }
        nameDialog = dialog
        dialog.present()
    }

    private func confirmReset() {
        // Each sentence is written out per mode, so that a language can give it its article or case.
        let count = statistics.played
        let (title, message) = switch mode {
        case .words: (
            tr("Reset Words Statistics?"),
            ntr("This deletes {count} game and the records of Words. Movies keeps its own. This cannot be undone.",
                "This deletes {count} games and the records of Words. Movies keeps its own. This cannot be undone.", count))
        case .movies: (
            tr("Reset Movies Statistics?"),
            ntr("This deletes {count} game and the records of Movies. Words keeps its own. This cannot be undone.",
                "This deletes {count} games and the records of Movies. Words keeps its own. This cannot be undone.", count))
        }
        let dialog = ConfirmDialog(
            title: title,
            message: message.filling(["count": "\(count)"]),
            // Translators: access keys of the reset question, which must differ: _Cancel, _Reset.
            confirmLabel: tr("_Reset"),
            over: root.root
        ) { [weak self] in self?.reset() }
        confirmDialog = dialog
        dialog.present()
    }

    private func reset() {
        let archive = archive, mode = mode
        Task { [weak self] in
            let result = await archive.removeAll(mode: mode)
            guard let self else { return }
            self.refresh()
            if case .failure(let error) = result {
                GLibLog.debug("the statistics were not reset: \(error.details ?? "")")
                self.emptyRecentLabel.text = tr("The statistics could not be reset: their file could not be written. Try again in a moment.")
            }
        }
    }
}
