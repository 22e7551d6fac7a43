import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel
@testable import UnsplashSource

@Suite("Search queries become request URLs")
struct SearchQueryTests {
    @Test func perPageAndPageAreClampedToWhatUnsplashAccepts() {
        let query = SearchQuery("x", page: 0, perPage: 99)
        #expect(query.page == 1 && query.perPage == 30)
        #expect(SearchQuery("x", perPage: 0).perPage == 1)
        #expect(query.page(3).page == 3)
    }

    @Test func parametersAreEncodedStrictlyAndInAStableOrder() {
        let client = UnsplashClient(configuration: .init(baseURL: URL(string: "https://api.unsplash.com/")!, accessKey: "k"))
        let query = SearchQuery("rock & roll+바다", page: 2, perPage: 20, orderBy: .latest, orientation: .squarish, color: .blackAndWhite)
        #expect(client.url(path: "/search/photos", parameters: query.parameters).absoluteString
            == "https://api.unsplash.com/search/photos?query=rock%20%26%20roll%2B%EB%B0%94%EB%8B%A4&page=2&per_page=20"
            + "&order_by=latest&orientation=squarish&color=black_and_white&content_filter=low")
    }

    @Test func theKeyIsSentOnlyToTheAPIHost() {
        let client = UnsplashClient(configuration: .init(baseURL: URL(string: "https://api.unsplash.com")!, accessKey: "k"))
        #expect(client.request(for: URL(string: "https://api.unsplash.com/photos/x/download?ixid=1")!).headers["Authorization"] == "Client-ID k")
        #expect(client.request(for: URL(string: "https://images.unsplash.com/photo-1")!).headers["Authorization"] == nil)
        let request = client.request(for: URL(string: "https://api.unsplash.com/photos")!)
        #expect(request.headers["Accept-Version"] == "v1")
        #expect(request.headers["User-Agent"]?.hasPrefix("photo-tui/") == true)
    }

    @Test func withoutAKeyAPlaceholderIsSent() {
        let client = UnsplashClient(configuration: .init(baseURL: URL(string: "http://127.0.0.1:1")!, accessKey: nil))
        #expect(client.request(for: URL(string: "http://127.0.0.1:1/photos")!).headers["Authorization"] == "Client-ID \(UnsplashClient.placeholderAccessKey)")
    }
}
