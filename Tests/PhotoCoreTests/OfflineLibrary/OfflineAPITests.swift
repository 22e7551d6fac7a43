import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import OfflineLibrary
@testable import PhotoModel

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

    @Test func aPhotographersPhotosAreTheirsNewestFirst() throws {
        let username = try #require(Self.api.catalog.entries.first?.user.username)
        let answer = Self.api.answer(path: "/users/\(username)/photos", query: ["per_page": "30"], baseURL: "http://x")
        let photos = try UnsplashJSON.decode([Photo].self, from: answer.body, endpoint: "GET /users/:username/photos")
        #expect(!photos.isEmpty && photos.allSatisfy { $0.user.username == username })
        let dates = photos.compactMap(\.createdAt)
        #expect(dates == dates.sorted(by: >))
        #expect(header(answer, "X-Total") == String(Self.api.catalog.photos(byUsername: username).count))
        #expect(Self.api.answer(path: "/users/nobody-here/photos", query: [:], baseURL: "http://x").status == 404)
        let user = Self.api.answer(path: "/users/\(username)", query: [:], baseURL: "http://x")
        #expect(try UnsplashJSON.decode(User.self, from: user.body, endpoint: "GET /users/:username").totalPhotos == photos.count)
    }

    @Test func collectionsAreFeaturedSearchedAndPaged() throws {
        let featured = Self.api.answer(path: "/collections", query: ["per_page": "4"], baseURL: "http://x")
        let list = try UnsplashJSON.decode([PhotoCollection].self, from: featured.body, endpoint: "GET /collections")
        #expect(list.count == 4)
        #expect(header(featured, "X-Total") == String(CatalogCollection.all.count))

        let korean = Self.api.answer(path: "/search/collections", query: ["query": "바다"], baseURL: "http://x")
        let found = try UnsplashJSON.decode(CollectionSearchPage.self, from: korean.body, endpoint: "GET /search/collections")
        #expect(found.results.map(\.title).contains("Seaside mornings"))
        #expect(found.total == found.results.count)
        #expect(Self.api.answer(path: "/search/collections", query: [:], baseURL: "http://x").status == 400)

        let seaside = try #require(found.results.first { $0.title == "Seaside mornings" })
        #expect(seaside.user != nil && seaside.coverPhoto != nil)
        let photos = Self.api.answer(path: "/collections/\(seaside.id)/photos", query: ["per_page": "5"], baseURL: "http://x")
        let members = try UnsplashJSON.decode([Photo].self, from: photos.body, endpoint: "GET /collections/:id/photos")
        #expect(members.count == min(5, seaside.totalPhotos))
        #expect(header(photos, "X-Total") == String(seaside.totalPhotos))
        #expect(Self.api.answer(path: "/collections/nope/photos", query: [:], baseURL: "http://x").status == 404)
    }
}
