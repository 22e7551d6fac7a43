/// One moment of a frame in `--graphics-trace`, so that the time between a frame being ready and
/// its pixels reaching the terminal can be split up: its cells drawn into the backend, the cells
/// flushed, the layer's bytes written. No rectangle and no action: readers of placements skip it.
public struct GraphicsFrameStamp: Sendable, Equatable {
    /// Where in the frame.
    public enum Stage: String, Sendable {
        /// The frame's cells are in the backend and the layer starts to diff (`prepare`).
        case prepare
        /// The cell renderer flushed the cells; the layer starts to write (`commit`).
        case flushed
        /// The layer's bytes for the frame were handed to the terminal (end of `commit`).
        case written
    }

    public var stage: Stage
    /// The layer's frame count (as ``GraphicsTraceEvent/frame``).
    public var frame: Int
    /// Bytes the layer wrote at this stage (``Stage/written``; 0 otherwise).
    public var bytes: Int

    public init(stage: Stage, frame: Int, bytes: Int = 0) {
        self.stage = stage
        self.frame = frame
        self.bytes = bytes
    }

    /// `stamp=written frame=F bytes=N`.
    public var line: String { "stamp=\(stage.rawValue) frame=\(frame) bytes=\(bytes)" }
}
