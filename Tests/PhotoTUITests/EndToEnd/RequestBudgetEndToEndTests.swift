import Foundation
import PhotoCore
import Testing

/// Issue 13's budget in a real terminal: the program as a keyed client against a stand-in
/// server on loopback (the offline library, which logs every API request) through the issue's
/// scripted session. Async, and waiting with `Task.sleep`, so the server keeps the cooperative
/// pool's threads while the test waits.
@Suite("Request budget end to end", .serialized, .timeLimit(.minutes(3)))
struct RequestBudgetEndToEndTests {
    /// Waits until `predicate` holds for the screen, sleeping between captures.
    @discardableResult
    private func waitFor(_ session: TmuxSession, _ what: String, timeout: TimeInterval = 20,
                         _ predicate: ([String]) -> Bool) async throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen: [String] = []
        while Date() < deadline {
            screen = try session.capture()
            if predicate(screen) { return screen }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw TmuxSession.Failure(description: "timed out waiting for \(what); screen:\n" + screen.joined(separator: "\n"))
    }

    private func pause(_ milliseconds: UInt64) async throws {
        try await Task.sleep(nanoseconds: milliseconds * 1_000_000)
    }

    /// Launch; type a query and pause; 100 `j` at 10 keys a second; open and close 3 details;
    /// 2 more queries; quit. At most 20 API requests.
    @Test func theScriptedSessionCostsAtMost20Requests() async throws {
        let server = OfflineServer(catalog: OfflineCatalog(seed: 1, count: 1000))
        let url = try await server.start()
        let session = try TmuxSession(environment: [
            "PHOTO_TUI_SOURCE": "unsplash", "PHOTO_TUI_API_URL": url.absoluteString, "UNSPLASH_ACCESS_KEY": "e2e-budget-key",
        ])
        try await waitFor(session, "the home feed", timeout: 30) { $0.count > 1 && $0[1].contains(" loaded ") }
        try await pause(1000)
        try session.send("/")
        try session.type("sea")
        try await waitFor(session, "the results") { $0[0].contains("Search: sea") && $0[0].contains("photos") && !$0[0].contains("⠋") }
        try await pause(1000)
        try session.send("Enter")
        for _ in 0..<100 {
            try session.send("j")
            try await pause(100)
        }
        try await waitFor(session, "row 101") { $0[1].contains("101 of ") }
        try await pause(1000)
        for _ in 0..<3 {
            try session.send("Enter")
            try await waitFor(session, "the detail") { $0.joined().contains("Esc to go back") }
            try await pause(1000)
            try session.send("Escape")
            try await pause(300)
            try session.send("j")
            try await pause(300)
        }
        for query in ["forest", "city"] {
            try session.send("/")
            try session.send("C-u")
            try session.type(query)
            try await waitFor(session, query) { $0[0].contains("Search: \(query)") && $0[0].contains("photos") && !$0[0].contains("⠋") }
            try await pause(1000)
            try session.send("Escape")
            try await pause(300)
        }
        try session.send("q")
        try await waitFor(session, "exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        let log = server.requestLog
        let byPath = Dictionary(grouping: log) { path -> String in
            if path.hasPrefix("/photos/") { return "/photos/:id" }
            if path.hasPrefix("/topics/") { return "/topics/:slug/photos" }
            return path
        }.mapValues(\.count).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print("scripted session against the logging server: \(log.count) API requests: \(byPath.joined(separator: ", "))")
        #expect(log.count <= 20, "\(byPath)")
        #expect(try session.exitStatus() == 0)
        await server.stop()
    }

    /// Holding `j` for 150 presses against a server answering in 900 ms moves 150 rows: presses
    /// past the last loaded row wait for the next page instead of being dropped.
    @Test func holdingJFor150PressesAt900msLatencyMoves150Rows() async throws {
        var faults = FaultInjection()
        faults.latencyMilliseconds = 900
        let server = OfflineServer(catalog: OfflineCatalog(seed: 1, count: 1000), faults: faults)
        let url = try await server.start()
        let session = try TmuxSession(arguments: ["-q", "sea"], environment: [
            "PHOTO_TUI_SOURCE": "unsplash", "PHOTO_TUI_API_URL": url.absoluteString, "UNSPLASH_ACCESS_KEY": "e2e-budget-key",
        ])
        try await waitFor(session, "the first page", timeout: 30) { $0[1].contains("1 of 30 loaded") }
        // Key repeat: about 30 presses a second.
        for _ in 0..<15 {
            try session.send(contentsOf: Array(repeating: "j", count: 10))
            try await pause(330)
        }
        let screen = try await waitFor(session, "row 151", timeout: 30) { $0[1].contains("151 of ") }
        let position = screen[1].range(of: #"\d+ of \d+ loaded"#, options: .regularExpression).map { String(screen[1][$0]) } ?? "?"
        print("held j (150 presses) at 900 ms latency: \(position)")
        try await pause(1500)
        #expect(try session.capture()[1].contains("151 of "))  // and no further
        try session.send("q")
        try await waitFor(session, "exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        await server.stop()
    }
}
