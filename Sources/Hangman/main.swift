import Glibc
import GtkKit
import HangmanCore

// Synchronous top-level code: g_application_run must own the real main thread.
let mainReached = FrameClock.monotonicNanoseconds
let environment = AppEnvironment.current()
Localization.setUp(domain: AppIdentity.gettextDomain, localeDirectory: environment.localeDirectory)
let hangman = HangmanApplication(
    environment: environment,
    milestones: environment.exitsAfterFirstFrame ? StartupMilestones(mainReached: mainReached) : nil
)
let status = hangman.run()

// A refill may still be running on a worker thread, inside libcurl or OpenSSL. exit() would run
// OpenSSL's atexit clean-up under it, and that crashed 4 of 30 quits right after the start, when
// the first transfer was still initialising OpenSSL. Everything the game keeps is already on disk
// (the store syncs each save before the dialogs show), so leave without the libraries' teardown.
fflush(nil)
_exit(status)
