import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// Every way a person names a photo on the command line.
@Suite("Photo references: ids, page addresses, paths")
struct PhotoReferenceTests {
    private func parse(_ text: String) -> PhotoReference? {
        PhotoReference(parsing: text, directory: "/home/ada/Pictures", home: "/home/ada")
    }

    @Test func idsAsSearchJSONPrintsThem() {
        #expect(parse("Dwu85P9SOIk") == PhotoReference(provider: nil, id: "Dwu85P9SOIk"))
        #expect(parse("openverse:3b1e9f6a-0000-4000-8000-000000000001") == PhotoReference(provider: .openverse, id: "3b1e9f6a-0000-4000-8000-000000000001"))
        #expect(parse("offline:egvr_oKTQrP") == PhotoReference(provider: .offline, id: "egvr_oKTQrP"))
        #expect(parse("unsplash:-abc_DEF123") == PhotoReference(provider: .unsplash, id: "-abc_DEF123"))
        #expect(parse("folder:/home/ada/Pictures/a b/IMG_0001.jpg") == PhotoReference(provider: .folder, id: "/home/ada/Pictures/a b/IMG_0001.jpg"))
        #expect(parse("  ") == nil && parse("openverse:") == nil)
    }

    @Test func unsplashPages() {
        let id = PhotoReference(provider: .unsplash, id: "Dwu85P9SOIk")
        #expect(parse("https://unsplash.com/photos/Dwu85P9SOIk") == id)
        #expect(parse("https://unsplash.com/photos/a-wave-at-dusk-Dwu85P9SOIk") == id)
        #expect(parse("https://www.unsplash.com/photos/a-wave-Dwu85P9SOIk?utm_source=x") == id)
        #expect(parse("https://unsplash.com/ko/%EC%82%AC%EC%A7%84/%ED%8C%8C%EB%8F%84-Dwu85P9SOIk") == id)
        #expect(parse("https://unsplash.com/es/fotos/ola-Dwu85P9SOIk") == id)
        #expect(parse("https://unsplash.com/photos/Dwu85P9SOIk/download") == id)
        // An id with a dash of its own, after a slug.
        #expect(parse("https://unsplash.com/photos/sea--1f3_abcDEF") == PhotoReference(provider: .unsplash, id: "-1f3_abcDEF"))
        // Not a photo's page.
        #expect(parse("https://unsplash.com/@ansel") == nil)
        #expect(parse("https://unsplash.com/collections/123/sea") == nil)
        #expect(parse("https://example.com/photos/Dwu85P9SOIk") == nil)
    }

    @Test func openversePages() {
        let work = PhotoReference(provider: .openverse, id: "3b1e9f6a-0000-4000-8000-000000000001")
        #expect(parse("https://openverse.org/image/3b1e9f6a-0000-4000-8000-000000000001") == work)
        #expect(parse("https://openverse.org/en/image/3B1E9F6A-0000-4000-8000-000000000001?q=sea") == work)
        #expect(parse("https://api.openverse.org/v1/images/3b1e9f6a-0000-4000-8000-000000000001/") == work)
        #expect(parse("https://openverse.org/image/not-a-uuid") == nil)
    }

    @Test func theOfflineLibrarysPagesAndFiles() {
        #expect(parse("http://127.0.0.1:41234/photos/egvr_oKTQrP") == PhotoReference(provider: .offline, id: "egvr_oKTQrP"))
        #expect(parse("file:///home/ada/Pictures/IMG_0001.jpg") == PhotoReference(provider: .folder, id: "/home/ada/Pictures/IMG_0001.jpg"))
        #expect(parse("/home/ada/Pictures/x/../IMG_0001.jpg") == PhotoReference(provider: .folder, id: "/home/ada/Pictures/IMG_0001.jpg"))
        #expect(parse("~/Pictures/IMG_0001.jpg") == PhotoReference(provider: .folder, id: "/home/ada/Pictures/IMG_0001.jpg"))
        #expect(parse("./holiday/IMG_0001.jpg") == PhotoReference(provider: .folder, id: "/home/ada/Pictures/holiday/IMG_0001.jpg"))
        #expect(parse("holiday/IMG_0001.jpg") == PhotoReference(provider: .folder, id: "/home/ada/Pictures/holiday/IMG_0001.jpg"))
    }

    @Test func anExistingFileNamedAloneIsAPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xFF, 0xD8]).write(to: folder.appendingPathComponent("beach.jpg"))
        let reference = PhotoReference(parsing: "beach.jpg", directory: folder.path)
        #expect(reference == PhotoReference(provider: .folder, id: folder.appendingPathComponent("beach.jpg").path))
        #expect(PhotoReference(parsing: "beach", directory: folder.path) == PhotoReference(provider: nil, id: "beach"))
    }
}
