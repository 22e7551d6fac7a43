import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Status line")
struct StatusLineTests {
    @Test func sourceRateLimitCacheAndHints() {
        let line = StatusLine()
        line.rateLimit = RateLimit(limit: 5000, remaining: 4998)
        line.cacheSummary = "cache 3.4 MB"
        line.shortHints = "? help  q quit"
        var buffer = CellBuffer(width: 70, height: 1)
        line.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["offline library · 4,998/5,000 left · cache 3.4 MB       ? help  q quit"])
        #expect(buffer[0, 0].style.attributes.contains(.reverse))
    }

    @Test func errorShowsInItsColour() {
        let line = StatusLine()
        line.errorMessage = "Server error — press r to retry"
        line.shortHints = "q quit"
        var buffer = CellBuffer(width: 60, height: 1)
        line.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["offline library  Server error — press r to retry      q quit"])
        #expect(buffer[17, 0].style.foreground == .palette(1))
    }
}
