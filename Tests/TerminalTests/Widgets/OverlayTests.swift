import Testing
@testable import Terminal

@Suite struct OverlayTests {
    @Test func centeredBoxOverTheContent() {
        var buffer = CellBuffer(width: 20, height: 8)
        for y in 0..<8 { buffer.draw(String(repeating: ".", count: 20), at: Point(x: 0, y: y), width: 20) }
        Overlay(title: "Help", lines: ["q quit", "? help"], footer: "any key").render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == [
            "....................",
            "....┌Help─────┐.....",
            "....│ q quit  │.....",
            "....│ ? help  │.....",
            "....│         │.....",
            "....│ any key │.....",
            "....└─────────┘.....",
            "....................",
        ])
    }

    @Test func messageWithoutFooterAndSanitizedText() {
        var buffer = CellBuffer(width: 16, height: 5)
        Overlay(title: "Error", lines: ["boom\u{1B}[2J!"]).render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["                ", "   ┌Error──┐    ", "   │ boom! │    ", "   └───────┘    ", "                "])
    }
}
