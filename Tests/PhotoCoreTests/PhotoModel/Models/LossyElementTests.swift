import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// One malformed photo drops only itself; absurd numbers and texts are bounded at decode time.
@Suite struct LossyElementTests {
    static func photoJSON(_ id: String, extra: String = "") -> String {
        #"{"id":"\#(id)","width":10,"height":10,"urls":{"raw":"https://i/\#(id)","full":"https://i/\#(id)","regular":"https://i/\#(id)","small":"https://i/\#(id)","thumb":"https://i/\#(id)"},"links":{},"user":{"id":"u","username":"u"}\#(extra)}"#
    }

    @Test func aMalformedPhotoDropsOnlyThatPhoto() throws {
        let body = #"{"total":3,"total_pages":1,"results":[\#(Self.photoJSON("a")),\#(Self.photoJSON("b", extra: #","created_at":"yesterday""#)),\#(Self.photoJSON("c", extra: #","likes":"many""#)),42,\#(Self.photoJSON("d"))]}"#
        let page = try UnsplashJSON.decode(SearchPage.self, from: Data(body.utf8), endpoint: "GET /search/photos")
        #expect(page.results.map(\.id) == ["a", "d"])
    }

    @Test func aMalformedItemInAListDropsOnlyThatItem() throws {
        let body = "[\(Self.photoJSON("a")),{\"id\":5},\(Self.photoJSON("b"))]"
        let photos = try UnsplashJSON.decodeList(Photo.self, from: Data(body.utf8), endpoint: "GET /photos")
        #expect(photos.map(\.id) == ["a", "b"])
    }

    @Test func absurdNumbersAreClampedAndLongTextsCapped() throws {
        let extra = #","likes":-5,"views":4611686018427387904,"description":"\#(String(repeating: "x", count: 100_000))""#
        let json = Self.photoJSON("a", extra: extra).replacingOccurrences(of: #""width":10,"height":10"#, with: #""width":0,"height":99999999999"#)
        let photo = try UnsplashJSON.decode(Photo.self, from: Data(json.utf8), endpoint: "GET /photos/:id")
        #expect(photo.likes == 0)
        #expect(photo.views == TextLimits.maxCount)
        #expect(photo.width == 0 && photo.height == TextLimits.maxDimension)
        #expect(photo.description?.count == TextLimits.longText)
        let page = try UnsplashJSON.decode(SearchPage.self, from: Data(#"{"total":4611686018427387904,"total_pages":-1,"results":[]}"#.utf8), endpoint: "x")
        #expect(page.total == 1_000_000_000 && page.totalPages == 0)
    }
}
