import Foundation
import PhotoCore

/// The folder scanner's name handling from arbitrary bytes (a name as `readdir` may give it):
/// the lossless string gives back every byte, what people see and what JSON prints hold no
/// escape scalar, a `file://` address round-trips the bytes, the name's sort key and the search
/// parser never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFileNames(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let start else { return 0 }
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    let lossless = FileNameBytes.string(fromBytes: bytes)
    precondition(FileNameBytes.bytes(of: lossless) == bytes, "bytes lost")
    let shown = FileNameBytes.display(lossless)
    let printed = FileNameBytes.escaped(lossless)
    precondition(!FileNameBytes.hasEscapes(shown) && !FileNameBytes.hasEscapes(printed), "an escape scalar shown")
    if !bytes.contains(0) {
        let path = "/" + lossless
        let address = LocalFileURL.make(path: path, query: [URLQueryItem(name: "v", value: "1")])
        precondition(FileNameBytes.bytes(of: LocalFileURL.path(of: address)) == Array("/".utf8) + bytes, "address lost bytes")
    }
    _ = NameSortKey.component(bytes)
    _ = FolderQuery(String(decoding: bytes, as: UTF8.self))
    return 0
}
