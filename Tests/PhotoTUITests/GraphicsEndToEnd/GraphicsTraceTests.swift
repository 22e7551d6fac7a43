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

    @Test func theScrollStepsOfThumbnailsAddUpByFrame() {
        let trace = GraphicsTrace(text: """
            action=place slot=row-0 rect=1,2,10,3 protocol=kitty bytes=9000 encode_ms=0.4 reason=new frame=1
            action=place slot=row-1 rect=1,5,10,3 protocol=kitty bytes=9100 encode_ms=0.4 reason=new frame=1
            action=delete slot=row-0 rect=1,2,10,3 protocol=kitty bytes=33 reason=gone frame=2
            action=place slot=row-1 rect=1,2,10,3 protocol=kitty bytes=54 encode_ms=0.4 reason=moved frame=2
            action=place slot=row-2 rect=1,5,10,3 protocol=kitty bytes=8000 encode_ms=0.4 reason=new frame=2
            action=place slot=detail rect=40,2,30,10 protocol=kitty bytes=60 encode_ms=9 reason=again frame=2
            """)
        #expect(trace.thumbnailScrollSteps == [GraphicsTrace.ScrollStep(bytes: 8087, moved: 1, movedBytes: 54, transmitted: 1)])
        #expect(trace.newThumbnailBytes == [9000, 9100, 8000])
        #expect(trace.shown.keys.sorted() == ["detail", "row-1", "row-2"])
    }
}
