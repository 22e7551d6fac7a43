import PhotoModel

/// The EXIF orientation (tag 0x0112): how the stored pixels must be turned to stand upright.
///
/// Cameras write pixels as the sensor saw them and record the turn here; every viewer is
/// expected to apply it. Raw values 1–8 follow the EXIF specification.
public enum ImageOrientation: Int, Sendable, CaseIterable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Whether upright width and height are the stored height and width.
    public var swapsAxes: Bool { rawValue >= 5 }

    /// The upright size of an image stored at `size`.
    public func uprightSize(_ size: PixelSize) -> PixelSize {
        swapsAxes ? PixelSize(width: size.height, height: size.width) : size
    }

    /// `image` turned upright.
    public func apply(to image: PixelImage) -> PixelImage {
        guard self != .up else { return image }
        let (w, h) = (image.width, image.height)
        let out = uprightSize(PixelSize(width: w, height: h))
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { destination in
                for y in 0..<out.height {
                    for x in 0..<out.width {
                        // Where upright (x, y) is found in the stored pixels.
                        let (sx, sy): (Int, Int)
                        switch self {
                        case .up: (sx, sy) = (x, y)
                        case .upMirrored: (sx, sy) = (w - 1 - x, y)
                        case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case .downMirrored: (sx, sy) = (x, h - 1 - y)
                        case .leftMirrored: (sx, sy) = (y, x)
                        case .right: (sx, sy) = (y, h - 1 - x)
                        case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                        case .left: (sx, sy) = (w - 1 - y, x)
                        }
                        let s = (sy * w + sx) * 3, d = (y * out.width + x) * 3
                        destination[d] = source[s]
                        destination[d + 1] = source[s + 1]
                        destination[d + 2] = source[s + 2]
                    }
                }
            }
        }
        return PixelImage(width: out.width, height: out.height, pixels: pixels)
    }
}
