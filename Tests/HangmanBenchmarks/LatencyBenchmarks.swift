import CurlTransport
import Foundation
import GtkKit
import HangmanCore
import HangmanTestSupport
import Synchronization
import XCTest
@testable import Hangman

/// Guess and New Game latency on the real window, and what OMDb costs per playable film.
final class LatencyBenchmarks: XCTestCase {
    static let clock = ContinuousClock()

    @MainActor
    private static func makeWindowWithPage(supply: any PuzzleSupply) throws -> (Window, GamePage) {
        guard MainLoop.initializeGTK() else { throw XCTSkip("no display") }
        Style.loadApplicationCSS(path: Bench.repositoryRoot.appendingPathComponent("data/style.css").path)
        let store = KeyValueStore(path: Bench.temporaryDirectory() + "/store.json")
        let archive = GameArchive.testing(games: store, accountName: "Bench")
        let page = GamePage(session: GameSession(mode: .words, supply: supply, archive: archive))
        let window = Window()
        window.setDefaultSize(width: 760, height: 700)
        window.setChild(page.root)
        window.present()
        return (window, page)
    }

    /// Runs the loop until `window` paints a frame after now; returns when it did.
    @MainActor
    private static func waitForNextPaint(_ paints: () -> Int) {
        let before = paints()
        _ = MainLoop.run(until: { paints() > before }, timeout: .seconds(2))
    }

    /// 1,000 guesses, each timed from the guess to the end of the next painted frame.
    ///
    /// Typed: a key every 40 to 80 ms (seeded), faster than anyone types. A steady 50 ms beat
    /// would lock onto the page's own timers (the 400 ms glow of a revealed letter ends exactly
    /// 8 keys later) and land each 8th key just after a frame, where GTK's frame clock makes it
    /// wait a whole period for the next slot: a beat no player keeps. Back to back: a key right
    /// after each frame, so every guess waits for the next slot, up to one whole frame period.
    func testGuessLatencyToTheNextPaintedFrame() throws {
        try Bench.skipUnlessEnabled()
        try MainActor.assumeIsolated {
            // Reduced motion: no glow or stroke animation keeps the frame clock running, so a key
            // mostly finds it idle and is drawn at once.
            // A player's pace: a letter every 0.5 to 1.2 s, as people play hangman (they think
            // between letters). The glow, stroke and shake are over by then, so the frame clock
            // is idle when the key comes. Fewer samples: each one takes most of a second.
            let runs = [
                ("typed", 40...80, true, 1000), ("back_to_back", 0...0, true, 1000),
                ("typed_reduced_motion", 40...80, false, 1000), ("player_pace", 500...1200, true, 400),
            ]
            // HANGMAN_BENCH_GUESS_RUNS=player_pace,typed runs only those (11 minutes for all four).
            let chosen = ProcessInfo.processInfo.environment["HANGMAN_BENCH_GUESS_RUNS"]?.split(separator: ",").map(String.init)
            for (name, pause, animated, count) in runs where chosen?.contains(name) ?? true {
                DesktopSettings.setAnimationsEnabled(animated)
                defer { DesktopSettings.setAnimationsEnabled(true) }
                let samples = try Self.guessLatencies(count: count, pauseBeforeEachGuess: pause)
                samples.report(prefix: name == "typed" ? "guess" : "guess_\(name)")
            }
        }
    }

    /// Each guess of a run: when it came, how long its frame took, and what it did.
    struct GuessSamples {
        /// One refresh period of the frame clock, 60 Hz.
        static let framePeriod = 1000.0 / 60

        /// Guess → end of the next painted frame, ms.
        var latency: [Double] = []
        /// The game's own work: the guess handler plus the frame's layout and paint, ms.
        var work: [Double] = []
        /// The guess handler alone, ms.
        var handler: [Double] = []
        /// How long before the key the last frame began, ms.
        var sinceFrame: [Double] = []
        /// The guesses that ended a game.
        var endings = Set<Int>()
        /// The layout and paint of the frame that first showed each game's end panel, ms: it
        /// comes once the game is saved, in the guess's own frame or a later one.
        var endPanelFrameWork: [Double] = []

        /// How long GTK's frame clock keeps the guess waiting for its slot: frames start at
        /// most once a period, as a display shows them once a refresh, so a key that comes
        /// less than a period after a frame began is drawn in the next slot.
        var slotWait: [Double] { sinceFrame.map { max(0, Self.framePeriod - $0) } }

        /// Guess → painted frame, counted from the first slot a frame could start in.
        var latencyFromSlot: [Double] { zip(latency, slotWait).map { $0 - $1 } }

        func report(prefix: String) {
            // A game end (one guess in 25 here) starts the save off the main thread; the end
            // panel shows when the game is on disk. Reported apart, so each cost shows.
            let midGame = latency.indices.filter { !endings.contains($0) }.map { latency[$0] }
            let ending = endings.map { latency[$0] }
            Bench.report("\(prefix)_mid_game_latency_p99_ms", Bench.percentile(midGame, 0.99), unit: "ms")
            Bench.report("\(prefix)_game_end_latency_median_ms", Bench.percentile(ending, 0.5), unit: "ms")
            Bench.report("\(prefix)_latency_median_ms", Bench.percentile(latency, 0.5), unit: "ms")
            Bench.report("\(prefix)_latency_p99_ms", Bench.percentile(latency, 0.99), unit: "ms")
            Bench.report("\(prefix)_latency_max_ms", latency.max() ?? .nan, unit: "ms")
            Bench.report("\(prefix)_work_median_ms", Bench.percentile(work, 0.5), unit: "ms")
            Bench.report("\(prefix)_work_p99_ms", Bench.percentile(work, 0.99), unit: "ms")
            Bench.report("\(prefix)_latency_from_slot_p99_ms", Bench.percentile(latencyFromSlot, 0.99), unit: "ms")
            Bench.report("\(prefix)_end_panel_frame_median_ms", Bench.percentile(endPanelFrameWork, 0.5), unit: "ms")
            Bench.report("\(prefix)_end_panel_frame_max_ms", endPanelFrameWork.max() ?? .nan, unit: "ms")
            let behindAnotherFrame = sinceFrame.filter { $0 < Self.framePeriod }
            Bench.report("\(prefix)_keys_behind_another_frame_percent", 100 * Double(behindAnotherFrame.count) / Double(latency.count), unit: "%")
            // The keys drawn more than a period after they came: those behind another frame
            // waited for their slot; any other had a slow frame of its own.
            let over = latency.indices.filter { latency[$0] > Self.framePeriod }
            Bench.report("\(prefix)_keys_over_one_frame_count", Double(over.count), unit: "keys")
            Bench.report("\(prefix)_keys_over_one_frame_behind_another_frame_count",
                         Double(over.filter { sinceFrame[$0] < Self.framePeriod }.count), unit: "keys")
            guard ProcessInfo.processInfo.environment["HANGMAN_BENCH_VERBOSE"] == "1" else { return }
            for index in over {
                let figures = [latency[index], handler[index], work[index], sinceFrame[index]].map { String(format: "%.1f", $0) }
                print("KEY \(prefix) #\(index)\(endings.contains(index) ? " (game end)" : ""): latency \(figures[0]) ms,"
                      + " handler \(figures[1]) ms, work \(figures[2]) ms, \(figures[3]) ms after a frame began")
            }
        }
    }

    /// Plays `count` guesses on a fresh window, each after a pause drawn from `pause`.
    @MainActor
    private static func guessLatencies(count: Int, pauseBeforeEachGuess pause: ClosedRange<Int>) throws -> GuessSamples {
        let word = Puzzle.playable("abcdefghijklmnopqrstuvwxy")!
        let deal = PuzzleDeal.word(DealtWord(word, origin: .online))
        let (window, page) = try makeWindowWithPage(supply: ScriptedSupply([deal]))
        defer { window.destroy() }
        var paints = 0
        var frameStart = clock.now
        var frameWork: Duration = .zero
        _ = MainLoop.run(until: { window.isDrawable }, timeout: .seconds(5))
        FrameClock.beforeEachPaint(of: window) { frameStart = clock.now }
        var panelInLastFrame = false
        FrameClock.afterEachPaint(of: window) {
            frameWork = clock.now - frameStart
            panelInLastFrame = page.endPanel.isShown
            paints += 1
        }
        page.begin(deal)
        waitForNextPaint { paints }

        var samples = GuessSamples()
        var letters = Array("abcdefghijklmnopqrstuvwxy")
        var pauses = Bench.SeededPauses(milliseconds: pause)
        while samples.latency.count < count {
            if letters.isEmpty || page.game?.isOver == true {
                if panelInLastFrame {
                    samples.endPanelFrameWork.append(Bench.milliseconds(frameWork)) // shown in the guess's frame
                } else {
                    _ = MainLoop.run(until: { page.endPanel.isShown }, timeout: .seconds(10))
                    waitForNextPaint { paints }
                    samples.endPanelFrameWork.append(Bench.milliseconds(frameWork))
                }
                _ = MainLoop.run(until: { !page.isSavingGame }, timeout: .seconds(10))
                // New Game, as the player starts it: it takes the end panel off the board. A
                // panel left up keeps its name field's cursor blinking, a frame every 17 ms,
                // and each key would wait for a slot behind it.
                page.startNewGame()
                _ = MainLoop.run(until: { page.game?.isOver == false }, timeout: .seconds(5))
                waitForNextPaint { paints }
                letters = Array("abcdefghijklmnopqrstuvwxy")
            }
            let wait = pauses.next()
            if wait > .zero { MainLoop.run(for: wait) }
            let start = clock.now
            samples.sinceFrame.append(Bench.milliseconds(start - frameStart))
            _ = page.handleTypedCharacter(letters.removeFirst())
            let handled = clock.now - start
            waitForNextPaint { paints }
            samples.latency.append(Bench.milliseconds(clock.now - start))
            samples.handler.append(Bench.milliseconds(handled))
            samples.work.append(Bench.milliseconds(handled + frameWork))
            if page.game?.isOver == true { samples.endings.insert(samples.latency.count - 1) }
        }
        return samples
    }

    /// Warm New Game, as the app plays it: the page has taken the next deal from the queue while
    /// the game was played. Then the same without that deal at hand: the puzzle comes from the
    /// queue's actor, and the page waits for the hop back to the main thread.
    func testNewGameLatencyWithAWarmQueue() throws {
        try Bench.skipUnlessEnabled()
        let api = try FakeAPIProcess(arguments: ["--delay-ms", "300"])
        try MainActor.assumeIsolated {
            try Self.measureWarmNewGame(wordsURL: api.url("/words/good"), takesDealsAhead: true)
            try Self.measureWarmNewGame(wordsURL: api.url("/words/good"), takesDealsAhead: false)
        }
    }

    private static let benchChoice = WordChoice(language: .english, level: .normal)

    /// The real English list behind the queue; the fake API's good words pass the filter.
    private static let benchLexicon = LoadedOnce {
        WordLexicon.accepting(
            ["abridge", "cactus", "lantern", "meadow", "harbor", "pencil", "giraffe", "blanket", "orchard", "thunder",
             "velvet", "whistle", "kingdom", "puzzle"],
            at: .normal, bundledFrom: Bench.repositoryRoot.appendingPathComponent("data/words").path)
    }

    @MainActor
    private static func measureWarmNewGame(wordsURL: String, takesDealsAhead: Bool) throws {
        let queue = WordSupply(
            choice: Self.benchChoice, http: CurlHTTPClient(), endpoints: [WordEndpoint(baseURL: wordsURL, countParameter: "number")],
            lexicon: Self.benchLexicon)
        let supply: any PuzzleSupply = takesDealsAhead ? queue : ClosureSupply { await queue.nextDeal() }
        let (window, page) = try makeWindowWithPage(supply: supply)
        defer { window.destroy() }
        var paints = 0
        _ = MainLoop.run(until: { window.isDrawable }, timeout: .seconds(5))
        FrameClock.afterEachPaint(of: window) { paints += 1 }
        page.startNewGame() // the first game, not measured: it waits for the first refill
        _ = MainLoop.run(until: { page.game != nil }, timeout: .seconds(5))

        var warm: [Double] = []
        var dealt: [Double] = []
        for _ in 0..<40 {
            // A letter played, so the next game, with no letter yet, tells itself apart.
            _ = page.handleTypedCharacter("q")
            // Warm: wait until the background refill has filled the queue again, and the page
            // has taken its next deal.
            Task { await queue.prefill() }
            let ready = Mutex(0)
            _ = MainLoop.run(until: {
                Task { let count = await queue.queue.readyCount; ready.withLock { $0 = count } }
                return ready.withLock { $0 } >= 3 && (page.session.hasNextDealAtHand || !takesDealsAhead)
            }, timeout: .seconds(10))
            let start = clock.now
            page.startNewGame()
            _ = MainLoop.run(until: { page.game?.guesses.isEmpty == true }, timeout: .seconds(5))
            dealt.append(Bench.milliseconds(clock.now - start))
            waitForNextPaint { paints }
            warm.append(Bench.milliseconds(clock.now - start))
        }
        let name = takesDealsAhead ? "new_game_warm" : "new_game_warm_no_deal_ahead"
        Bench.report("\(name)_median_ms", Bench.percentile(warm, 0.5), unit: "ms")
        Bench.report("\(name)_p95_ms", Bench.percentile(warm, 0.95), unit: "ms")
        Bench.report("\(name)_dealt_p95_ms", Bench.percentile(dealt, 0.95), unit: "ms")
    }

    func testColdFirstFilmAndOMDbCostAtAThirtyPercentHitRate() async throws {
        try Bench.skipUnlessEnabled()
        let api = try FakeAPIProcess(arguments: ["--delay-ms", "300", "--omdb-hit-rate", "0.3"])
        let http = CurlHTTPClient()
        var cold: [Double] = []
        var naive: [Double] = []
        var requestsPerFilm: [Double] = []
        for _ in 0..<7 {
            // Cold: a fresh cache and an empty queue, as at the first launch.
            let cache = OMDbCache(path: Bench.temporaryDirectory() + "/omdb.json")
            let source = OMDbFilmSource(http: http, key: OMDbKey(fixed: "bench", baseURL: api.url("/omdb/")), cache: cache)
            let queue = FilmSupply(source: source, bundled: BundledFilmSource(path: "/nonexistent"), waitLimit: .seconds(30))
            let start = Self.clock.now
            let deal = await queue.nextDeal()
            cold.append(Bench.milliseconds(Self.clock.now - start))
            XCTAssertEqual(deal.origin, .online)

            // Cost: 5 playable films from a fresh cache, then the same ids again from the warm cache.
            let ids = Mutex<[String]>([])
            let costCache = OMDbCache(path: nil)
            let recording = OMDbFilmSource(http: http, key: OMDbKey(fixed: "bench", baseURL: api.url("/omdb/")), cache: costCache, nextID: {
                var generator = SystemRandomNumberGenerator()
                let id = IMDbID.random(using: &generator)
                ids.withLock { $0.append(id) }
                return id
            })
            let films = try await recording.fetchFilms(count: 5)
            requestsPerFilm.append(Double(recording.requestsSent) / Double(films.count))

            let seen = ids.withLock { $0 }
            let replay = Mutex(seen[...])
            let warmSource = OMDbFilmSource(http: http, key: OMDbKey(fixed: "bench", baseURL: api.url("/omdb/")), cache: costCache, nextID: {
                replay.withLock { $0.popFirst() } ?? "tt0000000"
            })
            _ = try? await warmSource.fetchFilms(count: films.count)
            Bench.report("omdb_requests_for_cached_ids", Double(warmSource.requestsSent), unit: "requests")

            // Naive: no queue, no parallel requests: New Game asks OMDb one id at a time.
            let oneAtATime = OMDbFilmSource(http: http, key: OMDbKey(fixed: "bench", baseURL: api.url("/omdb/")), cache: OMDbCache(path: nil), parallelRequests: 1)
            let naiveStart = Self.clock.now
            _ = try await oneAtATime.fetchFilms(count: 1)
            naive.append(Bench.milliseconds(Self.clock.now - naiveStart))
        }
        Bench.report("film_cold_first_median_ms", Bench.percentile(cold, 0.5), unit: "ms")
        Bench.report("film_naive_first_median_ms", Bench.percentile(naive, 0.5), unit: "ms")
        Bench.report("omdb_requests_per_playable_film_median", Bench.percentile(requestsPerFilm, 0.5), unit: "requests")
    }

    func testNaiveWordNewGameWithoutAQueue() async throws {
        try Bench.skipUnlessEnabled()
        let api = try FakeAPIProcess(arguments: ["--delay-ms", "300"])
        let source = RemoteWordSource(
            http: CurlHTTPClient(), endpoints: [WordEndpoint(baseURL: api.url("/words/good"), countParameter: "number")],
            choice: Self.benchChoice, lexicon: { Self.benchLexicon.wrappedValue })
        var samples: [Double] = []
        for _ in 0..<10 {
            let start = Self.clock.now
            _ = try await source.fetchPuzzles(count: 1)
            samples.append(Bench.milliseconds(Self.clock.now - start))
        }
        Bench.report("new_game_naive_word_median_ms", Bench.percentile(samples, 0.5), unit: "ms")
    }
}
