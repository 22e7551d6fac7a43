import Terminal
import Testing

/// The suite's reader of `--graphics-trace` files (runs with the unit tests: no terminal).
@Suite struct GraphicsTraceTests {
    @Test func placementsAndRemovalsBySlot() {
        let trace = GraphicsTrace(text: """
            place slot=detail rect=2,3,40,12 protocol=kitty bytes=512000 encode_ms=21.5
            place slot=thumb-1 rect=1,2,10,3 protocol=kitty bytes=60
            delete slot=detail
            place slot=detail rect=4x6+5+1 protocol=sixel bytes=98000
            """)
        #expect(trace.placed.count == 3)
        #expect(trace.placed[0].bytes == 512000 && trace.placed[0].encodeMilliseconds == 21.5)
        #expect(trace.shown["detail"]?.rect == Rect(x: 5, y: 1, width: 4, height: 6))
        #expect(trace.shown["detail"]?.protocolName == "sixel")
        #expect(trace.shown["thumb-1"]?.rect == Rect(x: 1, y: 2, width: 10, height: 3))
    }

    @Test func aRemovalWithoutSlotClearsEverything() {
        let trace = GraphicsTrace(text: "place rect=0,0,1,1\naction=clear\n")
        #expect(trace.shown.isEmpty)
        #expect(GraphicsTrace(file: "/nonexistent").placed.isEmpty)
    }
}
