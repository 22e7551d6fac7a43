import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore

/// The home feed of `SearchViewModel` (empty query): the editorial feed and topic sections,
/// loaded concurrently, each response updating its own section in any order.
@Suite struct HomeFeedTests {
    typealias F = ViewModelFixtures

    static let editorial = F.photos("ed", 1...3)
    static let nature = F.photos("nature", 1...2)
    static let city = F.photos("city", 1...3)
    static let complete = ["#Editorial"] + editorial.map(\.id) + ["#Nature"] + nature.map(\.id) + ["#City"] + city.map(\.id)

    /// A home feed whose editorial, Nature and City responses arrive after the given delays
    /// (the topic list arrives at 50, so topic delays count from there).
    static func harness(editorial: Int, nature: Int, city: Int, script: (ScriptedPhotoService) -> Void = { _ in }) -> SearchViewModelHarness {
        SearchViewModelHarness(topicSections: 2) { service in
            service.editorialScript = { _ in .success(F.list(Self.editorial), after: editorial) }
            service.topicsScript = { .success(F.topics(["nature", "city"]), after: 50) }
            service.topicPhotosScript = { slug in .success(F.list(slug == "nature" ? Self.nature : Self.city), after: slug == "nature" ? nature : city) }
            script(service)
        }
    }

    /// The rows of section `title` in `rows`, as ids, or `nil` when the section is absent.
    static func section(_ title: String, in rows: [PhotoListRow]) -> [String]? {
        let ids = F.ids(rows)
        guard let start = ids.firstIndex(of: "#\(title)") else { return nil }
        let rest = ids[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("#") })
    }

    @Test(arguments: [
        (100, 200, 300), (300, 200, 100), (200, 300, 100), (100, 300, 200), (300, 100, 200),
    ])
    func sectionsFillInInAnyOrderWithoutDisturbingEachOther(delays: (Int, Int, Int)) throws {
        let h = Self.harness(editorial: delays.0, nature: delays.1, city: delays.2)
        h.run()
        #expect(h.shownIDs == Self.complete)
        let updates = h.rows.elements.dropFirst()   // the first is the empty list before anything arrived
        #expect(updates.count == 3)
        #expect(updates.first?.change == .reset)
        var previous: [PhotoListRow] = []
        for update in updates {
            // A section is either absent or complete, and one that was shown stays as it was.
            for (title, photos) in [("Editorial", Self.editorial), ("Nature", Self.nature), ("City", Self.city)] {
                let shown = Self.section(title, in: update.rows)
                #expect(shown == nil || shown == photos.map(\.id))
                if Self.section(title, in: previous) != nil { #expect(shown != nil) }
            }
            switch update.change {
            case .reset: break
            case .appended(let range):
                #expect(Array(update.rows[..<range.lowerBound]) == previous)
                #expect(range.upperBound == update.rows.count)
            case .replaced(let range):
                #expect(Array(update.rows[..<range.lowerBound]) == Array(previous[..<range.lowerBound]))
                #expect(Array(update.rows[range.upperBound...]) == Array(previous[range.lowerBound...]))
            }
            previous = update.rows
        }
    }

    @Test func theSectionsAreRequestedConcurrently() {
        let h = Self.harness(editorial: 300, nature: 300, city: 300)
        h.run()
        #expect(h.service.subscriptions(of: .editorial(page: 1)).map(\.subscribe) == [0])
        #expect(h.service.subscriptions(of: .topics).map(\.subscribe) == [0])
        #expect(h.service.subscriptions(of: .topicPhotos("nature")).map(\.subscribe) == [50])
        #expect(h.service.subscriptions(of: .topicPhotos("city")).map(\.subscribe) == [50])
        #expect(h.loading.events == [.next(1, .firstPage), .next(352, .idle)])
        #expect(h.totalCount.elements == [nil])
    }

    @Test func aFailedSectionLeavesTheOthersAndRetryReloadsOnlyIt() {
        var cityAttempts = 0
        let h = Self.harness(editorial: 100, nature: 100, city: 100) { service in
            service.topicPhotosScript = { slug in
                guard slug == "city" else { return .success(F.list(Self.nature)) }
                cityAttempts += 1
                return cityAttempts == 1 ? .failure(.offline) : .success(F.list(Self.city))
            }
        }
        h.retry(at: 500)
        h.run()
        let beforeRetry = h.rows.events.last { $0.time < 500 }?.value.element?.rows ?? []
        #expect(F.ids(beforeRetry) == ["#Editorial"] + Self.editorial.map(\.id) + ["#Nature"] + Self.nature.map(\.id))
        #expect(h.errorMessage.elements == [nil, "No connection — press r to retry", nil])
        #expect(h.shownIDs == Self.complete)
        #expect(h.rows.elements.last?.change == .appended(7..<11))
        #expect(h.service.requests.filter { $0 == .editorial(page: 1) }.count == 1)
        #expect(h.service.requests.filter { $0 == .topicPhotos("nature") }.count == 1)
        #expect(h.service.requests.filter { $0 == .topicPhotos("city") }.count == 2)
    }

    @Test func fewerTopicsThanSectionsShowsTheOnesThereAre() {
        let h = SearchViewModelHarness(topicSections: 3) { service in
            service.editorialScript = { _ in .success(F.list(Self.editorial)) }
            service.topicsScript = { .success(F.topics(["nature"])) }
            service.topicPhotosScript = { _ in .success(F.list(Self.nature)) }
        }
        h.run()
        #expect(h.shownIDs == ["#Editorial"] + Self.editorial.map(\.id) + ["#Nature"] + Self.nature.map(\.id))
        #expect(h.loading.elements.last == .idle)
    }

    @Test func searchingLeavesTheHomeFeedAndClearingTheBoxReturnsToIt() {
        let h = Self.harness(editorial: 100, nature: 100, city: 100) { service in
            service.searchScript = { _ in .success(F.page(F.photos("cat", 1...3))) }
        }
        h.type("cat", at: 500)    // search at 800, rows at 902
        h.type("", at: 1000)      // home again at 1300
        h.run()
        #expect(h.rows.elements.contains { F.ids($0.rows) == ["cat-1", "cat-2", "cat-3"] })
        #expect(h.shownIDs == Self.complete)
        #expect(h.service.subscriptions(of: .editorial(page: 1)).map(\.subscribe) == [0, 1300])
    }

    @Test func typingBeforeTheHomeFeedArrivesCancelsIt() {
        let h = Self.harness(editorial: 1000, nature: 1000, city: 1000) { service in
            service.searchScript = { _ in .success(F.page(F.photos("cat", 1...3))) }
        }
        h.type("cat", at: 10)
        h.enter(at: 20)
        h.run()
        #expect(h.service.subscriptions(of: .editorial(page: 1)) == [Subscription(0, 20)])
        #expect(h.service.subscriptions(of: .topics) == [Subscription(0, 20)])
        #expect(!h.service.requests.contains(.topicPhotos("nature")))
        #expect(!h.everShownIDs.contains("ed-1"))
        #expect(h.shownIDs == ["cat-1", "cat-2", "cat-3"])
    }
}
