import Foundation
import Testing

/// `--plain` in tmux: what a screen reader follows. The terminal's cursor is visible and sits on
/// the selected row's first cell, each row is one sentence, and nothing on screen is block art,
/// a braille spinner or a box-drawing border.
@Suite("Plain mode end to end", .serialized, .timeLimit(.minutes(2)))
struct PlainEndToEndTests {
    /// Characters plain mode never shows: block art, borders, spinner frames, the browser's symbols.
    static let symbols = Set<Character>("▀▄▌▐█░▒▓─│┌┐└┘★♥✓⏎›‹↑↓←→·×⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// The row the cursor is on, once rows are shown and the cursor is visible on one of them.
    private func cursorRow(_ session: TmuxSession, after screen: [String]) throws -> (y: Int, x: Int, text: String) {
        let cursor = try session.cursor()
        return (cursor.y, cursor.x, cursor.y >= 0 && cursor.y < screen.count ? screen[cursor.y] : "")
    }

    /// Whether the cursor is at the start of a row of `screen` (read after it: a frame may be
    /// on screen before its last bytes, which put the cursor back, have been read by tmux).
    private func cursorAtARowStart(_ session: TmuxSession, _ screen: [String]) -> Bool {
        guard let cursor = try? session.cursor(), cursor.y >= 0, cursor.y < screen.count else { return false }
        return cursor.x == 0 && !screen[cursor.y].hasPrefix(" ")
    }

    @Test func theCursorIsOnTheSelectedRowAndFollowsIt() throws {
        let session = try TmuxSession(arguments: ["--plain", "-q", "sea"], width: 120, height: 30)
        let screen = try session.waitFor("sentences, the frame whole", timeout: 30) { screen in
            screen.count > 3 && screen[1].contains("1 of ") && screen.contains { $0.range(of: #", by .+, [\d,]+ likes"#, options: .regularExpression) != nil }
                && cursorAtARowStart(session, screen)
        }
        #expect(try session.paneFlags().cursorVisible)
        let first = try cursorRow(session, after: screen)
        #expect(first.x == 0)
        #expect(first.text.range(of: #"^\S.*, by .+, [\d,]+ likes\s*$"#, options: .regularExpression) != nil, "cursor on “\(first.text)”")
        #expect(screen.joined().filter(Self.symbols.contains).isEmpty, "\(screen.joined(separator: "\n"))")

        try session.send("j")
        let moved = try session.waitFor("the second row, the frame whole") { $0[1].contains("2 of ") && cursorAtARowStart(session, $0) }
        let second = try cursorRow(session, after: moved)
        #expect(second.y == first.y + 1 && second.x == 0)
        #expect(second.text.contains(", by ") && second.text != first.text)
        #expect(try session.paneFlags().cursorVisible)

        // Starring says so in words on the row and in the status line.
        try session.send("s")
        let starred = try session.waitFor(text: "Starred: ")
        #expect(starred[second.y].contains("starred"))
        #expect(starred.joined().filter(Self.symbols.contains).isEmpty)

        // The detail is its words, the cursor on its title; the camera and size in words too.
        try session.send("Enter")
        // The camera comes with the full record, a moment after the detail opens.
        let detail = try session.waitFor("the detail with its camera") { screen in
            screen.contains { $0.contains("Esc to go back") } && screen.contains { $0.hasPrefix(" Camera    ") }
                && (try? session.cursor()).map { $0.x == 1 } == true
        }
        #expect(detail.joined().filter(Self.symbols.contains).isEmpty, "\(detail.joined(separator: "\n"))")
        let title = try session.cursor()
        #expect(title.x == 1 && detail[title.y].hasPrefix(" ") && second.text.hasPrefix(detail[title.y].trimmingCharacters(in: .whitespaces)))
        try session.send("Escape")
        usleep(200_000)
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0)
        #expect(try !session.paneFlags().alternateScreen)
    }

    /// `PHOTO_TUI_PLAIN=1`, started on the home feed: the list has focus (j moves the cursor, it
    /// types nothing), and `/` puts the cursor in the search box where typing goes.
    @Test func fromTheEnvironmentTheListHasFocusAndSlashMovesTheCursorToTheBox() throws {
        let session = try TmuxSession(environment: ["PHOTO_TUI_PLAIN": "1"], width: 120, height: 30)
        let home = try session.waitFor("the home feed, the frame whole", timeout: 30) { $0.count > 3 && $0[1].contains("1 of ") && cursorAtARowStart(session, $0) }
        let first = try cursorRow(session, after: home)
        try session.send("j")
        let moved = try session.waitFor("the second row, the frame whole") { $0[1].contains("2 of ") && cursorAtARowStart(session, $0) }
        #expect(try session.cursor().y == first.y + 1)
        #expect(!moved[0].contains("Search: j"))
        try session.send("/")
        try session.type("sea")
        let typed = try session.waitFor("the query, the frame whole") { $0[0].contains("Search: sea") && (try? session.cursor()).map { $0.y == 0 } == true }
        let cursor = try session.cursor()
        #expect(cursor.y == 0)
        #expect(cursor.x == typed[0].range(of: "sea")!.upperBound.utf16Offset(in: typed[0]))
        try session.send("C-c")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }
}
