#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GtkKit
import HangmanCore

/// The Stats page's tables: the records, with a way to name one, and the recent games.
extension StatsPage {
    func showRecords() {
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

    func showRecent() {
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
    func levelCell(_ game: FinishedGame) -> [String] {
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

    static func heading(_ text: String) -> Label {
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
    static func fill(
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
