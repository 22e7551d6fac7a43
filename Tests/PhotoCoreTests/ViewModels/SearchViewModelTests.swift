import EventStream
import EventStreamTesting
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// The search half of `SearchViewModel`, in virtual time with a scripted service.
@Suite struct SearchViewModelTests {
    typealias F = ViewModelFixtures

    /// Pages of three photos `text-1`, `text-2`, … out of `totalPages`, answered after 100 ms.
    static func paged(totalPages: Int = 3, delay: Int = 100) -> (SearchQuery) -> ScriptedPhotoService.Reply<SearchPage> {
        { query in
            let first = (query.page - 1) * 3 + 1
            return .success(F.page(F.photos(query.text, first...(first + 2)), total: totalPages * 3, totalPages: totalPages), after: delay)
        }
    }

    /// The photos `cat-N` of `range` as rows.
    static func cat(_ range: ClosedRange<Int>) -> [PhotoListRow] {
        F.photos("cat", range).map(PhotoListRow.photo)
    }

    @Test func typingIsDebouncedAndOnlyTheLastTextIsSearched() {
        let h = SearchViewModelHarness { $0.searchScript = Self.paged() }
        h.type("c", at: 100)
        h.type("ca", at: 200)
        h.type("cat", at: 399)
        h.run()
        #expect(h.searches == [.search("cat", page: 1)])
        #expect(h.service.subscriptions(of: .search("cat", page: 1)).map(\.subscribe) == [699])
        #expect(h.rows.events.last?.time == 801)
        #expect(h.shownIDs == ["cat-1", "cat-2", "cat-3"])
    }

    @Test func whitespaceIsTrimmedAndRepeatsAreIgnored() {
        let h = SearchViewModelHarness { $0.searchScript = Self.paged() }
        h.type("  cat ", at: 100)
        h.type(" cat", at: 600)
        // "cats" then back to "cat" within the debounce: the text that settles is unchanged.
        h.type("cats", at: 1000)
        h.type("cat", at: 1100)
        h.type("cat\t", at: 1800)
        h.run()
        #expect(h.searches == [.search("cat", page: 1)])
    }

    @Test func aNewQueryCancelsTheOldRequestAndTheStaleResultNeverShows() {
        let h = SearchViewModelHarness {
            $0.searchScript = { query in
                query.text == "cat" ? .success(F.page(F.photos("cat", 1...3)), after: 450) : .success(F.page(F.photos("dog", 1...3)), after: 100)
            }
        }
        h.type("cat", at: 100)   // searched at 400, would answer at 850, before "dog" does
        h.type("dog", at: 500)   // searched at 800
        h.run()
        #expect(h.searches == [.search("cat", page: 1), .search("dog", page: 1)])
        #expect(h.service.subscriptions(of: .search("cat", page: 1)) == [Subscription(400, 800)])
        #expect(!h.everShownIDs.contains { $0.hasPrefix("cat") })
        #expect(h.shownIDs == ["dog-1", "dog-2", "dog-3"])
    }

    @Test func aNewQueryAlsoCancelsANextPageInFlight() {
        let h = SearchViewModelHarness {
            $0.searchScript = { query in
                .success(F.page(F.photos(query.text, (query.page * 3 - 2)...(query.page * 3))), after: query.page == 2 ? 500 : 100)
            }
        }
        h.type("cat", at: 100)       // page 1 at 400, shown at 502
        h.nearBottom(at: 600)        // page 2 would answer at 1100
        h.type("dog", at: 610)       // searched at 910
        h.run()
        #expect(h.service.subscriptions(of: .search("cat", page: 2)) == [Subscription(600, 910)])
        #expect(!h.everShownIDs.contains("cat-4"))
        #expect(h.shownIDs == ["dog-1", "dog-2", "dog-3"])
    }

    @Test func enterSearchesAtOnceWithoutWaitingForTheDebounce() {
        let h = SearchViewModelHarness { $0.searchScript = Self.paged() }
        h.type("cat", at: 100)
        h.enter(at: 150)
        h.run()
        #expect(h.searches == [.search("cat", page: 1)])
        #expect(h.service.subscriptions(of: .search("cat", page: 1)).map(\.subscribe) == [150])
        #expect(h.rows.events.last?.time == 252)
    }

    @Test func changingTheFiltersSearchesAgainAtOnce() throws {
        let h = SearchViewModelHarness { $0.searchScript = Self.paged() }
        h.type("cat", at: 100)
        h.scheduler.scheduleAt(600) { h.viewModel.filters.accept(SearchFilters(orderBy: .latest, orientation: .portrait, color: .blue)) }
        h.run()
        let searches = h.service.calls.compactMap(\.query)
        #expect(searches.count == 2)
        let second = try #require(searches.last)
        #expect(second.text == "cat" && second.page == 1)
        #expect(second.orderBy == .latest && second.orientation == .portrait && second.color == .blue)
        #expect(h.service.subscriptions(of: .search("cat", page: 1)).map(\.subscribe) == [400, 600])
    }

    @Test func nearingTheBottomLoadsTheNextPageOnceAndAppendsIt() {
        let h = SearchViewModelHarness { $0.searchScript = Self.paged() }
        h.type("cat", at: 100)   // page 1 at 400, rows at 502
        h.nearBottom(at: 600)
        h.nearBottom(at: 610)
        h.nearBottom(at: 650)
        h.run()
        #expect(h.searches == [.search("cat", page: 1), .search("cat", page: 2)])
        #expect(h.service.subscriptions(of: .search("cat", page: 2)).map(\.subscribe) == [600])
        // The search replaces the home feed at 400; each answer comes two hops later (the feed's
        // observe(on:), then the view model's).
        #expect(h.events(from: 400) == [
            .next(401, .more(true)), .next(401, .loading(.firstPage)), .next(401, .error(nil)),
            .next(502, .rows(RowsUpdate(rows: Self.cat(1...3), change: .reset))), .next(502, .total(9)),
            .next(502, .more(true)), .next(502, .loading(.idle)),
            .next(601, .loading(.nextPage)), .next(601, .error(nil)),
            .next(702, .rows(RowsUpdate(rows: Self.cat(1...6), change: .appended(3..<6)))), .next(702, .more(true)),
            .next(702, .loading(.idle)),
        ])
    }

    @Test func nearingTheBottomWhileTheFirstPageLoadsDoesNothing() {
        let h = SearchViewModelHarness { $0.searchScript = Self.paged() }
        h.type("cat", at: 100)   // page 1 in flight from 400 to 500
        h.nearBottom(at: 400)
        h.nearBottom(at: 450)
        h.nearBottom(at: 499)
        h.run()
        #expect(h.searches == [.search("cat", page: 1)])
    }

    @Test func thePageAfterTheLastIsNeverRequested() {
        let h = SearchViewModelHarness { $0.searchScript = Self.paged(totalPages: 2) }
        h.type("cat", at: 100)
        h.nearBottom(at: 600)    // page 2, the last, answered at 700
        h.nearBottom(at: 800)
        h.nearBottom(at: 900)
        h.run()
        #expect(h.searches == [.search("cat", page: 1), .search("cat", page: 2)])
    }

    @Test func anEmptyPageEndsThePaging() {
        let h = SearchViewModelHarness {
            $0.searchScript = { query in
                .success(F.page(query.page == 1 ? F.photos("cat", 1...3) : [], total: 900, totalPages: 300))
            }
        }
        h.type("cat", at: 100)
        h.nearBottom(at: 600)
        h.nearBottom(at: 800)
        h.run()
        #expect(h.searches == [.search("cat", page: 1), .search("cat", page: 2)])
        #expect(h.shownIDs == ["cat-1", "cat-2", "cat-3"])
    }

    @Test func photosAlreadyShownOnAnEarlierPageAreDropped() {
        let h = SearchViewModelHarness {
            $0.searchScript = { query in
                let photos = query.page == 1 ? F.photos("cat", 1...3) : F.photos("cat", 3...5)
                return .success(F.page(photos))
            }
        }
        h.type("cat", at: 100)
        h.nearBottom(at: 600)
        h.run()
        #expect(h.shownIDs == ["cat-1", "cat-2", "cat-3", "cat-4", "cat-5"])
        #expect(h.rows.elements.last?.change == .appended(3..<5))
    }

    @Test func aFailedPageKeepsThePagesBeforeItAndRetryResumesAtIt() {
        var page2Attempts = 0
        let h = SearchViewModelHarness {
            let paged = Self.paged()
            $0.searchScript = { query in
                guard query.page == 2 else { return paged(query) }
                page2Attempts += 1
                return page2Attempts == 1 ? .failure(.serverError(status: 503)) : paged(query)
            }
        }
        h.type("cat", at: 100)
        h.nearBottom(at: 600)    // page 2 fails at 700
        h.nearBottom(at: 800)    // no request while the error stands
        h.retry(at: 900)         // page 2 again, answered at 1000
        h.nearBottom(at: 1100)   // page 3
        h.run()
        #expect(h.searches == [
            .search("cat", page: 1), .search("cat", page: 2), .search("cat", page: 2), .search("cat", page: 3),
        ])
        #expect(h.service.subscriptions(of: .search("cat", page: 2)).map(\.subscribe) == [600, 900])
        // Page 2 fails (its rows kept, nothing said at 800), then comes on retry; page 3 follows.
        #expect(h.events(from: 600) == [
            .next(601, .loading(.nextPage)), .next(601, .error(nil)),
            .next(702, .loading(.idle)), .next(702, .error("The server failed (HTTP 503) — press r to retry")),
            .next(901, .loading(.nextPage)), .next(901, .error(nil)),
            .next(1002, .rows(RowsUpdate(rows: Self.cat(1...6), change: .appended(3..<6)))), .next(1002, .more(true)),
            .next(1002, .loading(.idle)),
            .next(1101, .loading(.nextPage)), .next(1101, .error(nil)),
            .next(1202, .rows(RowsUpdate(rows: Self.cat(1...9), change: .appended(6..<9)))), .next(1202, .more(false)),
            .next(1202, .loading(.idle)),
        ])
    }

    @Test func aFailedFirstPageClearsTheListAndRetryAsksForItAgain() {
        var attempts = 0
        let h = SearchViewModelHarness {
            let paged = Self.paged()
            $0.searchScript = { query in
                attempts += 1
                return attempts == 1 ? .failure(.offline) : paged(query)
            }
        }
        h.type("cat", at: 100)
        h.retry(at: 700)
        h.run()
        #expect(h.searches == [.search("cat", page: 1), .search("cat", page: 1)])
        // The failed first page clears the home feed's rows; retry asks for it again.
        #expect(h.events(from: 400) == [
            .next(401, .more(true)), .next(401, .loading(.firstPage)), .next(401, .error(nil)),
            .next(502, .rows(RowsUpdate(rows: [], change: .reset))), .next(502, .total(nil)), .next(502, .loading(.idle)),
            .next(502, .error("No connection — press r to retry")),
            .next(701, .loading(.firstPage)), .next(701, .error(nil)),
            .next(802, .rows(RowsUpdate(rows: Self.cat(1...3), change: .reset))), .next(802, .total(9)),
            .next(802, .more(true)), .next(802, .loading(.idle)),
        ])
    }

    @Test func aRateLimitSaysHowManyRequestsAreLeft() {
        let h = SearchViewModelHarness {
            $0.searchScript = { _ in .failure(.rateLimited(RateLimit(limit: 50, remaining: 0))) }
            $0.rateLimitEvents = [.next(50, RateLimit(limit: 50, remaining: 7))]
        }
        h.type("cat", at: 100)
        h.run()
        // The service's figures come as they are announced; the refusal's with its message.
        #expect(h.events(from: 50) == [
            .next(51, .rateLimit(RateLimit(limit: 50, remaining: 7))),
            .next(401, .more(true)), .next(401, .loading(.firstPage)), .next(401, .error(nil)),
            .next(502, .rows(RowsUpdate(rows: [], change: .reset))), .next(502, .total(nil)), .next(502, .loading(.idle)),
            .next(502, .error("Rate limit reached (0 of 50 left this hour) — press r to retry later")),
            .next(502, .rateLimit(RateLimit(limit: 50, remaining: 0))),
        ])
    }
}

/// Edge cases of `SearchViewModel`'s inputs.
@Suite struct SearchViewModelInputTests {
    typealias F = ViewModelFixtures

    @Test func changingFiltersOnTheHomeFeedDoesNotReloadIt() {
        let h = SearchViewModelHarness(topicSections: 0) { $0.editorialScript = { _ in .success(F.list(F.photos("ed", 1...3))) } }
        h.scheduler.scheduleAt(500) { h.viewModel.filters.accept(SearchFilters(orderBy: .latest)) }
        h.run()
        #expect(h.service.requests == [.editorial(page: 1)])
        #expect(h.searches.isEmpty)
    }

    @Test func retryWithNothingFailedAsksForNothing() {
        let h = SearchViewModelHarness { $0.searchScript = SearchViewModelTests.paged() }
        h.type("cat", at: 100)
        h.retry(at: 300)   // page 1 in flight
        h.retry(at: 600)   // page 1 shown
        h.run()
        #expect(h.searches == [.search("cat", page: 1)])
    }

    @Test func enterOnTheSameQueryAgainDoesNotSearchAgain() {
        let h = SearchViewModelHarness { $0.searchScript = SearchViewModelTests.paged() }
        h.type("cat", at: 100)
        h.enter(at: 110)
        h.enter(at: 600)
        h.run()
        #expect(h.searches == [.search("cat", page: 1)])
    }
}
