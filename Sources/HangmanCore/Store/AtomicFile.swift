#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failure of the file system, with the path and the C library's explanation.
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var code: Int32

    public init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String {
        "\(operation) \(path): \(String(cString: strerror(code)))"
    }
}

/// Whole-file reads and crash-safe writes with POSIX calls.
public enum AtomicFile {
    /// Replaces the file at `path` so that a reader, or a crash at any moment, sees either the
    /// old content or the new one: write a temporary file in the same directory, fsync it,
    /// rename it over the old one, fsync the directory.
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws(FileSystemError) {
        let directory = parentDirectory(of: path)
        try createDirectory(directory)
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw FileSystemError("open", path: temporary) }
        do throws(FileSystemError) {
            try writeAll(bytes, to: fd, path: temporary)
            guard fchmod(fd, mode) == 0 else { throw FileSystemError("chmod", path: temporary) }
            guard fsync(fd) == 0 else { throw FileSystemError("fsync", path: temporary) }
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
        syncDirectory(directory)
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
        syncDirectory(parentDirectory(of: path))
    }

    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// `mkdir -p` with mode 0700 for the directories it creates.
    public static func createDirectory(_ path: String) throws(FileSystemError) {
        guard !path.isEmpty, !exists(path) else { return }
        try createDirectory(parentDirectory(of: path))
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw FileSystemError("mkdir", path: path)
        }
    }

    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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
