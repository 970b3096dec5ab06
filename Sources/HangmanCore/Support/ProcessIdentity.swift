#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One running process, told apart from a later one given the same id: its process id and the
/// moment it started (`/proc/<pid>/stat`, field 22, in clock ticks since boot). Two instances of
/// the game on one home keep their games under way apart by it, and one that quit is known.
public struct ProcessIdentity: Codable, Equatable, Hashable, Sendable {
    public var pid: Int32
    public var startTicks: UInt64

    public init(pid: Int32, startTicks: UInt64) {
        self.pid = pid
        self.startTicks = startTicks
    }

    /// This process.
    public static let current: ProcessIdentity = ProcessIdentity(pid: getpid(), startTicks: startTicks(of: getpid()) ?? 0)

    /// True while the process still runs (the same one, not a later process with its id).
    public var isRunning: Bool {
        guard pid > 0, let ticks = Self.startTicks(of: pid) else { return false }
        return ticks == startTicks
    }

    /// Field 22 of `/proc/<pid>/stat`; nil when there is no such process. The command name, field
    /// 2, is in parentheses and may hold spaces or parentheses: fields are counted after the last ')'.
    static func startTicks(of pid: Int32) -> UInt64? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0, let close = buffer[0..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // After ')': field 3 (the state) onwards; the start time is field 22.
        let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 19 else { return nil }
        return UInt64(String(decoding: fields[19], as: UTF8.self))
    }
}
