import EventStream
import PhotoCore

/// Where the screens get pixels: the image loader (memory, disk, network) behind a narrow
/// protocol, so the cell store is tested with a scripted source.
protocol ImageSource: AnyObject {
    /// The image at exactly `request.size`, delivered on the thread that produced it (the
    /// loader's worker after a decode; the subscriber's on a memory hit); disposing cancels it.
    func image(for request: ImageRequest, priority: ImagePriority) -> Single<PixelImage>
    /// The BlurHash as pixels at `size`, at once (nil when malformed).
    func placeholder(blurHash: String, size: PixelSize) -> PixelImage?
    /// Cache figures for the status line ("cache 12 MB").
    var cacheSummary: String { get }
}
