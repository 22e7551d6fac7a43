import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

/// `[` `]` `{` `}` answered from a folder's index: by day and month in date order, by first
/// letter and folder in name order, counted among all the matches of the search.
@Suite struct FolderPhotoServiceJumpsTests {
    typealias Place = FolderIndexerTests.Place

    /// Six photos: three on 14 Jun 2024 (b, a, x), one on 2 Jun 2024 (c), one on 30 May 2024
    /// (d), and one in another folder on 1 Jan 2023 (`old/e.jpg`).
    private func timeline() throws -> (Place, FolderPhotoService) {
        let place = try Place()
        try FileManager.default.createDirectory(at: place.root.appendingPathComponent("old"), withIntermediateDirectories: true)
        for (name, date) in [("2024/a.jpg", "2024:06:14 10:00:00"), ("2024/b.jpg", "2024:06:14 18:00:00"), ("2024/x.jpg", "2024:06:14 08:00:00"),
                             ("2024/c.jpg", "2024:06:02 10:00:00"), ("2024/d.jpg", "2024:05:30 10:00:00"), ("old/e.jpg", "2023:01:01 10:00:00")] {
            try place.write(Place.jpeg(model: "M", date: date), name)
        }
        let service = place.service(order: .date)
        let done = BlockingResult<Void>()
        service.afterIndexing { done.set(.success(())) }
        guard done.wait(seconds: 20) != nil else { throw PhotoFolderFixture.TimedOut() }
        return (place, service)
    }

    private func jump(_ service: FolderPhotoService, _ query: SearchQuery, from: Int, _ jump: TimelineJump) throws -> Int? {
        try PhotoFolderFixture.await(service.jumpTarget(in: query, from: from, jump: jump))
    }

    @Test func daysAndMonthsInDateOrder() throws {
        let (place, service) = try timeline()
        defer { _ = place }
        let all = SearchQuery("", perPage: 30)
        let titles = try PhotoFolderFixture.await(service.searchPhotos(all)).results.map(\.title)
        #expect(titles == ["b.jpg", "a.jpg", "x.jpg", "c.jpg", "d.jpg", "e.jpg"])
        // Each day forward from the first photo, then past the end.
        #expect(try [0, 3, 4, 5].map { try jump(service, all, from: $0, .nextDay) } == [3, 4, 5, nil])
        // Inside a day, back goes to its first photo; from there, to the day before's first.
        #expect(try jump(service, all, from: 2, .previousDay) == 0)
        #expect(try jump(service, all, from: 4, .previousDay) == 3)
        #expect(try jump(service, all, from: 0, .previousDay) == nil)
        // June 2024 (0…3), May 2024 (4), January 2023 (5).
        #expect(try jump(service, all, from: 1, .nextMonth) == 4)
        #expect(try jump(service, all, from: 4, .nextMonth) == 5)
        #expect(try jump(service, all, from: 5, .previousMonth) == 4)
        #expect(try jump(service, all, from: 4, .previousMonth) == 0)
        // Among a search's matches only: "2024-06" leaves d and e out.
        let june = SearchQuery("2024-06", perPage: 30)
        #expect(try jump(service, june, from: 0, .nextDay) == 3)
        #expect(try jump(service, june, from: 3, .nextDay) == nil)
    }

    @Test func firstLettersAndFoldersInNameOrderAndNothingInSizeOrder() throws {
        let (place, service) = try timeline()
        defer { _ = place }
        let byName = SearchQuery("", perPage: 30, orderBy: FolderOrder.name.searchOrder)
        let titles = try PhotoFolderFixture.await(service.searchPhotos(byName)).results.map(\.title)
        #expect(titles == ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "x.jpg", "e.jpg"])
        #expect(try jump(service, byName, from: 0, .nextDay) == 1)
        #expect(try jump(service, byName, from: 3, .nextDay) == 4)
        // Folders: 2024 (0…4), old (5).
        #expect(try jump(service, byName, from: 1, .nextMonth) == 5)
        #expect(try jump(service, byName, from: 5, .previousMonth) == 0)
        let bySize = SearchQuery("", perPage: 30, orderBy: FolderOrder.size.searchOrder)
        #expect(try jump(service, bySize, from: 0, .nextDay) == nil)
    }
}
