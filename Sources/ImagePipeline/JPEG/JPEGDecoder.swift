import CJPEGRegion
import CTurboJPEG
import Foundation
import PhotoModel

/// Decodes JPEG bytes to RGB pixels with libjpeg-turbo, using its DCT scaling to decode straight
/// to the smallest size at or above a target, so a thumbnail never pays for a full-size decode.
///
/// A value type with no shared state: each call opens its own TurboJPEG handle, so decoders
/// can run on any number of threads at once.
///
/// ```swift
/// let decoder = JPEGDecoder()
/// let pixels = try decoder.decode(data, atLeast: PixelSize(width: 80, height: 40))
/// ```
public struct JPEGDecoder: Sendable {
    /// The default pixel budget: 50 megapixels, above any photo a terminal needs, below what
    /// a decompression bomb would ask for.
    public static let defaultPixelBudget = 50_000_000

    /// The largest source (`width * height` from the header) this decoder will touch.
    public var pixelBudget: Int

    /// Creates a decoder.
    /// - Parameter pixelBudget: refuse JPEGs whose header declares more pixels than this.
    public init(pixelBudget: Int = JPEGDecoder.defaultPixelBudget) {
        self.pixelBudget = pixelBudget
    }

    /// Reads the size from the header without decoding, after checking the format, zero sizes
    /// and the pixel budget.
    /// - Throws: `JPEGError`.
    public func size(of data: Data) throws -> PixelSize {
        try Self.validateFormat(data)
        return try withHandle(tjInitDecompress) { handle in
            try data.withUnsafeBytes { raw in
                try header(handle, raw.bindMemory(to: UInt8.self), data: data)
            }
        }
    }

    /// Decodes to RGB at the smallest DCT scale (1/8 … 8/8) whose output covers `target` in
    /// both dimensions; with no target (or a target larger than the image), at full size.
    /// - Parameters:
    ///   - data: JPEG bytes.
    ///   - target: the smallest size the caller will resample from.
    /// - Returns: pixels at the chosen scale, never smaller than `target` unless the source is.
    /// - Throws: `JPEGError` for empty, non-JPEG, zero-size, over-budget, truncated or corrupt data.
    public func decode(_ data: Data, atLeast target: PixelSize? = nil) throws -> PixelImage {
        try Self.validateFormat(data)
        return try withHandle(tjInitDecompress) { handle in
            try data.withUnsafeBytes { raw -> PixelImage in
                let bytes = raw.bindMemory(to: UInt8.self)
                let source = try header(handle, bytes, data: data)
                let factor = target.map { Self.scalingFactor(source: source, target: $0) } ?? .one
                return try decodeWhole(handle, bytes, data: data, size: factor.scaled(source))
            }
        }
    }

    /// The whole image at `size` (a DCT scale of it), with TurboJPEG.
    private func decodeWhole(_ handle: tjhandle, _ bytes: UnsafeBufferPointer<UInt8>, data: Data, size: PixelSize) throws -> PixelImage {
        var status: Int32 = 0
        // Not zeroed first: TurboJPEG writes every row, grey where a warning left no data, and
        // a failure throws.
        let pixels = [UInt8](unsafeUninitializedCapacity: size.area * 3) { destination, count in
            status = tjDecompress2(
                handle, bytes.baseAddress, UInt(bytes.count), destination.baseAddress,
                Int32(size.width), 0, Int32(size.height), Int32(TJPF_RGB.rawValue), 0)
            count = size.area * 3
        }
        if status != 0 {
            try Self.check(handle, data: data)
        }
        return PixelImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// Decodes the largest centred crop with the aspect of `target` (what imgix's `fit=crop`
    /// keeps) at the DCT scale that covers `target`, the scale ``decode(_:atLeast:)`` picks.
    ///
    /// Where the crop leaves out a tenth of the image or more, only its rows and (whole iMCU)
    /// columns are decoded: a landscape photo cut to a square thumbnail skips the inverse DCT,
    /// upsampling and colour conversion of a third of its width. The pixels are those of a full
    /// decode (the tests compare them byte for byte), and errors are the same too: a stream cut
    /// below the crop is still reported as truncated.
    /// - Throws: `JPEGError`, as ``decode(_:atLeast:)``.
    public func decodeCrop(_ data: Data, toAspectOf target: PixelSize) throws -> DecodedCrop {
        try Self.validateFormat(data)
        return try withHandle(tjInitDecompress) { handle in
            try data.withUnsafeBytes { raw -> DecodedCrop in
                let bytes = raw.bindMemory(to: UInt8.self)
                let source = try header(handle, bytes, data: data)
                let factor = target.isEmpty ? .one : Self.scalingFactor(source: source, target: target)
                let scaled = factor.scaled(source)
                let crop = Resampler.centeredCrop(of: scaled, toAspectOf: target)
                if crop.width * crop.height * 10 < scaled.area * 9,
                    let region = Self.decodeRegion(bytes, factor: factor, scaledWidth: scaled.width, crop: crop) {
                    return region
                }
                // Most of the image, or the region decode did not end cleanly (a warning, an
                // error, CMYK): TurboJPEG decodes it whole and judges it, so that a damaged stream
                // gets the same answer, error or picture, whichever path it took.
                return DecodedCrop(image: try decodeWhole(handle, bytes, data: data, size: scaled), crop: crop)
            }
        }
    }

    /// Only the rows and (whole iMCU) columns of `crop` at `factor`; `nil` unless libjpeg
    /// decoded them without a warning.
    private static func decodeRegion(
        _ bytes: UnsafeBufferPointer<UInt8>, factor: ScalingFactor, scaledWidth: Int, crop: PixelRect
    ) -> DecodedCrop? {
        var left: Int32 = 0, width: Int32 = 0
        var clean = false
        let pixels = [UInt8](unsafeUninitializedCapacity: scaledWidth * crop.height * 3) { buffer, count in
            clean = photo_tui_jpeg_decode_region(
                bytes.baseAddress, UInt(bytes.count), Int32(factor.numerator), Int32(factor.denominator),
                Int32(crop.x), Int32(crop.y), Int32(crop.width), Int32(crop.height),
                buffer.baseAddress, &left, &width) == 1
            count = clean ? Int(width) * crop.height * 3 : 0
        }
        guard clean else { return nil }
        return DecodedCrop(
            image: PixelImage(width: Int(width), height: crop.height, pixels: pixels),
            crop: PixelRect(x: crop.x - Int(left), y: 0, width: crop.width, height: crop.height))
    }

    /// The scaling factor that decodes `source` to the smallest size still covering `target`
    /// in both dimensions; 1/1 when none of the reducing factors does.
    public static func scalingFactor(source: PixelSize, target: PixelSize) -> ScalingFactor {
        var best = ScalingFactor.one
        for factor in ScalingFactor.reducing {
            let scaled = factor.scaled(source)
            if scaled.width >= target.width, scaled.height >= target.height, scaled.area < best.scaled(source).area {
                best = factor
            }
        }
        return best
    }

    // MARK: - Private

    private static func validateFormat(_ data: Data) throws {
        guard !data.isEmpty else { throw JPEGError.empty }
        let format = ImageFormat(sniffing: data)
        guard format == .jpeg else { throw JPEGError.unsupportedFormat(format) }
    }

    private func header(_ handle: tjhandle, _ bytes: UnsafeBufferPointer<UInt8>, data: Data) throws -> PixelSize {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        if tjDecompressHeader3(handle, bytes.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace) != 0 {
            try Self.check(handle, data: data)
        }
        // libjpeg reports a stream with tables but no frame as a "tables-only" success with a
        // zero size: a stream cut inside its header, or one that never had an image.
        guard width > 0, height > 0 else {
            throw Self.endsWithEOI(data) ? JPEGError.corrupt("no image frame") : JPEGError.truncated
        }
        let size = PixelSize(width: Int(width), height: Int(height))
        guard size.area <= pixelBudget else {
            throw JPEGError.tooLarge(width: size.width, height: size.height, budget: pixelBudget)
        }
        return size
    }

    /// Turns a failed call into a typed error. A cut-off stream surfaces as libjpeg's
    /// "Premature end" warning (the rest of the image painted grey), which must not pass as a
    /// good image; other warnings leave a complete image and are let through.
    private static func check(_ handle: tjhandle, data: Data) throws {
        let message = String(cString: tjGetErrorStr2(handle))
        let fatal = tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue)
        if message.localizedCaseInsensitiveContains("premature end") || (fatal && !Self.endsWithEOI(data)) {
            throw JPEGError.truncated
        }
        if message.localizedCaseInsensitiveContains("empty jpeg image") { throw JPEGError.zeroSize }
        if fatal { throw JPEGError.corrupt(message) }
    }

    /// Whether the stream ends with the end-of-image marker (allowing trailing padding zeros).
    private static func endsWithEOI(_ data: Data) -> Bool {
        var end = data.endIndex
        while end > data.startIndex, data[end - 1] == 0 { end -= 1 }
        return end - data.startIndex >= 2 && data[end - 2] == 0xFF && data[end - 1] == 0xD9
    }
}
