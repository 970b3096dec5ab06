import GtkKit
import HangmanCore

// Synchronous top-level code: g_application_run must own the real main thread.
let mainReached = FrameClock.monotonicNanoseconds
MallocArenas.limitForTheGame()
let environment = AppEnvironment.current()
Localization.setUp(domain: AppIdentity.gettextDomain, localeDirectory: environment.localeDirectory)
// `hangman --import-list FILE`: adds a word list and quits, without a window.
if CommandLine.arguments.contains("--import-list") {
    ProcessExit.immediately(MainActor.assumeIsolated { AppServices.importListFromCommandLine(Array(CommandLine.arguments.dropFirst()), environment: environment) })
}
let hangman = HangmanApplication(
    environment: environment,
    milestones: environment.exitsAfterFirstFrame || environment.exitsAfterFirstPuzzle ? StartupMilestones(mainReached: mainReached) : nil
)
let status = hangman.run()

// Leave without the libraries' teardown: a refill may still be inside libcurl or OpenSSL.
ProcessExit.immediately(status)
