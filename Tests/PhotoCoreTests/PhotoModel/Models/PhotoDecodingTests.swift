import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// The project's own small payloads: nulls, missing fields, CJK text, bad input.
@Suite("Photo decoding")
struct PhotoDecodingTests {
    static let minimal = """
        {"id":"abc","width":10,"height":20,"urls":{"raw":"http://x/r","full":"http://x/f","regular":"http://x/g",
         "small":"http://x/s","thumb":"http://x/t"},"links":{"self":"http://x/p"},
         "user":{"id":"u1","username":"바다사진","name":"김바다"},"description":null,
         "alt_description":"푸른 바다 위의 일출 🌅","created_at":"2015-06-11T09:58:58-04:00","color":null,"blur_hash":null,
         "location":{"city":null,"position":{"latitude":null,"longitude":null}},
         "exif":{"make":null,"iso":"200","aperture":2.8},"future_field":{"x":[1,2]}}
        """

    @Test func decodesNullsMissingFieldsAndCJK() throws {
        let photo = try UnsplashJSON.decode(Photo.self, from: Data(Self.minimal.utf8), endpoint: "GET /photos/:id")
        #expect(photo.user.username == "바다사진")
        #expect(photo.title == "푸른 바다 위의 일출 🌅")
        #expect(photo.likes == 0 && photo.color == nil && photo.blurHash == nil)
        #expect(photo.links.downloadLocation == nil)
        #expect(photo.location?.coordinates == nil)
        #expect(photo.exif?.iso == 200 && photo.exif?.aperture == "2.8")
        #expect(photo.createdAt == Date(timeIntervalSince1970: 1_434_031_138))
        #expect(!photo.isSponsored)
    }

    @Test func aFailureNamesTheEndpointAndTheFieldAndAPageKeepsItsGoodPhotos() throws {
        let broken = Self.minimal.replacingOccurrences(of: "\"username\":\"바다사진\",", with: "")
        #expect(throws: PhotoServiceError.malformedBody(endpoint: "GET /photos/:id", field: "user.username", detail: "missing")) {
            try UnsplashJSON.decode(Photo.self, from: Data(broken.utf8), endpoint: "GET /photos/:id")
        }
        let page = "{\"total\":1,\"total_pages\":1,\"results\":[\(Self.minimal),\(broken)]}"
        #expect(try UnsplashJSON.decode(SearchPage.self, from: Data(page.utf8), endpoint: "GET /search/photos").results.count == 1)
    }

    @Test func aWrongTypeAndNonJSONAreReportedNotCrashed() {
        let wrong = Self.minimal.replacingOccurrences(of: "\"width\":10", with: "\"width\":\"wide\"")
        #expect(throws: PhotoServiceError.malformedBody(endpoint: "GET /photos", field: "[0].width", detail: "not a Int")) {
            try UnsplashJSON.decode([Photo].self, from: Data("[\(wrong)]".utf8), endpoint: "GET /photos")
        }
        #expect(throws: PhotoServiceError.malformedBody(endpoint: "GET /photos", field: "", detail: "not JSON")) {
            try UnsplashJSON.decode([Photo].self, from: Data("Rate Limit Exceeded".utf8), endpoint: "GET /photos")
        }
    }

    @Test func encodingThenDecodingGivesTheSamePhoto() throws {
        let photo = try UnsplashJSON.decode(Photo.self, from: Data(Self.minimal.utf8), endpoint: "test")
        let again = try UnsplashJSON.decode(Photo.self, from: UnsplashJSON.makeEncoder().encode(photo), endpoint: "test")
        #expect(again == photo)
    }

    @Test func sizedURLKeepsIxidAndReplacesSizing() throws {
        let urls = PhotoURLs(
            raw: URL(string: "https://images.unsplash.com/photo-1?ixid=abc&w=5")!,
            full: URL(string: "http://x/f")!, regular: URL(string: "http://x/g")!,
            small: URL(string: "http://x/s")!, thumb: URL(string: "http://x/t")!)
        #expect(urls.sized(width: 200, height: 133).absoluteString
            == "https://images.unsplash.com/photo-1?ixid=abc&w=200&h=133&fit=crop&fm=jpg&q=80")
    }

    @Test func linkHeaderOfAFirstPageHasOnlyNextAndLast() {
        let link = LinkHeader("<https://api.unsplash.com/photos?page=110461&per_page=2>; rel=\"last\", <https://api.unsplash.com/photos?page=2&per_page=2>; rel=\"next\"")
        #expect(link.page("next") == 2 && link.page("last") == 110461 && link.page("first") == nil)
    }
}
