import Foundation
import Testing

/// The loopback fake of random-word-api (`Tests/Fixtures/fake_api.py`), run as a child process.
///
/// It binds 127.0.0.1 only. It exits when told to, when its stdin closes (so it never outlives
/// the test process), or after `--lifetime` seconds.
public final class FakeAPIServer: Sendable {
    public enum StartError: Error, CustomStringConvertible {
        case noPortLine(String)
        case socket(String)

        public var description: String {
            switch self {
            case .noPortLine(let output): "fake_api.py printed no PORT line: \(output)"
            case .socket(let what): "could not reserve a refused port: \(what)"
            }
        }
    }

    /// The repository root, from this file's location: `<root>/Tests/CurlTransportTests/FakeAPIServer.swift`.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The server for the running suite, set by the `.fakeAPI` trait.
    @TaskLocal public static var current: FakeAPIServer?

    /// The port the fake serves on.
    public let port: Int
    /// A port on 127.0.0.1 where nothing listens: connecting to it is refused at once.
    public let refusedPort: Int

    private let process: Process
    private let standardInput: FileHandle
    /// A socket bound to `refusedPort` but never listening, so no one else takes the port.
    private let refusedSocket: Int32

    private init(process: Process, standardInput: FileHandle, port: Int, refusedSocket: Int32, refusedPort: Int) {
        self.process = process
        self.standardInput = standardInput
        self.port = port
        self.refusedSocket = refusedSocket
        self.refusedPort = refusedPort
    }

    /// `http://127.0.0.1:<port><path>`
    public func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// A URL on the refused port.
    public func refusedURL(_ path: String = "/words/good") -> String {
        "http://127.0.0.1:\(refusedPort)\(path)"
    }

    /// Starts `fake_api.py` and reads its `PORT <n>` line.
    ///
    /// `omdbScript` is the JSON of an `--omdb-script` file (`{"tt0000001": {"kind": "movie", …},
    /// "default": {…}}`): it is written to a temporary file, which is removed once the fake has
    /// read it (the fake loads the script before it prints its port).
    public static func start(omdbScript: String? = nil) throws -> FakeAPIServer {
        let script = repositoryRoot.appendingPathComponent("Tests/Fixtures/fake_api.py").path
        var arguments = [script, "--lifetime", "300", "--exit-on-stdin-eof"]
        var scriptFile: URL?
        if let omdbScript {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("hangman-omdb-script-\(UUID().uuidString).json")
            try Data(omdbScript.utf8).write(to: file)
            scriptFile = file
            arguments += ["--omdb-script", file.path]
        }
        defer { if let scriptFile { try? FileManager.default.removeItem(at: scriptFile) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        var seen = Data()
        var port: Int?
        while port == nil {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
            let text = String(decoding: seen, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("PORT ") }) {
                port = Int(line.dropFirst("PORT ".count))
            }
        }
        guard let port else {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
            throw StartError.noPortLine(String(decoding: seen, as: UTF8.self))
        }
        let (refusedSocket, refusedPort) = try reserveRefusedPort()
        return FakeAPIServer(
            process: process, standardInput: input.fileHandleForWriting,
            port: port, refusedSocket: refusedSocket, refusedPort: refusedPort)
    }

    /// Stops the server and frees the refused port.
    public func stop() {
        try? standardInput.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        close(refusedSocket)
    }

    /// Binds a TCP socket to 127.0.0.1 on a free port without listening: connections are refused.
    private static func reserveRefusedPort() throws -> (Int32, Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw StartError.socket("socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw StartError.socket("bind")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }
}

/// Runs a suite with one fake server, reachable as `FakeAPIServer.current`.
public struct FakeAPITrait: SuiteTrait, TestScoping {
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try FakeAPIServer.start()
        defer { server.stop() }
        try await FakeAPIServer.$current.withValue(server) {
            try await function()
        }
    }
}

extension FakeAPIServer {
    /// Runs `body` with a server of its own, playing `omdbScript`, and stops it afterwards:
    /// the request log then holds only this body's requests.
    ///
    /// Starting and stopping block (they wait for the child process), so they run on a thread of
    /// their own rather than on one of the few threads that run every test's async code.
    public static func with<R>(
        omdbScript: String? = nil,
        _ body: (FakeAPIServer) async throws -> R
    ) async throws -> R {
        let server = try await onOwnThread { try start(omdbScript: omdbScript) }.get()
        let result: Result<R, any Error>
        do {
            result = .success(try await body(server))
        } catch {
            result = .failure(error)
        }
        _ = await onOwnThread { server.stop() }
        return try result.get()
    }

    private static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async -> Result<T, any Error> {
        await TestSupport.onOwnThread(work)
    }
}

extension Trait where Self == FakeAPITrait {
    /// One loopback fake API for the whole suite.
    public static var fakeAPI: Self { Self() }
}

extension FakeAPIServer {
    /// The suite's server; fails the test when the suite lacks the `.fakeAPI` trait.
    public static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> FakeAPIServer {
        try #require(current, "the suite needs the .fakeAPI trait", sourceLocation: sourceLocation)
    }

    /// The words `/words/good?number=n` answers with, in order.
    public static let goodWords = [
        "abridge", "cactus", "lantern", "meadow", "harbor", "pencil", "giraffe",
        "blanket", "orchard", "thunder", "velvet", "whistle", "kingdom", "puzzle",
    ]
}
