/// Renders frames to a backend: it reuses one buffer, shows `TooSmallView` below the minimum
/// size, and hands the frame to the backend (which sends only the differences).
public final class FrameRenderer {
    public let backend: Backend
    public var minimumSize: Size
    /// Places images in real pixels after each frame's cells went out (nil: cells only).
    public var graphics: GraphicsLayer?
    private var frame = CellBuffer(size: Size(width: 0, height: 0))

    public init(backend: Backend, minimumSize: Size = .minimum) {
        self.backend = backend
        self.minimumSize = minimumSize
    }

    /// Draws one frame: `view` fills the buffer unless the terminal is too small.
    public func render(_ view: (inout CellBuffer) -> Void) {
        let size = backend.size
        if frame.size != size {
            frame = CellBuffer(size: size)
        } else {
            frame.clear()
        }
        if size.isSmaller(than: minimumSize) {
            TooSmallView(size: size, minimum: minimumSize).render(in: frame.area, into: &frame)
        } else {
            view(&frame)
        }
        backend.draw(frame)
        if backend.repaintsEverything { graphics?.cellsRepainted() }
        graphics?.prepare(frame)
        backend.flush()
        graphics?.commit()
    }
}
