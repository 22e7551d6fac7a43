import EventStream
import PhotoCore
@testable import PhotoTUI

/// An `ImageSource` for browser tests: BlurHash placeholders at once, images never (so a frame
/// shows exactly the placeholders), and a record of what was asked.
final class StillImageSource: ImageSource {
    private(set) var requests: [ImageRequest] = []
    var cacheSummary: String { "" }

    func image(for request: ImageRequest, priority: ImagePriority) -> Single<PixelImage> {
        requests.append(request)
        return .never()
    }

    func placeholder(blurHash: String, size: PixelSize) -> PixelImage? {
        try? BlurHashDecoder.decode(blurHash, size: size)
    }
}
