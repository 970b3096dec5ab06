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
        /// The engine: rules, puzzles, scoring, sources, store. Never imports CGtk or CCurl.
        .target(name: "HangmanCore"),
        /// The one HTTP client, over libcurl, behind HangmanCore's `HTTPFetching` protocol.
        .target(name: "CurlTransport", dependencies: ["CCurl", "HangmanCore"]),
        /// A thin @MainActor layer over GTK 4: all pointer code and trampolines live here.
        .target(name: "GtkKit", dependencies: ["CGtk"]),
        .executableTarget(
            name: "Hangman",
            dependencies: ["HangmanCore", "CurlTransport", "GtkKit"]
        ),
        /// Test support: a process that saves games in a loop, for tests that kill it mid-write.
        .executableTarget(name: "StoreWriter", dependencies: ["HangmanCore"], path: "Tests/StoreWriter"),
        .testTarget(
            name: "HangmanCoreTests",
            dependencies: ["HangmanCore", "StoreWriter"]
        ),
        .testTarget(
            name: "CurlTransportTests",
            dependencies: ["CurlTransport", "HangmanCore"]
        ),
        .testTarget(
            name: "HangmanUITests",
            dependencies: ["Hangman", "GtkKit", "HangmanCore"]
        ),
        /// Timings for `make bench`: skipped unless HANGMAN_BENCH=1, never pass/fail on a time.
        .testTarget(
            name: "HangmanBenchmarks",
            dependencies: ["Hangman", "GtkKit", "HangmanCore", "CurlTransport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
