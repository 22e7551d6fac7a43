import Foundation
import Testing

/// Screens in the real binary on the offline library: a photographer's photos and a topic's,
/// and the back key returning to the very row the person left.
@Suite("Screens end to end", .serialized, .timeLimit(.minutes(2)))
struct NavigationEndToEndTests {
    /// The selected row's title: the line with the selection bar, after the thumbnail.
    private func selectedTitle(_ screen: [String]) -> String? {
        guard let line = screen.dropFirst(2).first(where: { $0.hasPrefix("▌") }) else { return nil }
        return String(line.dropFirst(12).prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
    }

    @Test func aPhotographerAndATopicThenBackToTheSameRow() throws {
        let session = try TmuxSession(arguments: ["-q", "sea"])
        _ = try session.waitFor("rows", timeout: 30) { $0.count > 2 && $0[1].contains(" loaded ") && $0[2].contains("▌") }
        try session.send("j")
        try session.send("j")
        let moved = try session.waitFor("third row") { screen in screen.count > 8 && screen[8].hasPrefix("▌") }
        let title = try #require(selectedTitle(moved))
        let author = String(moved[9].dropFirst(12).prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        #expect(author.hasPrefix("by "))

        // Each row's second line: the byline, or "Loading…" while the screen's first page is on its way.
        func bylines(_ screen: [String]) -> [String] {
            screen.dropFirst(2).enumerated().filter { $0.offset % 3 == 1 }.map { $0.element }
                .map { String($0.dropFirst(12).prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        try session.send("a")
        // Waited for until the first page has come: the screen opens with a "Loading…" row.
        let photographer = try session.waitFor("the photographer's photos") { screen in
            screen[1].contains("“sea” › Photos by \(author.dropFirst(3))") && screen.count > 3 && screen[2].hasPrefix("▌")
                && !bylines(screen).isEmpty && !bylines(screen).contains("Loading…")
        }
        // Every photo on screen is theirs: each row's second line names them.
        #expect(bylines(photographer).allSatisfy { $0 == author }, "\(bylines(photographer))")
        #expect(photographer.last?.contains("Esc back") == true)

        try session.send("Escape")
        // Waited for until the selection is the row left: a capture can fall in the middle of a
        // frame's drawing (the heading new, the rows below still the screen's that left).
        let back = try session.waitFor("back to the search, on the row left") { $0[1].contains("›") == false && selectedTitle($0) == title }
        #expect(selectedTitle(back) == title)

        usleep(100_000)  // past the moment in which a key after Esc reads as Alt-key
        try session.send("t")
        _ = try session.waitFor("topics") { $0[1].contains("“sea” › Topics") && $0.count > 2 && $0[2].contains("▸ ") }
        try session.send("Enter")
        let topic = try session.waitFor("a topic's photos") {
            $0[1].contains("› Topics › Topic · ") && $0[2].hasPrefix("▌") && !$0[2].contains("▸")
        }
        #expect(!topic[2].contains("▸"))
        try session.send("Escape")
        _ = try session.waitFor("the topics again") { $0[1].contains("“sea” › Topics ─") }
        usleep(100_000)
        try session.send("BSpace")
        let home = try session.waitFor("the search again, on the row left") { $0[1].contains("›") == false && selectedTitle($0) == title }
        #expect(selectedTitle(home) == title)
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0)
    }
}
