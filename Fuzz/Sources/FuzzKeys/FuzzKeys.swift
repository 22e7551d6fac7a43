import Terminal

/// The terminal key decoder (UTF-8, escape sequences, mouse reports, paste), fed arbitrary
/// bytes in arbitrary chunks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    var whole = KeyDecoder()
    _ = whole.feed(bytes)
    _ = whole.flush()
    // The same bytes split where the first byte says: sequences cut across reads.
    var chunked = KeyDecoder()
    let step = max(1, Int(bytes.first ?? 1) % 7)
    var index = 0
    while index < bytes.count {
        _ = chunked.feed(bytes[index..<min(bytes.count, index + step)])
        index += step
    }
    _ = chunked.flush()
    return 0
}
