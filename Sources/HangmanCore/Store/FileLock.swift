#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An exclusive advisory lock (`flock`) on a lock file, held until `unlock()`: two game
/// instances saving the same store take turns at reading, changing and writing it.
public final class FileLock {
    private var descriptor: Int32

    /// How long a save waits for another program's lock before it writes anyway: a backup tool
    /// or a stuck instance holding `store.json.lock` for ever must not stop the game's saves.
    public static let waitLimit: Duration = .seconds(10)

    /// Takes the lock on `path`, creating the file (mode 0600) if needed, waiting at most
    /// `waitLimit`; nil when the file cannot be opened (a read-only directory, a FIFO planted
    /// there) or the lock stays held past the limit. The store waits for it outside its values'
    /// mutex, so no reader, on the main thread or not, waits behind it.
    public convenience init?(path: String, waitLimit: Duration = FileLock.waitLimit) {
        guard case .taken(let descriptor) = Self.take(path: path, waitLimit: waitLimit) else { return nil }
        self.init(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// What came of asking for the lock.
    public enum Outcome {
        /// The lock is this caller's until `unlock()`.
        case taken(FileLock)
        /// Another program held it for all of the wait limit.
        case heldByAnother
        /// The lock file cannot be used (a read-only directory, a FIFO planted there): the caller
        /// goes on without it, as with no other instance.
        case unavailable
    }

    /// Takes the lock on `path`, as `init` does, and says why when it could not.
    public static func acquire(path: String, waitLimit: Duration = FileLock.waitLimit) -> Outcome {
        switch take(path: path, waitLimit: waitLimit) {
        case .taken(let descriptor): .taken(FileLock(descriptor: descriptor))
        case .heldByAnother: .heldByAnother
        case .unavailable: .unavailable
        }
    }

    private enum Taking {
        case taken(Int32)
        case heldByAnother
        case unavailable
    }

    private static func take(path: String, waitLimit: Duration) -> Taking {
        try? FileSystem.createDirectory(FileSystem.parentDirectory(of: path))
        // Never blocks on a FIFO planted at the lock's path, never follows a link.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .unavailable }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .unavailable
        }
        let deadline = ContinuousClock.now + waitLimit
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            guard failure == EWOULDBLOCK || failure == EINTR else {
                close(descriptor)
                return .unavailable
            }
            guard ContinuousClock.now < deadline else {
                close(descriptor)
                return .heldByAnother
            }
            usleep(20_000)
        }
        return .taken(descriptor)
    }

    public func unlock() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
