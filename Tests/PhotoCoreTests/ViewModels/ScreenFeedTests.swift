import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// `SearchViewModel` showing a screen (a photographer's photos, photos like one, the topics, a
/// topic, collections, a collection): paged like a search, in virtual time, and deaf to the
/// search box.
@Suite struct ScreenFeedTests {
    typealias F = ViewModelFixtures

    static func twoPages(_ prefix: String, page: Int) -> ListPage<Photo> {
        page == 1 ? ListPage(items: F.photos(prefix, 1...3), page: 1, total: 5, nextPage: 2, lastPage: 2)
            : ListPage(items: F.photos(prefix, 4...5), page: 2, total: 5, nextPage: nil, lastPage: 2)
    }

    @Test func aPhotographersPhotosPageToTheEnd() {
        let h = SearchViewModelHarness(screen: .photographer(username: "ana", name: "Ana Lee")) { service in
            service.userPhotosScript = { _, page in .success(Self.twoPages("ana", page: page)) }
        }
        h.nearBottom(at: 500)
        h.nearBottom(at: 1000)  // past the last page: nothing
        h.run()
        #expect(h.service.requests == [.userPhotos("ana", page: 1), .userPhotos("ana", page: 2)])
        let ana = { (range: ClosedRange<Int>) in F.photos("ana", range).map(PhotoListRow.photo) }
        // Page 1 at once (answered at 100, two hops later at 102), page 2 at 500; at 1000, nothing.
        #expect(h.events.events == [
            .next(1, .more(true)), .next(1, .loading(.firstPage)), .next(1, .error(nil)),
            .next(102, .rows(RowsUpdate(rows: ana(1...3), change: .reset))), .next(102, .total(5)), .next(102, .more(true)),
            .next(102, .loading(.idle)),
            .next(501, .loading(.nextPage)), .next(501, .error(nil)),
            .next(602, .rows(RowsUpdate(rows: ana(1...5), change: .appended(3..<5)))), .next(602, .more(false)),
            .next(602, .loading(.idle)),
        ])
    }

    @Test func theSearchBoxAndFiltersChangeNothingOnAScreen() {
        let h = SearchViewModelHarness(screen: .topic(slug: "nature", title: "Nature")) { service in
            service.topicPhotosScript = { _ in .success(F.list(F.photos("nature", 1...2))) }
        }
        h.type("sea", at: 300)
        h.enter(at: 400)
        h.scheduler.scheduleAt(500) { h.viewModel.filters.accept(SearchFilters(orientation: .portrait)) }
        h.run()
        #expect(h.service.requests == [.topicPhotos("nature")])
        #expect(h.shownIDs == F.photos("nature", 1...2).map(\.id))
    }

    @Test func topicsAreRowsThatOpenTheirPhotos() throws {
        let h = SearchViewModelHarness(screen: .topics) { service in
            service.topicsScript = { .success(F.topics(["nature", "city"])) }
        }
        h.run()
        let groups = (h.rows.elements.last?.rows ?? []).compactMap(\.group)
        #expect(groups.map(\.title) == ["Nature", "City"])
        #expect(groups.first?.screen == .topic(slug: "nature", title: "Nature"))
        #expect(groups.first?.id == "topic:t-nature")
    }

    @Test func collectionsMatchTheSearchOrAreTheFeaturedOnes() {
        let curator = User(id: "u1", username: "mia", name: "Mia Chen")
        let sea = PhotoCollection(id: "c1", title: "Seaside", totalPhotos: 1234, user: curator)
        let h = SearchViewModelHarness(screen: .collections(query: "sea")) { service in
            service.collectionsScript = { _, _ in .success(ListPage(items: [sea], page: 1, total: 1)) }
        }
        h.run()
        #expect(h.service.requests == [.collections("sea", page: 1)])
        let group = h.rows.elements.last?.rows.first?.group
        #expect(group?.subtitle == "1,234 photos · curated by Mia Chen")
        #expect(group?.screen == .collection(id: "c1", title: "Seaside"))

        let featured = SearchViewModelHarness(screen: .collections(query: nil)) { service in
            service.collectionsScript = { _, _ in .success(ListPage(items: [sea], page: 1)) }
        }
        featured.run()
        #expect(featured.service.requests == [.collections(nil, page: 1)])
    }

    @Test func aCollectionsPhotosPage() {
        let h = SearchViewModelHarness(screen: .collection(id: "c1", title: "Seaside")) { service in
            service.collectionPhotosScript = { _, page in .success(Self.twoPages("c1", page: page)) }
        }
        h.nearBottom(at: 500)
        h.run()
        #expect(h.service.requests == [.collectionPhotos("c1", page: 1), .collectionPhotos("c1", page: 2)])
        #expect(h.shownIDs.count == 5)
    }

    @Test func relatedPhotosAreOneAnswerWithoutPages() {
        let h = SearchViewModelHarness(screen: .related(photoID: "p1", title: "Sea", query: nil)) { service in
            service.relatedScript = { _ in .success(F.photos("like", 1...4)) }
        }
        h.nearBottom(at: 500)
        h.run()
        #expect(h.service.requests == [.related("p1")])
        // One page, the last: nearing the end after it says nothing.
        let rows = F.photos("like", 1...4).map(PhotoListRow.photo)
        #expect(h.events.elements == [
            .more(true), .loading(.firstPage), .error(nil),
            .rows(RowsUpdate(rows: rows, change: .reset)), .total(4), .more(false), .loading(.idle),
        ])
    }

    @Test func relatedPhotosByTagsAreASearch() {
        let h = SearchViewModelHarness(screen: .related(photoID: "p1", title: "Sea", query: "sea waves")) { service in
            service.searchScript = { query in .success(F.page(F.photos("s\(query.page)-", 1...3), total: 6, totalPages: 2)) }
        }
        h.nearBottom(at: 500)
        h.run()
        #expect(h.searches == [.search("sea waves", page: 1), .search("sea waves", page: 2)])
    }

    @Test func aFailedPageKeepsTheRowsAndRetryLoadsIt() {
        var attempts = 0
        let h = SearchViewModelHarness(screen: .photographer(username: "ana", name: "Ana")) { service in
            service.userPhotosScript = { _, page in
                guard page == 2 else { return .success(Self.twoPages("ana", page: 1)) }
                attempts += 1
                return attempts == 1 ? .failure(.offline) : .success(Self.twoPages("ana", page: 2))
            }
        }
        h.nearBottom(at: 500)
        h.retry(at: 1000)
        h.run()
        #expect(h.errorMessage.elements.contains { $0 != nil })
        #expect(h.errorMessage.elements.last == .some(nil))
        #expect(h.shownIDs == F.photos("ana", 1...5).map(\.id))
    }

    @Test func theHomeFeedNamesItsTopicsWithTheFirstTopicSection() {
        let h = HomeFeedTests.harness()
        h.nearBottom(at: 500)
        h.run()
        // Once, when they come: nothing is said before.
        let topics = h.only { if case .topics(let topics) = $0 { topics } else { nil } }
        #expect(topics.elements.map { $0.map(\.slug) } == [["nature", "city"]])
        // The bar costs no request of its own.
        #expect(h.service.requests.filter { $0 == .topics }.count == 1)
    }
}
