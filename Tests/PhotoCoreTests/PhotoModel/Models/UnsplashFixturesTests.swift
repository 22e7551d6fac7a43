import Foundation
import Testing
@testable import PhotoCore
import EventStreamTesting
@testable import PhotoHTTP
@testable import PhotoModel

/// Decodes every recorded Unsplash payload in the shared fixtures folder (`../shared/fixtures/unsplash`
/// beside the package), which this repository does not copy.
@Suite("Real Unsplash payloads decode")
struct UnsplashFixturesTests {
    /// `../shared/fixtures/unsplash` from the package root; a git worktree under `wt/` looks one
    /// level further up.
    static let folder: URL = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/unsplash"),
            root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/unsplash"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }()

    static var files: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0 != "README.md" }.sorted() ?? []
    }

    static var present: Bool { !files.isEmpty }

    @Test(.enabled(if: UnsplashFixturesTests.present, "SKIPPED: no Unsplash fixtures in ../shared/fixtures/unsplash beside the package"), arguments: UnsplashFixturesTests.files)
    func decodes(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let endpoint = "fixture \(name)"
        switch name {
        case _ where name.hasPrefix("search-"), "docs-example-search-photos.json":
            let page = try UnsplashJSON.decode(SearchPage.self, from: data, endpoint: endpoint)
            #expect(page.results.count <= page.total)
            for photo in page.results { #expect(!photo.id.isEmpty && !photo.user.username.isEmpty) }
        case _ where name.hasPrefix("list-photos"), _ where name.hasPrefix("topic-photos"), "random-photos-count2.json":
            let photos = try UnsplashJSON.decode([Photo].self, from: data, endpoint: endpoint)
            #expect(!photos.isEmpty)
        case _ where name.hasPrefix("photo-detail"), _ where name.hasPrefix("photo-random"), "docs-example-photo-detail.json":
            let photo = try UnsplashJSON.decode(Photo.self, from: data, endpoint: endpoint)
            #expect(photo.exif != nil)
            #expect(photo.createdAt != nil)
        case _ where name.hasPrefix("topics-list"):
            let topics = try UnsplashJSON.decode([Topic].self, from: data, endpoint: endpoint)
            #expect(!topics.isEmpty && topics.allSatisfy { !$0.slug.isEmpty })
        case "topic-detail.json":
            let topic = try UnsplashJSON.decode(Topic.self, from: data, endpoint: endpoint)
            #expect(topic.slug == "wallpapers" && topic.coverPhoto != nil)
        case "photo-download.json":
            let link = try UnsplashJSON.decode(DownloadLink.self, from: data, endpoint: endpoint)
            #expect(link.url.query?.contains("fm=jpg") == true)
        case "photo-statistics.json":
            let statistics = try UnsplashJSON.decode(PhotoStatistics.self, from: data, endpoint: endpoint)
            #expect(statistics.downloads == 1012 && statistics.views == 134287)
        case _ where name.hasPrefix("error-") && name.hasSuffix(".json"), "docs-example-error-422.json":
            let body = try UnsplashJSON.decode(APIErrorBody.self, from: data, endpoint: endpoint)
            #expect(!body.errors.isEmpty)
        case "error-rate-limit-body.txt":
            #expect(throws: PhotoServiceError.self) { try UnsplashJSON.decode(APIErrorBody.self, from: data, endpoint: endpoint) }
            #expect(ResponseClassifier.isRateLimitBody(data))
        case "_recorded-headers.json":
            try checkRecordedHeaders(data)
        default:
            Issue.record("no decoder chosen for fixture \(name): add it to this test")
        }
    }

    /// Every recorded `Link` parses into `next`/`last` pages and `X-Total` into a number.
    private func checkRecordedHeaders(_ data: Data) throws {
        struct Entry: Decodable { var status: Int; var headers: [String: String?] }
        let entries = try JSONDecoder().decode([String: Entry].self, from: data)
        var links = 0
        for (_, entry) in entries {
            if let link = entry.headers["Link"] ?? nil {
                let header = LinkHeader(link)
                #expect(header.page("next") == 2)
                #expect((header.page("last") ?? 0) >= 2)
                #expect(header.page("prev") == nil)
                links += 1
            }
            if let total = entry.headers["X-Total"] ?? nil { #expect(Int(total) != nil) }
        }
        #expect(links >= 5)
    }

    @Test(.enabled(if: UnsplashFixturesTests.present, "SKIPPED: no Unsplash fixtures in ../shared/fixtures/unsplash beside the package"))
    func nullsAndUnicodeSurviveFromRealPayloads() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("photo-random-2023-null-exif.json"))
        let photo = try UnsplashJSON.decode(Photo.self, from: data, endpoint: "GET /photos/random")
        #expect(photo.exif == Exif())
        #expect(photo.description == nil)
        let detail = try UnsplashJSON.decode(
            Photo.self, from: Data(contentsOf: Self.folder.appendingPathComponent("photo-detail-2022.json")), endpoint: "GET /photos/:id")
        #expect(detail.location?.city == "New York")
        #expect(detail.location?.coordinates?.latitude == 40.7127753)
        #expect(detail.exif?.summary == "SONY ILCE-5000 · 16mm · f/3.5 · 1/250s · ISO 100")
        #expect(detail.tags?.first?.title == "new york")
    }
}
