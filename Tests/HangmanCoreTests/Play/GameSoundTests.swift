import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("Which sound the game makes")
struct GameSoundTests {
    @Test("a found letter ticks, a wrong one thuds, a repeat or a non-letter is silent")
    func guesses() throws {
        var game = Game(puzzle: try Puzzle.known("pumpkin"))
        #expect(GameSound.after(game.guess(.known("P")), in: game) == .right)
        #expect(GameSound.after(game.guess(.known("X")), in: game) == .wrong)
        #expect(GameSound.after(game.guess(.known("X")), in: game) == nil)
        #expect(GameSound.after(game.guess(typed: "7"), in: game) == nil)
    }

    @Test("the last guess makes no letter sound: the ending plays instead")
    func endings() throws {
        var won = Game(puzzle: try Puzzle.known("pumpkin"))
        won.play("PUMKI")
        #expect(GameSound.ending(of: won, isRecord: false) == nil, "still playing")
        #expect(GameSound.after(won.guess(.known("N")), in: won) == nil)
        #expect(GameSound.ending(of: won, isRecord: false) == .win)
        #expect(GameSound.ending(of: won, isRecord: true) == .record)

        var lost = Game(puzzle: try Puzzle.known("pumpkin"))
        lost.play("ABCDE")
        #expect(GameSound.after(lost.guess(.known("F")), in: lost) == nil)
        #expect(GameSound.ending(of: lost, isRecord: true) == .lose, "a loss is never a record")
    }

    @Test("every sound has its file in data/sounds, a short quiet 16-bit WAV")
    func files() throws {
        for sound in GameSound.allCases {
            let path = TestSupport.repositoryRoot.appendingPathComponent("data/sounds/\(sound.fileName)").path
            let bytes = try #require(try AtomicFile.read(path, limit: AtomicFile.Limit.store), "\(sound.fileName)")
            #expect(bytes.count < 200_000)
            #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
            let samples = stride(from: 44, to: bytes.count - 1, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8) }
            let peak = samples.map { abs(Int($0)) }.max() ?? 0
            #expect(peak > 3_000 && peak < 16_384, "\(sound.fileName): audible but at most half of full scale, peak \(peak)")
            #expect(samples.count <= 44_100, "\(sound.fileName): at most a second")
        }
    }

    @Test("the Sound switch is on until turned off, and remembered")
    func settings() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let settings = SoundSettings(store: KeyValueStore(path: path))
            #expect(settings.isEnabled)
            try settings.setEnabled(false)
            #expect(!SoundSettings(store: KeyValueStore(path: path)).isEnabled)
        }
    }
}
