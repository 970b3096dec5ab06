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
    /// Why the game would not read a file that opened: it is no regular file, or too large.
    public var refusal: Refusal?

    /// A file the game leaves alone rather than read.
    public enum Refusal: Equatable, Sendable {
        /// A device, a FIFO, a socket or a directory: reading it could block or never end.
        case notARegularFile(String)
        /// Larger than the cap for its kind of file.
        case tooLarge(limit: Int)
    }

    public init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public init(refusing refusal: Refusal, path: String) {
        self.init("read", path: path, code: EINVAL)
        self.refusal = refusal
    }

    public var description: String {
        "\(operation) \(path): \(reason)"
    }

    /// The C library's explanation: "No space left on device"; for a refused file, what it is.
    public var reason: String {
        switch refusal {
        case .notARegularFile(let what): "not a regular file but \(what)"
        case .tooLarge(let limit): "larger than \(limit / (1024 * 1024)) MiB"
        case nil: String(cString: strerror(code))
        }
    }

    /// What the player can do something about.
    public enum Kind: Equatable, Sendable {
        /// ENOSPC, EDQUOT.
        case diskFull
        /// EACCES, EPERM.
        case noPermission
        /// EROFS.
        case readOnlyFileSystem
        /// ENOENT: nothing there (a file moved away while it was being chosen).
        case missing
        case other
    }

    public var kind: Kind {
        switch code {
        case ENOSPC, EDQUOT: .diskFull
        case EACCES, EPERM: .noPermission
        case EROFS: .readOnlyFileSystem
        case ENOENT: .missing
        default: .other
        }
    }
}

/// The POSIX file-system calls the game needs beyond whole-file reads and writes (`AtomicFile`):
/// paths, directories, and where the running binary is. The app target holds no pointer code,
/// so what needs a C buffer lives here.
public enum FileSystem {
    /// True when something exists at `path`.
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

    /// The directory part of `path`: "." for a bare name, "/" at the root.
    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The names in `directory` that start with `prefix`, links and files alike (none followed);
    /// empty when the directory cannot be read.
    public static func names(in directory: String, startingWith prefix: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(prefix) { names.append(name) }
        }
        return names.sorted()
    }

    /// Unlinks `path` (a link itself, never what it points to); nothing when it is gone.
    public static func remove(_ path: String) {
        unlink(path)
    }

    /// The absolute path of the running binary (`/proc/self/exe`), else `argv[0]`.
    public static func executablePath() -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = buffer.withUnsafeMutableBytes { bytes in
            readlink("/proc/self/exe", bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count - 1)
        }
        guard length > 0 else { return CommandLine.arguments.first ?? "." }
        return String(decoding: buffer[0..<length], as: UTF8.self)
    }
}

/// What tells one version of a file from another: its inode, size and modification time. An
/// atomic save renames a new file over the old, so each save gives a new inode.
public struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    /// The identity of the file at `path`, or nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = info.st_mtim.tv_sec
        modifiedNanoseconds = info.st_mtim.tv_nsec
    }
}

