import CGtk
import Dispatch
import Glibc

/// Event sounds through GSound, the library GNOME's games use, opened with dlopen when the first
/// sound plays: nothing of it loads before the first frame, and without libgsound the game is
/// silent. Every call runs on a serial background queue: libcanberra's first play probes the
/// audio backend, which takes a while with a slow sound server, and the game never waits for it.
public final class EventSoundContext: @unchecked Sendable {
    // @unchecked: `context` and the function pointers are touched only on `queue`, and
    // libcanberra under GSound is thread-safe.
    private typealias ContextNew = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> OpaquePointer?
    private typealias PlaySimplev = @convention(c) (
        OpaquePointer?, OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> gboolean

    private let queue = DispatchQueue(label: "io.github.swifthangman.Hangman.sound")
    private var context: OpaquePointer?
    private var play: PlaySimplev?
    private var isOpened = false

    /// The soname of GSound 1.0, Debian's libgsound0.
    private static let soname = "libgsound.so.0"

    public init() {}

    /// Plays `file` as the event `eventID` ("hangman-win"), without waiting. Failures are silent:
    /// no library, no sound server, no audio device.
    public func play(eventID: String, file: String, description: String) {
        queue.async { [self] in
            openIfNeeded()
            guard let context, let play else { return }
            let attributes = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)
            for (key, value) in [("event.id", eventID), ("media.filename", file), ("event.description", description)] {
                g_hash_table_insert(attributes, g_strdup(key), g_strdup(value))
            }
            var error: UnsafeMutablePointer<GError>?
            _ = play(context, attributes, nil, &error)
            if let error { g_error_free(error) }
            g_hash_table_unref(attributes)
        }
    }

    /// Waits until every sound asked for so far has been handed to GSound (tests).
    package func drain() {
        queue.sync {}
    }

    /// True once GSound was opened and gave a context (tests).
    package var isAvailable: Bool {
        queue.sync { context != nil }
    }

    private func openIfNeeded() {
        guard !isOpened else { return }
        isOpened = true
        guard let library = dlopen(Self.soname, RTLD_NOW | RTLD_LOCAL),
              let newSymbol = dlsym(library, "gsound_context_new"),
              let playSymbol = dlsym(library, "gsound_context_play_simplev")
        else { return }
        let new = unsafeBitCast(newSymbol, to: ContextNew.self)
        var error: UnsafeMutablePointer<GError>?
        context = new(nil, &error)
        if let error { g_error_free(error) }
        play = unsafeBitCast(playSymbol, to: PlaySimplev.self)
    }
}
