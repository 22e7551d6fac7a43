import Foundation
import PhotoCore

/// JSON model decoding: every payload shape the client decodes, from arbitrary bytes. Any result
/// is fine; a crash, a hang or unbounded memory is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    _ = try? UnsplashJSON.decode(SearchPage.self, from: data, endpoint: "fuzz")
    _ = try? UnsplashJSON.decode(Photo.self, from: data, endpoint: "fuzz")
    _ = try? UnsplashJSON.decodeList(Photo.self, from: data, endpoint: "fuzz")
    _ = try? UnsplashJSON.decodeList(Topic.self, from: data, endpoint: "fuzz")
    _ = try? UnsplashJSON.decode(DownloadLink.self, from: data, endpoint: "fuzz")
    _ = ResponseClassifier.message(in: data)
    if let photo = try? UnsplashJSON.decode(Photo.self, from: data, endpoint: "fuzz") {
        _ = photo.title
        _ = DownloadFileName.make(from: photo.id)
        _ = photo.links.html.map(LinkPolicy.allows)
    }
    return 0
}
