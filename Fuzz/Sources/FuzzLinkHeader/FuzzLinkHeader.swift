import PhotoCore

/// The `Link` header parser and what the client reads from it, from arbitrary text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinkHeader(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let header = LinkHeader(text)
    for rel in ["first", "prev", "next", "last"] { _ = header.page(rel) }
    return 0
}
