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
