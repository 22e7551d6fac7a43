import Foundation
import Testing

/// The browser in tmux with `--source openverse` against `photo-tui serve --api openverse` on
/// loopback: search, paging, the detail's licence and credit, a download with its credit
/// sidecar, and the throttle message.
@Suite("Openverse browser end to end", .serialized, .timeLimit(.minutes(3)))
struct OpenverseEndToEndTests {
    /// `photo-tui serve --api openverse` on a free loopback port, stopped at deinit.
    private func openverseServer(environment: [String: String] = [:]) throws -> ServeProcess {
        try ServeProcess(arguments: ["--api", "openverse", "--photos", "300"], environment: environment)
    }

    private func start(_ server: ServeProcess) throws -> TmuxSession {
        try TmuxSession(arguments: ["--source", "openverse", "--api-url", server.url])
    }

    private func loadedCount(_ screen: [String]) -> Int? {
        guard screen.count > 1, let range = screen[1].range(of: #"of (\d+) loaded"#, options: .regularExpression) else { return nil }
        return Int(screen[1][range].split(separator: " ")[1])
    }

    @Test func searchPageDetailWithLicenceAndCreditDownloadWithCredit() throws {
        let server = try openverseServer()
        let session = try start(server)
        let home = try session.waitFor("the feed", timeout: 30) { $0.count > 1 && $0[1].contains(" loaded ") }
        #expect(home.last?.contains("Openverse at 127.0.0.1") == true, "status line: \(home.last ?? "")")
        // Anonymous pages hold 20 at most, and rows show the licence instead of likes. A tall
        // terminal asks for the next page as soon as the first is drawn (the visible rows reach
        // the end of the loaded ones), so one or two whole pages may be in by now.
        let loaded = try #require(loadedCount(home), "\(home[1])")
        #expect(loaded == 20 || loaded == 40, "\(home[1])")
        #expect(home.contains { $0.contains("CC ") || $0.contains("Public Domain") })

        try session.send("/")
        try session.type("sea")
        // The search's own rows (its total shows), not the feed's that were there before.
        try session.waitFor("search results", timeout: 15) { screen in
            screen[0].contains("Search: sea") && screen[0].contains("photos") && screen[1].contains("1 of ")
                && self.loadedCount(screen) != nil
        }
        usleep(300_000)
        // Enter searches again at once (a fresh first page replaces the list): let that land
        // before G, or page 2 would be asked of the list it replaces.
        try session.send("Enter")
        usleep(1_000_000)
        try session.waitFor("the list settles", timeout: 10) { screen in screen[0].contains("photos") && !screen[0].contains("⠋") }
        // The next page is asked as the visible rows near the end of the loaded ones, so page 2
        // may be there before G; G then reaches the last page. Each page is appended once: the
        // count settles at the search's total and stays there.
        // G is a list key: make sure the list has the focus (its hints show) before pressing it.
        if try !session.capture().contains(where: { $0.contains("⏎ open") }) {
            try session.send("Escape")
            try session.waitFor(text: "⏎ open", timeout: 5)
        }
        let header = try session.capture()[0]
        let total = try #require(header.range(of: #"(\d+) photos"#, options: .regularExpression)
            .flatMap { Int(header[$0].split(separator: " ")[0]) }, "header: \(header)")
        try #require(total > 20 && total <= 60, "the catalog should give 2 or 3 pages for sea, got \(total)")
        try session.send("G")
        try session.waitFor("the last page", timeout: 15) { screen in
            if self.loadedCount(screen) != total { try? session.send("G") }
            return self.loadedCount(screen) == total
        }
        usleep(800_000)
        #expect(loadedCount(try session.capture()) == total)

        try session.send("Enter")
        let detail = try session.waitFor(text: "Esc to go back", timeout: 15)
        let text = detail.joined(separator: "\n")
        #expect(text.contains("Licence"), "\(text)")
        // The credit line wraps, so look for its words, not the whole sentence on one row.
        #expect(text.contains(" by ") && (text.contains("licensed") || text.contains("marked")), "\(text)")
        #expect(!text.contains("on Unsplash"))

        try session.send("d")
        let pictures = session.home.appendingPathComponent("pictures/photo-tui")
        var saved: [String] = []
        for _ in 0..<60 where !saved.contains(where: { $0.hasSuffix(".xmp") }) {
            usleep(500_000)
            saved = (try? FileManager.default.contentsOfDirectory(atPath: pictures.path)) ?? []
        }
        let image = try #require(saved.first { $0.hasSuffix("-openverse.jpg") }, "saved: \(saved)")
        let sidecar = try String(contentsOf: pictures.appendingPathComponent(image + ".xmp"), encoding: .utf8)
        #expect(sidecar.contains("<dc:rights>") && sidecar.contains("creativecommons.org"))
        #expect(try Data(contentsOf: pictures.appendingPathComponent(image)).starts(with: [0xFF, 0xD8]))

        // Switching sources needs no restart: the filters overlay's Source row.
        try session.send("Escape")
        // Escape then a key at once would read as Alt-key: wait for the list first.
        try session.waitFor("the list", timeout: 5) { screen in !screen.contains { $0.contains("Esc to go back") } }
        try session.send("f")
        try session.waitFor(text: " Filters ", timeout: 5)
        try session.send("Down", "Down", "Right")
        try session.waitFor(text: "‹ offline ›", timeout: 5)
        try session.send("Enter")
        let switched = try session.waitFor("the offline library", timeout: 30) { screen in
            screen.last?.contains("offline library") == true && screen[1].contains(" loaded ")
        }
        #expect(switched[0].contains("Search: sea"))

        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0, "stderr: \(session.standardError)")
    }

    @Test func aThrottledSearchSaysWhenTheDailyBudgetIsGoneAndWhatToDo() throws {
        let server = try openverseServer(environment: ["PHOTO_TUI_FAULT_RATE_LIMIT_AFTER": "1", "PHOTO_TUI_FAULT_RETRY_AFTER": "7200"])
        let session = try start(server)
        try session.waitFor("the feed", timeout: 30) { $0.count > 1 && $0[1].contains(" loaded ") }
        try session.send("/")
        try session.type("forest")
        let throttled = try session.waitFor("the throttle message", timeout: 15) { screen in
            screen.contains { $0.contains("Daily request budget used up") }
        }
        #expect(throttled.contains { $0.contains("try again in 2 h") }, "\(throttled.joined(separator: "\n"))")
        try session.send("C-c")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }
}
