import Foundation
import GRDB
import Testing
@testable import PhotoCore
@testable import PersonalLibrary
@testable import PhotoModel

/// Ratings and rejects in the library: kept with the photo's whole record, in one transaction
/// for a batch, selected for an export, and added to a database the previous version made.
@Suite("Photo library: ratings and rejects")
struct PhotoLibraryRatingsTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-ratings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func photo(_ id: String, _ description: String? = nil) -> Photo { ViewModelFixtures.photo(id, description: description) }

    @Test func aRatingIsKeptAcrossRunsWithTheWholeRecord() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        try PhotoLibrary(at: url).setRating(Self.photo("a", "Harbour at dusk"), PhotoRating(stars: 4))
        let reopened = PhotoLibrary(at: url)
        #expect(reopened.rating(of: Self.photo("a")) == PhotoRating(stars: 4))
        #expect(reopened.ratings() == [LibraryRecord.key(of: Self.photo("a")): PhotoRating(stars: 4)])
        let marked = try reopened.markedPhotos()
        #expect(marked.map(\.photo.description) == ["Harbour at dusk"])  // the record, for an export offline
    }

    @Test func clearingTheStarsOfAPhotoNotRejectedForgetsItsRating() throws {
        let library = PhotoLibrary()
        let photo = Self.photo("a")
        try library.setRating(photo, PhotoRating(stars: 2, isRejected: true))
        try library.setRating(photo, PhotoRating(stars: 0, isRejected: true))
        #expect(library.rating(of: photo) == PhotoRating(stars: 0, isRejected: true))
        try library.setRating(photo, .none)
        #expect(library.ratings().isEmpty)
        #expect(library.rating(of: photo) == .none)
        #expect(try library.markedPhotos().isEmpty)
    }

    @Test func starsAreClampedAndTheDatabaseRefusesOthers() throws {
        #expect(PhotoRating(stars: 9).stars == 5)
        #expect(PhotoRating(stars: -2).stars == 0)
        #expect(PhotoRating(stars: 3).starText == "★★★☆☆")
        #expect(PhotoRating(stars: 3, isRejected: true).xmpValue == -1)
        let library = PhotoLibrary()
        try library.setRating(Self.photo("a"), PhotoRating(stars: 1))
        #expect(throws: DatabaseError.self) {
            try library.database.write { try $0.execute(sql: "UPDATE rating SET stars = 6") }
        }
    }

    @Test func aBatchIsOneTransaction() throws {
        let library = PhotoLibrary()
        try library.setRatings([(Self.photo("a"), PhotoRating(stars: 5)), (Self.photo("b"), PhotoRating(stars: 3))])
        #expect(library.ratings().count == 2)
        // The second change breaks a constraint: the first is not kept either.
        try library.database.write { try $0.execute(sql: "CREATE TRIGGER refuse BEFORE INSERT ON rating WHEN NEW.photoKey LIKE '%d' BEGIN SELECT RAISE(ABORT, 'no'); END") }
        #expect(throws: DatabaseError.self) {
            try library.setRatings([(Self.photo("c"), PhotoRating(stars: 1)), (Self.photo("d"), PhotoRating(stars: 1))])
        }
        #expect(library.ratings().count == 2)
    }

    @Test func anExportSelectsByStarsAndRejects() throws {
        let library = PhotoLibrary()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        try library.setFavorite(Self.photo("starred"), true, at: start)
        try library.setRating(Self.photo("five"), PhotoRating(stars: 5), at: start.addingTimeInterval(1))
        try library.setRating(Self.photo("four"), PhotoRating(stars: 4), at: start.addingTimeInterval(2))
        try library.setRating(Self.photo("two"), PhotoRating(stars: 2), at: start.addingTimeInterval(3))
        try library.setRating(Self.photo("bad"), PhotoRating(stars: 4, isRejected: true), at: start.addingTimeInterval(4))
        try library.setFavorite(Self.photo("four"), true, at: start.addingTimeInterval(5))
        try library.recordView(Self.photo("only-viewed"), at: start)
        let all = try library.markedPhotos()
        #expect(all.map(\.photo.id) == ["four", "bad", "two", "five", "starred"])
        let four = try #require(all.first)
        #expect(four.isFavorite && four.rating == PhotoRating(stars: 4))
        #expect(try library.markedPhotos(.init(minimumStars: 4)).map(\.photo.id) == ["four", "five"])
        #expect(try library.markedPhotos(.init(rejectedOnly: true)).map(\.photo.id) == ["bad"])
        #expect(try library.markedPhotos(.init(minimumStars: 5, rejectedOnly: true)).isEmpty)
    }

    @Test func aDatabaseOfTheVersionBeforeGainsRatingsAndKeepsItsStars() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        // As version 3 left it: a starred photo in its stored record.
        let old = try DatabasePool(path: url.path)
        try LibrarySchema.migrator.migrate(old, upTo: "v3: every photo keeps its provider, licence, credit and file")
        let photo = Self.photo("old", "Harbour lights")
        try old.write { db in
            try db.execute(sql: "INSERT INTO photo (key, record, updatedAt, searchText) VALUES (?, ?, 0, 'harbour lights')",
                           arguments: [LibraryRecord.key(of: photo), StoredPhoto(photo).encoded()])
            try db.execute(sql: "INSERT INTO favorite (photoKey, addedAt) VALUES (?, 0)", arguments: [LibraryRecord.key(of: photo)])
        }
        try old.close()
        let library = PhotoLibrary(at: url)
        #expect(library.problem == nil)
        #expect(library.isFavorite(photo))
        #expect(library.ratings().isEmpty)
        try library.setRating(photo, PhotoRating(stars: 3))
        #expect(try library.markedPhotos().map { ($0.photo.id, $0.isFavorite, $0.rating.stars) }.elementsEqual([("old", true, 3)]) { $0 == $1 })
        let applied = try DatabaseQueue(path: url.path).read { try LibrarySchema.migrator.appliedMigrations($0) }
        #expect(applied.last == "v4: ratings and rejects")
    }

    @Test func removingAPhotoRecordTakesItsRatingWithIt() throws {
        let library = PhotoLibrary()
        try library.setRating(Self.photo("a"), PhotoRating(stars: 2))
        try library.database.write { try $0.execute(sql: "DELETE FROM photo") }
        #expect(library.ratings().isEmpty)
    }
}
