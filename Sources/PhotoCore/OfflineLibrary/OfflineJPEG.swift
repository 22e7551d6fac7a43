import CTurboJPEG
import Foundation

/// JPEG encoding for the offline library's renders, through TurboJPEG.
///
/// Kept small and internal on purpose: the image pipeline owns JPEG in general; this only turns a
/// freshly rendered ``PixelImage`` into bytes to serve.
enum OfflineJPEG {
    /// Encodes `image` at `quality` (1...100) with 4:2:0 subsampling, as photo sites do.
    static func encode(_ image: PixelImage, quality: Int) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle, pixels.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGB.rawValue),
                &output, &size, Int32(TJSAMP_420.rawValue), Int32(max(1, min(100, quality))), TJFLAG_FASTDCT)
        }
        defer { tjFree(output) }
        guard status == 0, let output else { return nil }
        return Data(bytes: output, count: Int(size))
    }
}
