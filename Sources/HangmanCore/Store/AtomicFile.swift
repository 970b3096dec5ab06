#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whole-file reads and crash-safe writes with POSIX calls: the store and the caches use them.
public enum AtomicFile {
    /// Replaces the file at `path` so that a reader, or a crash at any moment, sees either the
    /// old content or the new one: write a temporary file in the same directory, fsync it,
    /// rename it over the old one, fsync the directory.
    ///
    /// `durable: false` skips both fsyncs: the rename is still atomic, so a crash of the process
    /// leaves the old content or the new one, but a power cut may lose the write. That is the
    /// right trade for caches written on the way to the screen.
    ///
    /// A symbolic link at `path` is replaced by the new regular file, not written through: a
    /// planted link must not send the game's writes to another of the player's files. The
    /// temporary file has a random name and is created new (`mkstemp`: `O_CREAT | O_EXCL`), so
    /// no link planted at a name one could predict is followed either.
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600, durable: Bool = true) throws(FileSystemError) {
        let directory = FileSystem.parentDirectory(of: path)
        try FileSystem.createDirectory(directory)
        var template = Array("\(path)\(temporarySuffix)XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard fd >= 0 else { throw FileSystemError("open", path: temporary) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        do throws(FileSystemError) {
            try writeAll(bytes, to: fd, path: temporary)
            guard fchmod(fd, mode) == 0 else { throw FileSystemError("chmod", path: temporary) }
            guard !durable || fsync(fd) == 0 else { throw FileSystemError("fsync", path: temporary) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let failure = FileSystemError("rename", path: path)
            unlink(temporary)
            throw failure
        }
        if durable { syncDirectory(directory) }
    }

    /// What a temporary file's name adds to its target's: `store.json.tmp-Ab12Cd`.
    static let temporarySuffix = ".tmp-"

    /// The caps on what the game reads: its store and settings, a cache, a bundled data file.
    public enum Limit {
        public static let store = 64 * 1024 * 1024
        public static let settings = 1024 * 1024
        public static let cache = 8 * 1024 * 1024
        public static let bundled = 16 * 1024 * 1024
    }

    /// The file's bytes, or nil when it does not exist. Only a regular file is read, without
    /// blocking and up to `limit` bytes: a device (`/dev/zero`), a FIFO, a socket, a directory
    /// or a larger file is refused with a `FileSystemError` whose `refusal` says what it is,
    /// and is left exactly as it was. A link is followed for reading, to a regular file only.
    public static func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO with no writer would otherwise wait for ever.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError("open", path: path)
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw FileSystemError("stat", path: path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileSystemError(refusing: .notARegularFile(fileTypeName(status.st_mode)), path: path)
        }
        guard status.st_size <= limit else { throw FileSystemError(refusing: .tooLarge(limit: limit), path: path) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("read", path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            // A file that grows while it is read is cut off at the cap, not followed.
            guard bytes.count <= limit else { throw FileSystemError(refusing: .tooLarge(limit: limit), path: path) }
        }
    }

    /// True when `read(path, limit:)` would refuse what is at `path` for what it is (a device, a
    /// FIFO, a socket, a directory, a file over `limit`, through a link or not): a cache leaves
    /// such a thing exactly as it is rather than write its own file over it.
    public static func holdsRefusedFile(_ path: String, limit: Int) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT != S_IFREG || status.st_size > limit
    }

    /// "a FIFO", "a device", "a directory", "a socket", "a link".
    private static func fileTypeName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFDIR: "a directory"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a link"
        default: "not a file"
        }
    }

    /// Seconds after which a temporary file is a crash's leftover, not a write in progress.
    static let leftoverAge = 600

    /// Removes the temporary files a crash left beside `path` (`store.json.tmp-…`, older than
    /// ten minutes): links and files alike are unlinked, never followed.
    public static func removeLeftovers(beside path: String) {
        let directory = FileSystem.parentDirectory(of: path)
        let prefix = String(path.split(separator: "/").last ?? "") + temporarySuffix
        for name in FileSystem.names(in: directory, startingWith: prefix) where name.count == prefix.count + 6 {
            // Only an old one: a fresh file is another running instance's write in progress.
            let leftover = "\(directory)/\(name)"
            var status = stat()
            guard lstat(leftover, &status) == 0, time(nil) - status.st_mtim.tv_sec > leftoverAge else { continue }
            unlink(leftover)
        }
    }

    /// Renames a file; used to move a broken file aside.
    public static func move(_ path: String, to destination: String) throws(FileSystemError) {
        guard rename(path, destination) == 0 else { throw FileSystemError("rename", path: path) }
        syncDirectory(FileSystem.parentDirectory(of: path))
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileSystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("write", path: path)
            }
            offset += written
        }
    }

    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
