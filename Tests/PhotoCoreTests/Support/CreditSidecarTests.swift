import Foundation
import Testing
@testable import PhotoCore
@testable import OpenverseSource
@testable import PhotoModel

@Suite struct CreditSidecarTests {
    private func openversePhoto(title: String = "Gulls & <terns>", attribution: String? = nil) -> Photo {
        OpenverseImage(
            id: "e9d97a98", title: title, foreignLandingURL: URL(string: "https://www.flickr.com/photos/x/1"),
            url: URL(string: "https://live.staticflickr.com/1/2_b.png")!, creator: "Kléver García",
            creatorURL: URL(string: "https://www.flickr.com/photos/x"), license: "by-nc-sa", licenseVersion: "2.0",
            licenseURL: URL(string: "https://creativecommons.org/licenses/by-nc-sa/2.0/"), provider: "flickr", source: "flickr",
            attribution: attribution, width: nil, height: nil, thumbnail: nil, detailURL: nil, relatedURL: nil
        ).photo
    }

    @Test func theXMPCarriesTheExactCreditLicenceAndCreatorEscaped() throws {
        let photo = openversePhoto()
        #expect(photo.creditLine == "\"Gulls & <terns>\" by Kléver García is licensed under CC BY-NC-SA 2.0.")
        let xmp = CreditSidecar.xmp(for: photo)
        #expect(xmp.contains("<dc:rights><rdf:Alt><rdf:li xml:lang=\"x-default\">&quot;Gulls &amp; &lt;terns&gt;&quot; by Kléver García is licensed under CC BY-NC-SA 2.0.</rdf:li>"))
        #expect(xmp.contains("<cc:license rdf:resource=\"https://creativecommons.org/licenses/by-nc-sa/2.0/\"/>"))
        #expect(xmp.contains("<dc:creator><rdf:Seq><rdf:li>Kléver García</rdf:li></rdf:Seq></dc:creator>"))
        #expect(xmp.contains("<photoTUI:id>openverse:e9d97a98</photoTUI:id>"))
        #expect(photo.originalFileExtension == "png")
        #expect(xmp.hasSuffix("<?xpacket end=\"w\"?>\n"))
    }

    @Test func writtenBesideTheFileForOpenverseNotForUnsplash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sidecar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.png")
        try CreditSidecar.write(for: openversePhoto(attribution: "Given by the provider."), beside: file)
        let text = try String(contentsOf: folder.appendingPathComponent("a.png.xmp"), encoding: .utf8)
        #expect(text.contains("Given by the provider."))
        let unsplash = Photo(
            id: "u1", width: 1, height: 1, urls: PhotoURLs(raw: file, full: file, regular: file, small: file, thumb: file),
            links: PhotoLinks(), user: User(id: "1", username: "ada", name: "Ada"))
        #expect(unsplash.creditLine == "Photo by Ada on Unsplash")
        try CreditSidecar.write(for: unsplash, beside: folder.appendingPathComponent("u.jpg"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("u.jpg.xmp").path))
    }
}
