import Terminal

/// A backend that keeps frames in memory, for tests.
public final class TestBackend: Backend {
    public var size: Size
    /// The last frame drawn.
    public private(set) var buffer: CellBuffer
    public private(set) var drawCount = 0
    public private(set) var flushCount = 0

    public init(size: Size) {
        self.size = size
        self.buffer = CellBuffer(size: size)
    }

    public func draw(_ buffer: CellBuffer) {
        self.buffer = buffer
        drawCount += 1
    }

    public func flush() { flushCount += 1 }
}
