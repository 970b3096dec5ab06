import GtkKit
import HangmanCore

/// Plays the game's sounds; tests put a recorder in its place.
@MainActor
protocol SoundPlaying: AnyObject {
    func play(_ sound: GameSound)
}

/// The game's sounds through GSound, unless Preferences' Sound switch or the desktop's own
/// event-sounds setting is off. Never waits: GSound opens and plays on a background queue.
@MainActor
final class EventSounds: SoundPlaying {
    let context = EventSoundContext()
    private let directory: String
    private let settings: SoundSettings

    init(directory: String, settings: SoundSettings) {
        self.directory = directory
        self.settings = settings
    }

    /// Whether a sound would play now: both the game's switch and the desktop's setting are on.
    var isAudible: Bool { settings.isEnabled && DesktopSettings.eventSoundsEnabled }

    func play(_ sound: GameSound) {
        guard isAudible else { return }
        context.play(eventID: "hangman-\(sound.rawValue)", file: "\(directory)/\(sound.fileName)", description: sound.rawValue)
    }
}
