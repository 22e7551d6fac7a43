/// The config file parser (TOML, then the typed reader with its unknown-key and type checks),
/// from arbitrary text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? ConfigFile.parse(text, path: "fuzz.toml")
    return 0
}
