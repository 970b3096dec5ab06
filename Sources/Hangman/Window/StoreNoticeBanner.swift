import GtkKit
import HangmanCore

/// The banners above the pages that tell what happened to the player's files: a problem found
/// at start-up (told once), and why the last save of a file failed (until one succeeds).
@MainActor
final class StoreNoticeBanner {
    let box = Box(.vertical)
    /// What was found at start-up.
    let problems = MessageView()
    /// Why the last save of each file failed: wraps, never widens the window.
    let saveErrors = MessageView()
    private let problemsRevealer: Revealer
    private let saveErrorsRevealer: Revealer
    private var problemsShown: [PlayerMessage] = []
    /// Why the last save of each file failed, until one of it succeeds.
    private var saveFailures: [StoreContents: StoreError] = [:]
    /// The files whose problem the player was told at start-up.
    private var problemsTold: Set<StoreContents> = []

    init() {
        problems.box.addCSSClass("banner")
        problemsRevealer = Revealer(child: problems.box)
        saveErrors.box.addCSSClass("banner")
        saveErrors.box.addCSSClass("save-error")
        saveErrorsRevealer = Revealer(child: saveErrors.box)
        box.append(problemsRevealer)
        box.append(saveErrorsRevealer)
    }

    /// Tells the player, once, that a store file could not be used as it was; every file's
    /// problem is told when several have one.
    func showStoreProblem(_ problem: StoreProblem, of contents: StoreContents) {
        problemsTold.insert(contents)
        let message = problem.message(of: contents)
        GLibLog.debug("told the player: \(message.sentence)")
        problemsShown.append(message)
        problems.show(problemsShown)
        problemsRevealer.isRevealed = true
    }

    /// Shows why a save failed, in one plain sentence per file, until a save of that file succeeds.
    /// A file told read-only at start-up (a newer version's, one that could not be opened) fails
    /// its saves by design: that is said once, by the start-up banner, never a second time.
    func showSaveResult(_ error: StoreError?, of contents: StoreContents) {
        saveFailures[contents] = error == .readOnly && problemsTold.contains(contents) ? nil : error
        let messages = [StoreContents.games, .gameInProgress, .settings].compactMap { contents in
            saveFailures[contents]?.message(of: contents)
        }
        if !messages.isEmpty {
            saveErrors.show(messages)
            GLibLog.debug("told the player: \(saveErrors.text)")
        }
        saveErrorsRevealer.isRevealed = !messages.isEmpty
    }
}
