import Foundation
import PhotoModel
import SaveHooks

/// What the status line says of a saved download beyond its path: its pixels, why it is the
/// original when a size was asked for, and the hook run with it.
public struct DownloadReport: Equatable, Sendable {
    /// Where the file is.
    public var path: URL
    /// Its width and height, read from the JPEG header; `nil` for another format.
    public var pixelSize: PixelSize?
    /// Why the original was saved instead of the size asked for (``DownloadPlan/note``).
    public var sizeNote: String?
    /// The hook's program name, when one runs with the file.
    public var hookProgram: String?
    /// How the hook ended; `nil` while it runs (or when there is none).
    public var hookOutcome: SaveHookOutcome?

    /// Creates a report.
    public init(path: URL, pixelSize: PixelSize? = nil, sizeNote: String? = nil, hookProgram: String? = nil,
                hookOutcome: SaveHookOutcome? = nil) {
        self.path = path
        self.pixelSize = pixelSize
        self.sizeNote = sizeNote
        self.hookProgram = hookProgram
        self.hookOutcome = hookOutcome
    }

    /// A hook was started and has not ended yet.
    public var isHookRunning: Bool { hookProgram != nil && hookOutcome == nil }
}
