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
    /// planted link must not send the game's writes to another of the player's files.
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600, durable: Bool = true) throws(FileSystemError) {
        let directory = FileSystem.parentDirectory(of: path)
        try FileSystem.createDirectory(directory)
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw FileSystemError("open", path: temporary) }
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

    /// The file's bytes, or nil when it does not exist.
    public static func read(_ path: String) throws(FileSystemError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError("open", path: path)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("read", path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
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
