// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Hangman",
    products: [
        .executable(name: "hangman", targets: ["Hangman"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        /// libcurl, opened with dlopen on the first transfer (its headers: libcurl4-openssl-dev).
        .target(name: "CCurl"),
        /// The engine: rules, puzzles, scoring, records, sources, store. Never imports CGtk or
        /// CCurl. Its POSIX calls live in `Support/FileSystem.swift` (paths, the binary's own path)
        /// and `Store/AtomicFile.swift` (whole-file reads, crash-safe writes).
        .target(name: "HangmanCore"),
        /// The one HTTP client, over libcurl, behind HangmanCore's `HTTPFetching` protocol.
        .target(name: "CurlTransport", dependencies: ["CCurl", "HangmanCore"]),
        /// A thin @MainActor layer over GTK 4: all pointer code and trampolines live here. Its
        /// pointers are `package`, and so are its test hooks (`MainLoop`, frame watchers).
        .target(name: "GtkKit", dependencies: ["CGtk"]),
        /// The app: one controller per page or dialog. No pointer code: it never imports CGtk,
        /// and Tests/Data/test_source_rules.py fails on `Unsafe…`/`OpaquePointer` here.
        .executableTarget(
            name: "Hangman",
            dependencies: ["HangmanCore", "CurlTransport", "GtkKit"]
        ),
        /// Test support: a process that saves games in a loop, for tests that kill it mid-write.
        .executableTarget(name: "StoreWriter", dependencies: ["HangmanCore"], path: "Tests/StoreWriter"),
        /// What every test suite shares: temporary directories, `eventually`, the loopback fake
        /// API, scripted supplies of puzzles and a clock moved by hand.
        .target(name: "HangmanTestSupport", dependencies: ["HangmanCore"], path: "Tests/TestSupport"),
        .testTarget(
            name: "HangmanCoreTests",
            dependencies: ["HangmanCore", "HangmanTestSupport", "StoreWriter"]
        ),
        .testTarget(
            name: "CurlTransportTests",
            dependencies: ["CurlTransport", "HangmanCore", "HangmanTestSupport"]
        ),
        .testTarget(
            name: "HangmanUITests",
            dependencies: ["Hangman", "GtkKit", "HangmanCore", "HangmanTestSupport"]
        ),
        /// Timings for `make bench`: skipped unless HANGMAN_BENCH=1, never pass/fail on a time.
        .testTarget(
            name: "HangmanBenchmarks",
            dependencies: ["Hangman", "GtkKit", "HangmanCore", "CurlTransport", "HangmanTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
