import Testing
import TerminalTesting
@testable import Terminal

@Suite struct FrameRendererTests {
    @Test func rendersTheViewIntoTheBackend() {
        let backend = TestBackend(size: Size(width: 40, height: 10))
        let renderer = FrameRenderer(backend: backend)
        renderer.render { buffer in
            let rows = Layout(.vertical, [.min(1), .fixed(1)]).split(buffer.area)
            buffer.draw("content", at: Point(x: 0, y: rows[0].y), width: 40)
            StatusBar(left: "ok").render(in: rows[1], into: &buffer)
        }
        #expect(backend.buffer.line(0).hasPrefix("content"))
        #expect(backend.buffer.line(9).hasPrefix("ok"))
        #expect(backend.drawCount == 1 && backend.flushCount == 1)
    }

    @Test(arguments: [(39, 24), (80, 9), (20, 5)])
    func tooSmallTerminalShowsAMessageInsteadOfTheView(width: Int, height: Int) {
        let backend = TestBackend(size: Size(width: width, height: height))
        var viewCalled = false
        FrameRenderer(backend: backend).render { _ in viewCalled = true }
        #expect(!viewCalled)
        #expect(backend.buffer.lines.contains { $0.contains("Terminal too small") })
    }

    @Test func eachFrameStartsBlankAndFollowsTheSize() {
        let backend = TestBackend(size: Size(width: 40, height: 10))
        let renderer = FrameRenderer(backend: backend)
        renderer.render { $0.draw("first", at: Point(x: 0, y: 0), width: 40) }
        renderer.render { $0.draw("2nd", at: Point(x: 0, y: 0), width: 40) }
        #expect(backend.buffer.line(0).hasPrefix("2nd  "))
        backend.size = Size(width: 50, height: 12)
        renderer.render { _ in }
        #expect(backend.buffer.size == Size(width: 50, height: 12))
    }
}
