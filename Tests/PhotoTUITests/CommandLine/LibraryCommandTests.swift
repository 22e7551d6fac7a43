import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// `library export`: every photo the library holds a mark for, each credited and licensed by its
/// own provider, with its favourite, rating and reject, and a local file's path; `--min-rating`
/// and `--rejected` select. `pick --min-rating` is checked as it parses.
@Suite("library export")
struct LibraryCommandTests {
    private static var unsplash: Photo { TestPhotos.photo("u1", title: "Harbour at dusk") }

    private static var openverse: Photo {
        var photo = TestPhotos.photo("3b1e9f6a", title: "Old lighthouse", author: "Ben Ola")
        photo.provider = .openverse
        photo.license = PhotoLicense(code: "by-sa", version: "4.0", url: URL(string: "https://creativecommons.org/licenses/by-sa/4.0/"))
        photo.credit = PhotoCredit(rule: .creativeCommons, title: "Old lighthouse", creator: "Ben Ola", source: "flickr",
                                   landingURL: URL(string: "https://www.flickr.com/photos/ben/1"), license: photo.license)
        return photo
    }

    private static var folder: Photo {
        var photo = TestPhotos.photo("/home/ada/Pictures/IMG_0042.jpg", title: "IMG_0042.jpg")
        photo.provider = .folder
        photo.file = PhotoFile(path: "/home/ada/Pictures/IMG_0042.jpg", relativePath: "IMG_0042.jpg", byteCount: 2_400_000)
        return photo
    }

    private static func library() throws -> PhotoLibrary {
        let library = PhotoLibrary()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        try library.setFavorite(unsplash, true, at: start)
        try library.setRating(openverse, PhotoRating(stars: 5), at: start + 1)
        try library.setRating(folder, PhotoRating(stars: 2, isRejected: true), at: start + 2)
        return library
    }

    private static func objects(_ json: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test func jsonHasEveryMarkAndEachPhotosOwnCreditAndLicence() throws {
        let records = try Self.objects(LibraryExportCommand.export(try Self.library(), format: .json, selection: .all))
        #expect(records.map { $0["id"] as? String } == [Self.folder.id, Self.openverse.id, Self.unsplash.id])  // latest mark first
        let file = records[0], work = records[1], starred = records[2]
        #expect(file["provider"] as? String == "folder" && file["path"] as? String == "/home/ada/Pictures/IMG_0042.jpg")
        #expect(file["rating"] as? Int == 2 && file["rejected"] as? Bool == true && file["favourite"] as? Bool == false)
        #expect(work["provider"] as? String == "openverse" && work["rating"] as? Int == 5 && work["rejected"] as? Bool == false)
        #expect((work["license"] as? [String: Any])?["code"] as? String == "by-sa")
        #expect(((work["credit"] as? [String: Any])?["line"] as? String)?.contains("Ben Ola") == true)
        #expect(work["path"] is NSNull)
        #expect(starred["favourite"] as? Bool == true && starred["rating"] as? Int == 0)
        #expect(((starred["credit"] as? [String: Any])?["line"] as? String)?.contains("Unsplash") == true)
    }

    @Test func csvHasTheMarksAndThePathAfterThePhotosColumns() throws {
        let lines = try LibraryExportCommand.export(try Self.library(), format: .csv, selection: .all).split(separator: "\n")
        #expect(lines.first == "provider,id,title,author,page,image,licence,credit,favourite,rating,rejected,path")
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix("folder,") && lines[1].hasSuffix(",false,2,true,/home/ada/Pictures/IMG_0042.jpg"), "\(lines[1])")
        #expect(lines[2].hasPrefix("openverse,") && lines[2].hasSuffix(",false,5,false,"), "\(lines[2])")
        #expect(lines[3].hasPrefix("unsplash,") && lines[3].hasSuffix(",true,0,false,"), "\(lines[3])")
    }

    @Test func minRatingKeepsTheBestNotRejectedAndRejectedKeepsTheRejects() throws {
        let library = try Self.library()
        let best = try Self.objects(LibraryExportCommand.export(library, format: .json, selection: .init(minimumStars: 2)))
        #expect(best.map { $0["id"] as? String } == [Self.openverse.id])  // the folder photo's 2 stars are rejected
        let rejects = try Self.objects(LibraryExportCommand.export(library, format: .json, selection: .init(rejectedOnly: true)))
        #expect(rejects.map { $0["id"] as? String } == [Self.folder.id])
    }

    @Test func theOptionsParseAndRefuseWhatIsNotAStarCount() throws {
        let export = try #require(try PhotoTUICommand.parseAsRoot(["library", "export", "--format", "csv", "--min-rating", "4"])
            as? LibraryExportCommand)
        #expect(export.minRating == 4 && export.format == .csv && !export.rejected)
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["library", "export", "--min-rating", "6"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["library", "export", "--min-rating", "0"]) }
        let pick = try #require(try PhotoTUICommand.parseAsRoot(["pick", "--min-rating", "4"]) as? PickCommand)
        #expect(pick.minRating == 4)
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["pick", "--min-rating", "9"]) }
    }
}
