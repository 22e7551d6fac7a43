import Foundation
import Testing
@testable import PhotoCore
@testable import PersonalLibrary

/// Ratings in `PHOTO.EXT.xmp` sidecars: written fresh, merged into darktable's and digiKam's
/// without losing their data, refused when unreadable, and never touching the photo.
@Suite("XMP rating sidecars")
struct RatingSidecarTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-xmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A photo file that must stay byte for byte as it was.
    private static func photo(in folder: URL) throws -> (url: URL, bytes: Data) {
        let url = folder.appendingPathComponent("IMG_0042.JPG")
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x42, count: 64) + [0xFF, 0xD9])
        try bytes.write(to: url)
        return (url, bytes)
    }

    /// What darktable 4 writes beside a photo (abridged): its history and tags as attributes and
    /// elements of one `rdf:Description`.
    private static let darktable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 4.4.0-Exiv2">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:darktable="http://darktable.sf.net/"
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmp:Rating="1"
            darktable:xmp_version="5"
            darktable:history_end="2">
           <dc:subject><rdf:Bag><rdf:li>harbour</rdf:li><rdf:li>dusk</rdf:li></rdf:Bag></dc:subject>
           <darktable:history><rdf:Seq><rdf:li darktable:operation="exposure" darktable:enabled="1"/></rdf:Seq></darktable:history>
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        """

    @Test func aNewSidecarIsNamedAfterTheWholeFileNameAndHoldsTheRating() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Self.photo(in: folder)
        try RatingSidecar.write(PhotoRating(stars: 4), for: photo.url)
        #expect(RatingSidecar.url(of: photo.url).lastPathComponent == "IMG_0042.JPG.xmp")
        #expect(RatingSidecar.read(for: photo.url) == PhotoRating(stars: 4))
        let text = try String(contentsOf: RatingSidecar.url(of: photo.url), encoding: .utf8)
        #expect(text.contains("xmp:Rating=\"4\"") || text.contains("<xmp:Rating>4</xmp:Rating>"))
        #expect(try Data(contentsOf: photo.url) == photo.bytes)
    }

    @Test func aRejectIsMinusOneAndAClearedRatingZero() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Self.photo(in: folder)
        try RatingSidecar.write(PhotoRating(stars: 3, isRejected: true), for: photo.url)
        #expect(RatingSidecar.read(for: photo.url) == PhotoRating(isRejected: true))
        try RatingSidecar.write(.none, for: photo.url)
        #expect(RatingSidecar.read(for: photo.url) == PhotoRating.none)
    }

    @Test func darktablesSidecarKeepsItsHistoryAndTags() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Self.photo(in: folder)
        try Data(Self.darktable.utf8).write(to: RatingSidecar.url(of: photo.url))
        try RatingSidecar.write(PhotoRating(stars: 5), for: photo.url)
        #expect(RatingSidecar.read(for: photo.url) == PhotoRating(stars: 5))
        let text = try String(contentsOf: RatingSidecar.url(of: photo.url), encoding: .utf8)
        // Exempi writes every simple property as an element; darktable and digiKam read both forms.
        for (name, value) in [("darktable:xmp_version", "5"), ("darktable:history_end", "2"), ("darktable:operation", "exposure")] {
            #expect(text.contains("\(name)=\"\(value)\"") || text.contains("<\(name)>\(value)</\(name)>"), "lost \(name)")
        }
        for tag in ["harbour", "dusk"] { #expect(text.contains("<rdf:li>\(tag)</rdf:li>"), "lost \(tag)") }
        #expect(text.contains("<xmp:Rating>5</xmp:Rating>") && !text.contains("xmp:Rating=\"1\""))
        #expect(try Data(contentsOf: photo.url) == photo.bytes)
    }

    @Test func anUnreadableSidecarIsLeftAsItWas() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Self.photo(in: folder)
        let sidecar = RatingSidecar.url(of: photo.url)
        let broken = Data("<x:xmpmeta><rdf:RDF><rdf:Description xmp:Rating=\"2\"".utf8)
        try broken.write(to: sidecar)
        #expect(throws: RatingSidecar.Failure.unreadable(name: "IMG_0042.JPG.xmp")) {
            try RatingSidecar.write(PhotoRating(stars: 5), for: photo.url)
        }
        #expect(try Data(contentsOf: sidecar) == broken)
    }

    @Test func aLinkOrFolderInItsPlaceIsNotFollowed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Self.photo(in: folder)
        let elsewhere = folder.appendingPathComponent("elsewhere.txt")
        try Data("not yours".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(at: RatingSidecar.url(of: photo.url), withDestinationURL: elsewhere)
        #expect(throws: RatingSidecar.Failure.notAFile(name: "IMG_0042.JPG.xmp")) {
            try RatingSidecar.write(PhotoRating(stars: 5), for: photo.url)
        }
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "not yours")
    }

    @Test(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
    func aReadOnlyFolderSaysSoAndKeepsThePhoto() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try Self.photo(in: folder)
        let view = try #require(ScratchMount.readOnlyView(of: folder))
        let seen = view.url.appendingPathComponent(photo.url.lastPathComponent)
        #expect {
            try RatingSidecar.write(PhotoRating(stars: 2), for: seen)
        } throws: { error in
            guard case RatingSidecar.Failure.cannotWrite(name: "IMG_0042.JPG.xmp", let reason) = error else { return false }
            return reason.contains("cannot be written") || reason.contains("read-only")
        }
        #expect(try Data(contentsOf: photo.url) == photo.bytes)
    }
}
