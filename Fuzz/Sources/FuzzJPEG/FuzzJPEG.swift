import Foundation
import PhotoCore

/// The JPEG decode paths as the image loader drives them (header, DCT scaling to a target, the
/// pixel budget, the cropped decode of a square thumbnail), from arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let decoder = JPEGDecoder()
    _ = try? decoder.decode(data)
    _ = try? decoder.decode(data, atLeast: PixelSize(width: 40, height: 20))
    _ = try? decoder.decodeCrop(data, toAspectOf: PixelSize(width: 16, height: 16))
    _ = try? ImageDecoder().decodeFilling(data, to: PixelSize(width: 8, height: 24))
    return 0
}
