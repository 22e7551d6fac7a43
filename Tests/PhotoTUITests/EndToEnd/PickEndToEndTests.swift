import Foundation
import Testing

/// `photo-tui pick` in tmux with its standard output going through a pipe into a file, as in
/// `$(photo-tui pick sea)`: the screen is drawn on the terminal, only the choice reaches the pipe.
@Suite("Pick end to end", .serialized, .timeLimit(.minutes(2)))
struct PickEndToEndTests {
    private func waitForRows(_ session: TmuxSession) throws {
        try session.waitFor("rows", timeout: 30) { screen in screen.count > 1 && screen[1].contains(" loaded ") }
    }

    private func waitForExit(_ session: TmuxSession) throws -> Int? {
        try session.waitFor("exit", timeout: 10) { _ in (try? session.hasExited()) == true }
        for _ in 0..<50 where try session.exitStatus() == nil { usleep(100_000) }
        return try session.exitStatus()
    }

    @Test func enterPrintsExactlyTheChosenAddress() throws {
        let session = try TmuxSession(arguments: ["pick", "sea"], pipingOutput: true)
        try waitForRows(session)
        try session.send("j")
        try session.send("Enter")
        #expect(try waitForExit(session) == 0)
        let lines = session.standardOutput().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(lines)")
        #expect(lines.first?.range(of: #"^http://127\.0\.0\.1:\d+/images/[A-Za-z0-9_-]+\?.*$"#, options: .regularExpression) != nil)
    }

    @Test func tabMarksSeveralAndJSONPrintsOneLineEach() throws {
        let session = try TmuxSession(arguments: ["pick", "forest", "--json"], pipingOutput: true)
        try waitForRows(session)
        try session.send("Tab")
        try session.send("Tab")
        try session.send("Enter")
        #expect(try waitForExit(session) == 0)
        let lines = session.standardOutput().split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["id"] is String)
        }
    }

    @Test(arguments: ["Escape", "q", "C-c"])
    func cancellingPrintsNothingAndExitsOne(_ key: String) throws {
        let session = try TmuxSession(arguments: ["pick", "sea"], pipingOutput: true)
        try waitForRows(session)
        try session.send(key)
        #expect(try waitForExit(session) == 1)
        #expect(session.standardOutput().isEmpty)
    }
}
