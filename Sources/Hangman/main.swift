import Glibc
import GtkKit
import HangmanCore

// Synchronous top-level code: g_application_run must own the real main thread.
let environment = AppEnvironment.current()
Localization.setUp(domain: AppIdentity.gettextDomain, localeDirectory: environment.localeDirectory)
let hangman = HangmanApplication(environment: environment)
exit(hangman.run())
