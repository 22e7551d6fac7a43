import EventStream
import PhotoCore
@testable import PhotoTUI

/// An `ImageSource` that answers every image at once (delivered in the next scheduler turn, as
/// the loader's hop would), each photo a flat colour of its own, and records what was asked.
final class FlatImageSource: ImageSource {
    private(set) var requests: [ImageRequest] = []
    var cacheSummary: String { "" }

    func image(for request: ImageRequest, priority: ImagePriority) -> Single<PixelImage> {
        requests.append(request)
        let shade = UInt8(truncatingIfNeeded: request.rawURL.absoluteString.hashValue)
        let size = request.size
        return .just(PixelImage(width: size.width, height: size.height,
                                pixels: [UInt8](repeating: shade, count: size.width * size.height * 3)))
    }

    func placeholder(blurHash: String, size: PixelSize) -> PixelImage? {
        try? BlurHashDecoder.decode(blurHash, size: size)
    }
}
