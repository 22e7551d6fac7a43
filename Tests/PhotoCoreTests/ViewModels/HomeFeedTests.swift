import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// The home feed of `SearchViewModel` (empty query), paged like a search: one request at launch,
/// then a topic's photos at a time and the editorial feed's later pages as the list nears its end.
@Suite struct HomeFeedTests {
    typealias F = ViewModelFixtures

    static let editorial = F.photos("ed", 1...3)
    static let moreEditorial = F.photos("ed", 4...5)
    static let nature = F.photos("nature", 1...2)
    static let city = F.photos("city", 1...3)

    /// Two editorial pages, two topics; every answer after 100 ms.
    static func harness(script: (ScriptedPhotoService) -> Void = { _ in }) -> SearchViewModelHarness {
        SearchViewModelHarness(topicSections: 2) { service in
            service.editorialScript = { page in
                page == 1 ? .success(ListPage(items: Self.editorial, page: 1, nextPage: 2, lastPage: 2), after: 100)
                    : .success(ListPage(items: Self.moreEditorial, page: 2, nextPage: nil, lastPage: 2), after: 100)
            }
            service.topicsScript = { .success(F.topics(["nature", "city"]), after: 100) }
            service.topicPhotosScript = { slug in .success(F.list(slug == "nature" ? Self.nature : Self.city), after: 100) }
            script(service)
        }
    }

    @Test func launchCostsOneRequest() {
        let h = Self.harness()
        h.run()
        #expect(h.service.requests == [.editorial(page: 1)])
        #expect(h.shownIDs == ["#Editorial"] + Self.editorial.map(\.id))
        let rows = [PhotoListRow.section(title: "Editorial")] + Self.editorial.map(PhotoListRow.photo)
        #expect(h.events.events == [
            .next(1, .total(nil)), .next(1, .more(true)), .next(1, .loading(.firstPage)), .next(1, .error(nil)),
            .next(102, .rows(RowsUpdate(rows: rows, change: .reset))), .next(102, .more(true)), .next(102, .loading(.idle)),
        ])
    }

    @Test func nearingTheEndLoadsATopicAtATimeThenTheEditorialFeedsNextPages() {
        let h = Self.harness()
        h.nearBottom(at: 500)
        h.nearBottom(at: 550)   // in flight: ignored
        h.nearBottom(at: 1000)
        h.nearBottom(at: 1500)
        h.nearBottom(at: 2000)  // the end
        h.run()
        #expect(h.service.requests == [.editorial(page: 1), .topics, .topicPhotos("nature"), .topicPhotos("city"), .editorial(page: 2)])
        #expect(h.shownIDs == ["#Editorial"] + Self.editorial.map(\.id) + ["#Nature"] + Self.nature.map(\.id)
            + ["#City"] + Self.city.map(\.id) + ["#More from Editorial"] + Self.moreEditorial.map(\.id))
        let changes = h.rows.elements.dropFirst().map(\.change)
        #expect(changes == [.appended(4..<7), .appended(7..<11), .appended(11..<14)])
    }

    @Test func aFailedChunkKeepsTheRowsAndRetryLoadsOnlyIt() {
        var cityAttempts = 0
        let h = Self.harness { service in
            service.topicPhotosScript = { slug in
                guard slug == "city" else { return .success(F.list(Self.nature)) }
                cityAttempts += 1
                return cityAttempts == 1 ? .failure(.offline) : .success(F.list(Self.city))
            }
        }
        h.nearBottom(at: 500)
        h.nearBottom(at: 1000)
        h.nearBottom(at: 1500)  // failed: only retry resumes
        h.retry(at: 2000)
        h.run()
        // Each load clears the error: the first page, nature, city (which fails), city again.
        #expect(h.errorMessage.elements == [nil, nil, nil, "No connection — press r to retry", nil])
        #expect(h.shownIDs == ["#Editorial"] + Self.editorial.map(\.id) + ["#Nature"] + Self.nature.map(\.id) + ["#City"] + Self.city.map(\.id))
        #expect(h.service.requests.filter { $0 == .topics }.count == 1)
        #expect(h.service.requests.filter { $0 == .topicPhotos("city") }.count == 2)
    }

    @Test func fewerTopicsThanSectionsGoesOnToTheEditorialFeed() {
        let h = Self.harness { $0.topicsScript = { .success(F.topics(["nature"])) } }
        h.nearBottom(at: 500)
        h.nearBottom(at: 1000)
        h.run()
        #expect(h.service.requests == [.editorial(page: 1), .topics, .topicPhotos("nature"), .editorial(page: 2)])
        #expect(h.loading.elements.last == .idle)
    }

    @Test func withNoTopicsTheEditorialFeedSimplyGoesOn() {
        let h = Self.harness { $0.topicsScript = { .success(F.topics([])) } }
        h.nearBottom(at: 500)  // no topic: page 2 at once
        h.run()
        #expect(h.service.requests == [.editorial(page: 1), .topics, .editorial(page: 2)])
        #expect(h.shownIDs == ["#Editorial"] + Self.editorial.map(\.id) + Self.moreEditorial.map(\.id))
    }

    @Test func searchingLeavesTheHomeFeedAndClearingTheBoxReturnsToIt() {
        let h = Self.harness { service in
            service.searchScript = { _ in .success(F.page(F.photos("cat", 1...3))) }
        }
        h.type("cat", at: 500)    // search at 800
        h.type("", at: 1000)      // home again at 1300
        h.run()
        #expect(h.rows.elements.contains { F.ids($0.rows) == ["cat-1", "cat-2", "cat-3"] })
        #expect(h.shownIDs == ["#Editorial"] + Self.editorial.map(\.id))
        #expect(h.service.subscriptions(of: .editorial(page: 1)).map(\.subscribe) == [0, 1300])
    }

    @Test func typingBeforeTheHomeFeedArrivesCancelsIt() {
        let h = Self.harness { service in
            service.editorialScript = { _ in .success(F.list(Self.editorial), after: 1000) }
            service.searchScript = { _ in .success(F.page(F.photos("cat", 1...3))) }
        }
        h.type("cat", at: 10)
        h.enter(at: 20)
        h.run()
        #expect(h.service.subscriptions(of: .editorial(page: 1)) == [Subscription(0, 20)])
        #expect(!h.everShownIDs.contains("ed-1"))
        #expect(h.shownIDs == ["cat-1", "cat-2", "cat-3"])
    }
}
