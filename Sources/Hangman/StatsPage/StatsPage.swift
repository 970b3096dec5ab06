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
    private(set) var records: [FinishedGame] = []
    private(set) var confirmDialog: ConfirmDialog?
    private(set) var nameDialog: NameRecordDialog?
    /// The "Name…" button of each record kept without a name, by rank (tests).
    private(set) var nameButtons: [Int: Button] = [:]

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

    private func showRecords() {
        recordsGrid.removeAllChildren()
        emptyRecordsLabel.isVisible = records.isEmpty
        recordsGrid.isVisible = !records.isEmpty
        guard !records.isEmpty else { return }
        // Translators: column headers of the Stats tables; "Puzzle" is the word or title to find
        // (French: "Réponse"), "Time" the time a game took.
        let header = [ctr("table column", "Rank"), ctr("table column", "Name"), ctr("table column", "Puzzle"),
                      ctr("table column", "Score"), ctr("table column", "Time"), ctr("table column", "Date")] + levelHeader
        Self.fill(recordsGrid, row: 0, header, isHeader: true, ellipsized: [1, 2])
        nameButtons = [:]
        for (index, record) in records.enumerated() {
            let cells = [
                "\(index + 1)",
                record.playerName ?? tr("Anonymous"),
                record.puzzle,
                "\(record.score)",
                ElapsedTimeFormat.string(seconds: record.duration),
                Self.formatDate(record.date),
            ] + levelCell(record)
            // A record skipped on the end panel can be named here, later: its Name cell is a
            // pencil button, which a 360 px window has room for in every language, where a
            // column of "Name…" buttons made the table 56 to 130 px too wide.
            var nameButton: Button?
            if record.playerName == nil {
                let button = Button(iconName: "document-edit-symbolic", name: tr("Name record {rank}").filling(["rank": "\(index + 1)"]))
                button.addCSSClass("flat")
                button.setAlign(horizontal: .start)
                button.onClicked { [weak self] in self?.askName(for: record, rank: index + 1) }
                nameButtons[index + 1] = button
                nameButton = button
            }
            Self.fill(recordsGrid, row: Int32(index + 1), headers: header, cells, ellipsized: [1, 2], readAsOne: true,
                      controls: nameButton.map { [1: $0] } ?? [:])
        }
    }

    private func showRecent() {
        recentGrid.removeAllChildren()
        emptyRecentLabel.isVisible = statistics.recent.isEmpty
        recentGrid.isVisible = !statistics.recent.isEmpty
        guard !statistics.recent.isEmpty else { return }
        let header = [ctr("table column", "Date"), ctr("table column", "Puzzle"), ctr("table column", "Result"),
                      ctr("table column", "Time")] + levelHeader
        Self.fill(recentGrid, row: 0, header, isHeader: true)
        for (index, game) in statistics.recent.enumerated() {
            Self.fill(recentGrid, row: Int32(index + 1), headers: header, [
                Self.formatDate(game.date),
                game.puzzle,
                Self.resultText(game),
                ElapsedTimeFormat.string(seconds: game.duration),
            ] + levelCell(game), readAsOne: true)
        }
    }

    /// "Won, 4 errors" over "18 points": the result, the errors and the score share a column,
    /// which a narrow table breaks between words, so the table fits 360 px in French too. A
    /// game given up says so.
    private static func resultText(_ game: FinishedGame) -> String {
        let text = game.givenUp
            ? ntr("Given up, {count} error", "Given up, {count} errors", game.errors)
            : game.result == .won
            ? ntr("Won, {count} error", "Won, {count} errors", game.errors)
            : ntr("Lost, {count} error", "Lost, {count} errors", game.errors)
        let score = ntr("{score} point", "{score} points", game.score).filling(["score": "\(game.score)"])
        return text.filling(["count": "\(game.errors)"]) + "\n" + score
    }

    /// Words games say their language and level in one more column.
    private var levelHeader: [String] { mode == .words ? [ctr("table column", "Level")] : [] }

    /// "FR · Easy", which a narrow table breaks after the dot; "—" for a game saved before
    /// there were languages.
    private func levelCell(_ game: FinishedGame) -> [String] {
        guard mode == .words else { return [] }
        switch game.source {
        // Translators: the Level column of a recent game whose word a friend typed.
        case .friend: return [tr("Friend’s word")]
        case .list(_, let name): return [name]
        case nil: break
        }
        guard let language = game.language, let level = game.level else { return ["—"] }
        return ["\(language.rawValue.uppercased())\u{00A0}· \(level.displayName)"]
    }

    /// Every cell of the recent games table, header first (tests).
    var recentCellTexts: [String] { recentGrid.labelTexts }
    /// Every cell of the records table, header first (tests).
    var recordCellTexts: [String] { recordsGrid.labelTexts }

    /// The text of the records table, row by row, for tests: names exactly as shown.
    var recordNamesShown: [String] {
        records.map { $0.playerName ?? tr("Anonymous") }
    }

    private func askName(for record: FinishedGame, rank: Int) {
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
                self.emptyRecentLabel.text = tr("The statistics could not be reset: {reason}").filling(["reason": error.explanation])
            }
        }
    }

    private static func heading(_ text: String) -> Label {
        let label = Label(text)
        label.addCSSClass("heading")
        label.setXAlign(0)
        return label
    }

    /// One table row; player text goes in as plain text. A narrow window ellipsizes the name or
    /// puzzle (the `ellipsized` columns), the only text of any length, after its first 5 characters, and wraps
    /// the other cells between their words ("Nov" over "23"), so a date or a level is never cut
    /// to "11/…". Screen readers hear each cell with its column's header (`headers`), and a
    /// header as one. A button of `controls` takes its column's cell (a record's Name…); the
    /// row's first cell still reads that cell's text.
    private static func fill(
        _ grid: Grid, row: Int32, headers: [String] = [], _ cells: [String], isHeader: Bool = false, ellipsized: Set<Int> = [1],
        readAsOne: Bool = false, controls: [Int: Button] = [:]
    ) {
        for (column, text) in cells.enumerated() {
            if let control = controls[column] {
                grid.attach(control, column: Int32(column), row: row)
                continue
            }
            let label = Label(text, role: isHeader ? .columnHeader : .cell)
            label.setXAlign(ellipsized.contains(column) ? 0 : 0.5)
            if ellipsized.contains(column) {
                // A name or title cut short shows whole in its tooltip.
                label.tooltip = text
                label.setEllipsizeEnd()
                // Two such columns (the records' name and puzzle) share a narrow window's room.
                label.setWidthChars(ellipsized.count > 1 ? 3 : 5)
                label.setMaxWidthChars(24)
            } else {
                label.wrapOnWords()
                label.setJustifyCenter()
                label.setMaxWidthChars(12)
            }
            if isHeader {
                label.addCSSClass("heading")
                label.setAccessibleDescription(tr("Column header"))
            } else if readAsOne, column == 0 {
                // Tab stops once per row, on its first cell, which reads the whole row.
                label.makeFocusStop(name: spokenRow(headers: headers, cells))
                label.setAccessibleDescription("")
            } else if headers.indices.contains(column) {
                label.setAccessibleDescription(headers[column])
            }
            grid.attach(label, column: Int32(column), row: row)
        }
    }

    /// A row as a screen reader hears it from its first cell: "Rank: 1, Name: Ada, Puzzle: pumpkin…".
    static func spokenRow(headers: [String], _ cells: [String]) -> String {
        zip(headers, cells).map { header, cell in
            // Translators: one cell of a Stats table row as a screen reader reads it: "Score: 72".
            tr("{column}: {value}").filling(["column": header, "value": cell.split(separator: "\n").joined(separator: ", ")])
        }.joined(separator: ", ")
    }

    /// "Nov 23" for a game of this year, "Nov 23, 2025" before: words a narrow table can put on
    /// two lines, in each language's order. The month's name comes from the game's catalogue,
    /// as the film hints' do: `%b` would follow LC_TIME, not the language on screen.
    static func formatDate(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970)
        let now = Int64(Date().timeIntervalSince1970)
        let year = LocalTime.format(unixSeconds: seconds, "%Y")
        let month = Int(LocalTime.format(unixSeconds: seconds, "%m")) ?? 1
        let values = ["month": shortMonthNames[max(0, min(11, month - 1))], "day": LocalTime.format(unixSeconds: seconds, "%-d"), "year": year]
        // Translators: a date of this year in the Stats tables, "Nov 23"; French "23 nov.".
        guard year != LocalTime.format(unixSeconds: now, "%Y") else { return ctr("stats date", "{month} {day}").filling(values) }
        // Translators: a date of another year in the Stats tables, "Nov 23, 2025"; French "23 nov. 2025".
        return ctr("stats date", "{month} {day}, {year}").filling(values)
    }

    /// The months' short names in the Stats tables.
    static var shortMonthNames: [String] {
        // Translators: short month names, as the Stats tables' dates write them ("Nov 23").
        [
            ctr("short month", "Jan"), ctr("short month", "Feb"), ctr("short month", "Mar"), ctr("short month", "Apr"),
            ctr("short month", "May"), ctr("short month", "Jun"), ctr("short month", "Jul"), ctr("short month", "Aug"),
            ctr("short month", "Sep"), ctr("short month", "Oct"), ctr("short month", "Nov"), ctr("short month", "Dec"),
        ]
    }
}
