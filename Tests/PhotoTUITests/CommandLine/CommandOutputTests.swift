import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoTUI
@testable import PhotoModel

@Suite("Human and JSON output of the photo subcommands")
struct CommandOutputTests {
    static func photo(id: String = "abc", description: String?, name: String = "김바다") -> Photo {
        let url = URL(string: "http://x/images/\(id)")!
        return Photo(
            id: id, createdAt: Date(timeIntervalSince1970: 1_700_000_000), width: 6000, height: 4000, color: "#102030",
            blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", description: description, altDescription: "푸른 바다",
            urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url),
            links: PhotoLinks(html: URL(string: "http://x/photos/\(id)")), likes: 42,
            user: User(id: "u", username: "bada", name: name),
            exif: Exif(make: "SONY", model: "ILCE-7M3", exposureTime: "1/250", aperture: "2.8", focalLength: "35.0", iso: 100),
            location: Location(name: "Busan, South Korea", city: "Busan", country: "South Korea", latitude: 35.1, longitude: 129.0),
            tags: [Tag(title: "sea"), Tag(title: "바다")], views: 10, downloads: 3)
    }

    @Test func tablesAlignWideCharactersAndStripEscapes() {
        var table = TextTable(columns: [.init("ID"), .init("AUTHOR", maxWidth: 10), .init("LIKES", alignRight: true)])
        table.append(["a1", "김바다", "7"])
        table.append(["b2", "Evil\u{1B}[2J\u{1B}]52;c;aGk=\u{07}Name", "1234"])
        #expect(table.render() == """
            ID  AUTHOR    LIKES
            a1  김바다        7
            b2  EvilName   1234
            """)
        #expect(TextTable.fit("바다바다바다", cells: 7) == "바다바…")
    }

    @Test func theSearchTableSummarisesAndSanitizes() {
        let page = SearchPage(total: 1, totalPages: 1, results: [Self.photo(description: "Sea\u{1B}[31m at dawn\r\nnext line")])
        let text = CommandOutput.searchTable(page, query: SearchQuery("바다"))
        #expect(text.hasPrefix("1 photo for “바다”, page 1 of 1"))
        #expect(text.contains("Sea at dawn next line"))
        #expect(!text.contains("\u{1B}"))
        #expect(CommandOutput.searchTable(SearchPage(total: 0, totalPages: 0, results: []), query: SearchQuery("x")) == "No photos for “x” (page 1).")
    }

    @Test func detailsListAuthorCameraPlaceAndTags() {
        let text = CommandOutput.details(Self.photo(description: "Sea"))
        #expect(text.contains("Author     김바다 (@bada)"))
        #expect(text.contains("Camera     SONY ILCE-7M3 · 35mm · f/2.8 · 1/250s · ISO 100"))
        #expect(text.contains("Location   Busan, South Korea (35.1000, 129.0000)"))
        #expect(text.contains("Tags       sea, 바다"))
    }

    @Test func jsonKeysAreStable() throws {
        let summary = try PhotoJSON.encode(PhotoJSON.PhotoOutput(Self.photo(description: nil), detailed: false))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any])
        #expect(Set(object.keys) == [
            "id", "description", "alt_description", "width", "height", "color", "blur_hash", "likes", "created_at",
            "author", "urls", "html_url", "provider", "photo_id", "license", "credit", "file",
        ])
        #expect(object["description"] is NSNull)
        let detail = try PhotoJSON.encode(PhotoJSON.PhotoOutput(Self.photo(description: "x"), detailed: true))
        let full = try #require(try JSONSerialization.jsonObject(with: Data(detail.utf8)) as? [String: Any])
        #expect(Set(full.keys).isSuperset(of: ["exif", "location", "tags", "views", "downloads"]))
        #expect(detail.contains("\"created_at\" : \"2023-11-14T22:13:20Z\""))
    }

    @Test func searchFlagsBecomeAQueryAndBadValuesSayWhatIsAccepted() throws {
        let search = try #require(try PhotoTUICommand.parseAsRoot(
            ["search", "blue", "sea", "--order-by", "latest", "--orientation", "portrait", "--color", "teal", "--page", "2"]) as? SearchCommand)
        #expect(search.searchQuery() == SearchQuery("blue sea", page: 2, orderBy: .latest, orientation: .portrait, color: .teal))
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["search", "x", "--color", "chartreuse"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["search", "x", "--order-by", "popular"]) }
        let serve = try #require(try PhotoTUICommand.parseAsRoot(["serve", "--port", "0", "--error-rate", "0.5", "--rate-limit-after", "9"]) as? ServeCommand)
        let faults = serve.faults(environment: ["PHOTO_TUI_FAULT_LATENCY_MS": "20", "PHOTO_TUI_FAULT_5XX": "0.1"])
        #expect(faults.latencyMilliseconds == 20 && faults.serverErrorRate == 0.5 && faults.rateLimitAfter == 9)
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["serve", "--truncate-rate", "2"]) }
    }
}
