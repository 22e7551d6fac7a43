import Foundation
import Testing
@testable import PhotoCore

@Suite("Offline API answers like Unsplash")
struct OfflineAPITests {
    static let api = OfflineAPI(catalog: OfflineCatalog(seed: 5, count: 90), renders: RenderCache(), downloads: DownloadCounter())

    private func header(_ answer: OfflineAnswer, _ name: String) -> String? { answer.headers.first { $0.0 == name }?.1 }

    @Test func theFirstPageLinksOnlyLastAndNextLaterPagesAddFirstAndPrev() throws {
        let first = Self.api.answer(path: "/photos", query: ["per_page": "20"], baseURL: "http://x")
        let link = LinkHeader(try #require(header(first, "Link")))
        #expect(Set(link.relations.keys) == ["last", "next"])
        #expect(link.page("next") == 2 && link.page("last") == 5)
        #expect(header(first, "X-Total") == "90" && header(first, "X-Per-Page") == "20")
        let last = Self.api.answer(path: "/photos", query: ["per_page": "20", "page": "5"], baseURL: "http://x")
        #expect(Set(LinkHeader(try #require(header(last, "Link"))).relations.keys) == ["first", "prev", "last"])
    }

    @Test func errorsComeAsAnErrorsArray() throws {
        let missing = Self.api.answer(path: "/photos/nope", query: [:], baseURL: "http://x")
        #expect(missing.status == 404)
        #expect(try JSONDecoder().decode(APIErrorBody.self, from: missing.body).errors == ["Couldn't find Photo"])
        #expect(Self.api.answer(path: "/search/photos", query: [:], baseURL: "http://x").status == 400)
        #expect(Self.api.answer(path: "/nowhere", query: [:], baseURL: "http://x").status == 404)
    }

    @Test func imagesComeAtTheSizeAskedFor() throws {
        let id = Self.api.catalog.photoIDs[0]
        let answer = Self.api.answer(path: "/images/\(id)", query: ["w": "200", "h": "133", "fit": "crop", "fm": "jpg", "q": "70"], baseURL: "http://x")
        #expect(answer.isJPEG)
        let size = try JPEGDecoder().size(of: answer.body)
        #expect(size.width == 200 && size.height == 133)
        let entry = try #require(Self.api.catalog.entry(id: id))
        let widthOnly = OfflineAPI.outputSize(entry: entry, query: ["w": "400"])
        #expect(widthOnly.0 == 400 && widthOnly.1 == Int((400.0 * Double(entry.height) / Double(entry.width)).rounded()))
        #expect(Self.api.renders.count == 1)
        _ = Self.api.answer(path: "/images/\(id)", query: ["w": "200", "h": "133", "fit": "crop", "fm": "jpg", "q": "70"], baseURL: "http://x")
        #expect(Self.api.renders.count == 1)
    }

    @Test func searchPagesDecodeAsSearchPages() throws {
        let answer = Self.api.answer(path: "/search/photos", query: ["query": "바다", "per_page": "5"], baseURL: "http://x")
        let page = try UnsplashJSON.decode(SearchPage.self, from: answer.body, endpoint: "GET /search/photos")
        #expect(page.results.count <= 5 && page.total >= page.results.count)
        #expect(page.results.allSatisfy { $0.urls.raw.absoluteString.hasPrefix("http://x/images/") })
    }
}
