import Foundation
import HangmanTestSupport
import Testing
@testable import HangmanCore

@Suite("The window's size, state and page, kept for the next run")
struct WindowSettingsTests {
    @Test("the page the window was closed on is the one it opens on")
    func pageKept() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/settings.json"
            #expect(WindowSettings(store: KeyValueStore(path: path)).page == 0, "the first page when none was kept")
            WindowSettings(store: KeyValueStore(path: path)).save(width: 800, height: 720, maximized: false, page: 2)
            let reopened = WindowSettings(store: KeyValueStore(path: path))
            #expect(reopened.page == 2)
            #expect(reopened.size == (800, 720))
            #expect(!reopened.isMaximized)
        }
    }

    @Test("a maximized window keeps the size it had before, and an absurd size gives the default")
    func sizes() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = KeyValueStore(path: directory + "/settings.json")
            let settings = WindowSettings(store: store)
            settings.save(width: 900, height: 700, maximized: false, page: 0)
            settings.save(width: 1920, height: 1080, maximized: true, page: 1)
            #expect(settings.size == (900, 700))
            #expect(settings.isMaximized)
            try store.set(50, forKey: WindowSettings.widthKey)
            #expect(settings.size == WindowSettings.defaultSize)
        }
    }
}
