import PhotoModel

/// A centred crop as it comes out of ``JPEGDecoder/decodeCrop(_:toAspectOf:)``: the decoded
/// pixels, which may reach beyond the crop (libjpeg decodes whole iMCU columns), and where the
/// crop lies in them.
public struct DecodedCrop: Sendable {
    /// The decoded pixels.
    public var image: PixelImage
    /// The crop, in `image`'s coordinates.
    public var crop: PixelRect

    /// Creates one.
    public init(image: PixelImage, crop: PixelRect) {
        self.image = image
        self.crop = crop
    }

    /// The crop resampled to exactly `size`.
    public func resampled(to size: PixelSize) -> PixelImage { Resampler.resample(image, from: crop, to: size) }
}
