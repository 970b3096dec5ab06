import GtkKit
import XCTest
import HangmanTestSupport

/// The libdispatch main-queue bridge: MainActor work runs under the GLib main loop.
final class MainQueueBridgeTests: XCTestCase {
    @MainActor private final class Flag {
        var value = false
    }

    func testATaskHoppingToTheMainActorRunsWhileTheGLibLoopRuns() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let flag = Flag()

            Task.detached {
                try? await Task.sleep(for: .milliseconds(50))
                await MainActor.run {
                    flag.value = true
                    MainLoop.quitRunningLoop()
                }
            }

            XCTAssertTrue(MainLoop.runLoopUntilQuit(timeout: .seconds(5)), "the MainActor job never ran under g_main_loop_run")
            XCTAssertTrue(flag.value)
        }
    }

    func testAsyncSleepOnTheMainActorResumesUnderTheGLibLoop() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.initializeGTK()
            let flag = Flag()

            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(20))
                try? await Task.sleep(for: .milliseconds(20))
                flag.value = true
                MainLoop.quitRunningLoop()
            }

            XCTAssertTrue(MainLoop.runLoopUntilQuit(timeout: .seconds(5)))
            XCTAssertTrue(flag.value)
        }
    }
}
