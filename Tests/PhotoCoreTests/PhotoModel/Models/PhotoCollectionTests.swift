import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

@Suite("Collections decode leniently")
struct PhotoCollectionTests {
    /// The shape of Unsplash's documentation example for `GET /collections/:id`, trimmed.
    static let documented = """
    {"id": 296, "title": "I like a man with a beard.", "description": "Yeah even Santa...",
     "published_at": "2016-01-27T18:47:13-05:00", "last_collected_at": "2016-06-02T13:10:03-04:00",
     "featured": false, "total_photos": 12, "private": false, "share_key": "312d188df257b957f8b86d2ce20e4766",
     "cover_photo": {"id": "C-mxLOk6ANs", "width": 5616, "height": 3744, "color": "#E4C6A2",
       "blur_hash": "L,K@;[ogj[fQ~qj[fQfQ%MfQfQj[", "likes": 12, "liked_by_user": false, "description": "A man drinking a coffee.",
       "user": {"id": "xlt1-UPW7FE", "username": "lionsdenpro", "name": "Greg Raines"},
       "urls": {"raw": "https://images.unsplash.com/photo-1449614115178-cb924f730780",
                "full": "https://images.unsplash.com/photo-1449614115178-cb924f730780?q=75",
                "regular": "https://images.unsplash.com/photo-1449614115178-cb924f730780?w=1080",
                "small": "https://images.unsplash.com/photo-1449614115178-cb924f730780?w=400",
                "thumb": "https://images.unsplash.com/photo-1449614115178-cb924f730780?w=200"},
       "links": {"self": "https://api.unsplash.com/photos/C-mxLOk6ANs", "html": "https://unsplash.com/photos/C-mxLOk6ANs",
                 "download": "https://unsplash.com/photos/C-mxLOk6ANs/download"}},
     "user": {"id": "IFcEhJqem0Q", "updated_at": "2016-07-10T11:00:01-05:00", "username": "fableandfolk", "name": "Annie Spratt"},
     "links": {"self": "https://api.unsplash.com/collections/296", "html": "https://unsplash.com/collections/296",
               "photos": "https://api.unsplash.com/collections/296/photos"}}
    """

    @Test func theDocumentedShapeDecodes() throws {
        let collection = try UnsplashJSON.decode(PhotoCollection.self, from: Data(Self.documented.utf8), endpoint: "GET /collections/:id")
        #expect(collection.id == "296")  // a number in old collections
        #expect(collection.title == "I like a man with a beard.")
        #expect(collection.totalPhotos == 12)
        #expect(collection.user?.name == "Annie Spratt")
        #expect(collection.coverPhoto?.id == "C-mxLOk6ANs")
    }

    @Test func aBrokenCoverOrCuratorCostsOnlyThem() throws {
        let json = #"{"id": "abc", "title": null, "total_photos": -4, "cover_photo": {"id": 7}, "user": "nobody"}"#
        let collection = try UnsplashJSON.decode(PhotoCollection.self, from: Data(json.utf8), endpoint: "GET /collections/:id")
        #expect(collection.title == "Untitled collection")
        #expect(collection.totalPhotos == 0)
        #expect(collection.coverPhoto == nil && collection.user == nil)
    }

    @Test func aSearchPageDropsWhatDoesNotDecode() throws {
        let json = #"{"total": 2, "total_pages": 1, "results": [{"id": "a", "title": "Sea"}, {"title": "no id"}]}"#
        let page = try UnsplashJSON.decode(CollectionSearchPage.self, from: Data(json.utf8), endpoint: "GET /search/collections")
        #expect(page.results.map(\.id) == ["a"])
        let list = page.listPage(1)
        #expect(list.total == 2 && list.nextPage == nil && list.lastPage == 1)
    }
}
