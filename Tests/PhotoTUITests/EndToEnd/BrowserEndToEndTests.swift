import Foundation
import Testing

/// The whole program in tmux on the offline library: what a person sees and does.
@Suite("Browser end to end", .serialized, .timeLimit(.minutes(3)))
struct BrowserEndToEndTests {
    /// Home feed rows are on screen ("N of M loaded" over the list).
    @discardableResult
    private func waitForRows(_ session: TmuxSession, timeout: TimeInterval = 30) throws -> [String] {
        try session.waitFor("rows", timeout: timeout) { screen in screen.count > 1 && screen[1].contains(" loaded ") }
    }

    /// The screen once two captures half a second apart agree (images have landed).
    private func settledScreen(_ session: TmuxSession) throws -> [String] {
        var previous = try session.capture()
        for _ in 0..<40 {
            usleep(500_000)
            let current = try session.capture()
            if Array(current.dropLast()) == Array(previous.dropLast()) { return current }
            previous = current
        }
        return previous
    }

    /// M in "N of M loaded".
    private func loadedCount(_ screen: [String]) -> Int? {
        guard screen.count > 1, let range = screen[1].range(of: #"of (\d+) loaded"#, options: .regularExpression) else { return nil }
        return Int(screen[1][range].split(separator: " ")[1])
    }

    /// N in the search bar's "N photos".
    private func searchTotal(_ screen: [String]) -> Int? {
        guard let range = screen.first?.range(of: #"[\d,]+ photos"#, options: .regularExpression) else { return nil }
        return Int(screen[0][range].split(separator: " ")[0].replacingOccurrences(of: ",", with: ""))
    }

    @Test func searchGoToTheEndOpenAndCloseDetailQuit() throws {
        let session = try TmuxSession()
        try waitForRows(session)
        // The browser starts in the list; / goes to the search box.
        try session.send("/")
        try session.type("sea")
        let results = try session.waitFor("search results", timeout: 10) { screen in
            screen[0].contains("Search: sea") && screen[0].contains("photos") && !screen[0].contains("⠋")
                && screen[1].contains("1 of 30 loaded")
        }
        #expect(results.contains { $0.contains("sea") || $0.contains("Sea") })

        // Enter moves to the list; G goes to the real end, loading each page once, with progress
        // (or, more than ten pages away, stays at the last loaded row and says why).
        let total = try #require(searchTotal(results))
        try session.send("Enter")
        try session.send("G")
        let end = try session.waitFor("the end", timeout: 20) { screen in
            self.loadedCount(screen) == total || screen[47].contains("G stays at the last loaded row")
        }
        let refused = end[47].contains("G stays at the last loaded row")
        #expect(refused == (total - 30 > 300))
        // Settled: no page is asked for twice, and none past the end.
        usleep(800_000)
        let reached = loadedCount(try session.capture())
        usleep(800_000)
        #expect(loadedCount(try session.capture()) == reached)
        if !refused { #expect(reached == total) }

        // Detail opens on Enter and Esc returns to the same row.
        let row = try session.capture()[1]
        try session.send("Enter")
        let detail = try session.waitFor(text: "Esc to go back")
        // The offline library's photos say what they are, never "on Unsplash".
        #expect(detail.contains { $0.contains("synthetic") })
        #expect(!detail.contains { $0.contains(" on Unsplash") })
        try session.send("Escape")
        let back = try session.waitFor("the list again") { $0[1].contains(" loaded ") }
        #expect(back[1] == row)

        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        let status = try session.exitStatus()
        #expect(status == 0, "exit status \(String(describing: status)), stderr: \(session.standardError)")
        let flags = try session.paneFlags()
        #expect(!flags.alternateScreen)
        #expect(!flags.mouse)
    }

    @Test func koreanQueryRendersWhole() throws {
        let session = try TmuxSession()
        try waitForRows(session)
        try session.send("/")
        try session.type("바다")
        let screen = try session.waitFor("Korean results", timeout: 10) { screen in
            screen[0].contains("Search: 바다") && screen[0].contains("photos") && screen[1].contains("1 of ")
        }
        #expect(!screen.joined().contains("\u{FFFD}"))
        #expect(screen[0].hasPrefix(" Search: 바다 "))
        try session.send("C-c")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }

    @Test func resizeDownAndBackLeavesNoGarbage() throws {
        let session = try TmuxSession()
        try waitForRows(session)
        let before = try settledScreen(session)
        try session.resize(width: 80, height: 24)
        let small = try session.waitFor("80x24 layout") { screen in
            screen.count == 24 && screen[23].hasPrefix("offline library") && screen[1].contains("┌ Photo")
        }
        #expect(small.allSatisfy { $0.count <= 80 })
        try session.resize(width: 160, height: 48)
        // The same screen as before the resize, row for row (the status line's cache figures aside).
        try session.waitFor("the 160x48 screen as before") { screen in Array(screen.dropLast()) == Array(before.dropLast()) }
        try session.resize(width: 30, height: 8)
        try session.waitFor(text: "Terminal too small")
        try session.send("C-c")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }

    /// Each signal restores the terminal and ends the program by that signal: 128 + N for the shell.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aTerminationSignalRestoresTheTerminal(_ signal: Int32) throws {
        let session = try TmuxSession()
        try waitForRows(session)
        #expect(try session.paneFlags().alternateScreen)
        let pid = try #require(try session.programPID())
        kill(pid, signal)
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        let flags = try session.paneFlags()
        #expect(!flags.alternateScreen)
        #expect(!flags.mouse)
        #expect(try session.exitStatus() == 128 + Int(signal))
    }

    @Test func serverErrorsShowAMessageAndRRecovers() throws {
        let session = try TmuxSession(environment: ["PHOTO_TUI_FAULT_FAIL_FIRST": "6"])
        // The browser starts in the list, where the advice's r retries (it typed r in the box once).
        try session.waitFor(text: "press r to retry", timeout: 30)
        // Each r retries what failed; the server fails its first six answers, so a few presses.
        var recovered = false
        for _ in 0..<8 where !recovered {
            try session.send("r")
            recovered = (try? session.waitFor("recovery", timeout: 2) { screen in
                screen[1].contains(" loaded ") && !screen[47].contains("press r to retry")
            }) != nil
        }
        #expect(recovered)
        try session.send("q")
    }
}
