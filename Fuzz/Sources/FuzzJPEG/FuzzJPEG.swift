import Foundation
import PhotoCore

/// The JPEG decode path as the image loader drives it (header, DCT scaling to a target, the
/// pixel budget), from arbitrary bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let decoder = JPEGDecoder()
    _ = try? decoder.decode(data)
    _ = try? decoder.decode(data, atLeast: PixelSize(width: 40, height: 20))
    return 0
}
