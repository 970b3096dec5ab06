#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Leaving the process.
public enum ProcessExit {
    /// Flushes stdio and leaves with `status` at once, without atexit handlers or the libraries'
    /// teardown. A refill may still be running on a worker thread inside libcurl or OpenSSL, and
    /// `exit()` would run OpenSSL's clean-up under it: that crashed some quits right after the
    /// start, while the first transfer was still initialising OpenSSL. Call it only when
    /// everything worth keeping is on disk (the store syncs each save before a dialog shows).
    public static func immediately(_ status: Int32) -> Never {
        fflush(nil)
        _exit(status)
    }
}
