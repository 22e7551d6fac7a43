import Foundation
import Testing
@testable import PhotoCore
@testable import OpenverseSource
@testable import PhotoModel

/// Decodes every recorded Openverse payload in the shared fixtures folder
/// (`../shared/fixtures/openverse` beside the package), which this repository does not copy.
@Suite("Real Openverse payloads decode")
struct OpenverseFixturesTests {
    static let folder: URL = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/openverse"),
            root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/openverse"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }()

    static var files: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("_") }.sorted() ?? []
    }

    static var present: Bool { !files.isEmpty }

    private func data(_ name: String) throws -> Data { try Data(contentsOf: Self.folder.appendingPathComponent(name)) }

    private func page(_ name: String) throws -> OpenverseSearchPage {
        try UnsplashJSON.decode(OpenverseSearchPage.self, from: data(name), endpoint: "fixture \(name)")
    }

    @Test(.enabled(if: OpenverseFixturesTests.present, "SKIPPED: no Openverse fixtures in ../shared/fixtures/openverse beside the package"),
          arguments: OpenverseFixturesTests.files)
    func decodes(_ name: String) throws {
        let body = try data(name)
        if name.hasPrefix("search-") || name.hasPrefix("image-related") {
            let page = try page(name)
            for photo in page.searchPage.results {
                #expect(photo.provider == .openverse && !photo.id.isEmpty)
                #expect(!photo.creditLine.isEmpty && photo.license != nil)
                if case .fixed = photo.images {} else { Issue.record("\(photo.id) has no fixed image set") }
            }
        } else if name.hasPrefix("image-detail") {
            let image = try UnsplashJSON.decode(OpenverseImage.self, from: body, endpoint: name)
            #expect(image.photo.photoID.description == "openverse:\(image.id)")
        } else if name.hasPrefix("error-") {
            #expect(!OpenverseErrorBody.message(in: body).isEmpty)
        } else {
            Issue.record("no expectation for fixture \(name)")
        }
    }

    @Test(.enabled(if: OpenverseFixturesTests.present, "SKIPPED: no Openverse fixtures"))
    func nullSizesAndAttributionIn2022PageTwo() throws {
        let page = try page("search-cat-page2-2022.json")
        #expect(page.page == 2 && page.results.count == 20 && page.resultCount == 240 && page.pageCount == 20)
        for photo in page.searchPage.results {
            #expect(!photo.hasKnownSize)
            #expect(photo.credit?.attribution == nil)
            // Without Openverse's sentence the credit is built from title, creator and licence.
            #expect(photo.creditLine.contains(" by ") && photo.creditLine.contains("CC"))
        }
        let tags = page.results.flatMap(\.tags).map(\.name)
        #expect(tags.contains("길고양이") && tags.contains(" cat"))
    }

    @Test(.enabled(if: OpenverseFixturesTests.present, "SKIPPED: no Openverse fixtures"))
    func relatedHasNullPageEmptyTitlesAndTheLicenceURLQuirk() throws {
        let page = try page("image-related-2022.json")
        #expect(page.page == nil && page.results.count == 10)
        #expect(page.results.filter { $0.title == "" }.count == 3)
        let photos = page.searchPage.results
        // An empty title is no title: the credit says "This work".
        #expect(photos.contains { $0.description == nil && $0.creditLine.hasPrefix("This work by ") })
        #expect(page.results.contains { $0.licenseURL?.absoluteString.contains("by-nd-nc/2.0/jp") == true })
    }

    @Test(.enabled(if: OpenverseFixturesTests.present, "SKIPPED: no Openverse fixtures"))
    func attributionIsTheCreditLineAndLicencesAreNamed() throws {
        let page = try page("search-birds-2024.json")
        let first = try #require(page.results.first)
        #expect(first.photo.creditLine == first.attribution)
        let codes = Set(page.results.map(\.license))
        #expect(codes.isSuperset(of: ["cc0", "pdm"]))
        let cc0 = try #require(page.results.first { $0.license == "cc0" })
        #expect(cc0.photoLicense.name == "CC0 1.0" && cc0.photoLicense.isPublicDomain)
        #expect(page.results.contains { $0.filetype == "jpg" && $0.category == "photograph" })
    }

    @Test(.enabled(if: OpenverseFixturesTests.present, "SKIPPED: no Openverse fixtures"))
    func nonASCIIAndMangledTagsStayAsSent() throws {
        let page = try page("search-juan-lopez-2024.json")
        #expect(page.resultCount == 240 && page.pageCount == 12 && page.results.count == 20)
        let tags = page.results.flatMap(\.tags)
        #expect(tags.contains { $0.name == "lu00f3pez" })
        #expect(tags.contains { $0.name.contains("\\x") })
        #expect(tags.contains { $0.accuracy != nil && $0.provider == "clarifai" })
        #expect(page.results.contains { $0.tags.isEmpty })
        #expect(page.results.contains { ($0.creator ?? "").contains("ó") || ($0.title ?? "").contains("ó") })
    }

    @Test(.enabled(if: OpenverseFixturesTests.present, "SKIPPED: no Openverse fixtures"))
    func errorBodiesOfBothShapes() throws {
        #expect(OpenverseErrorBody.message(in: try data("error-404-image-2022.json")) == "Not found.")
        #expect(OpenverseErrorBody.message(in: try data("error-400-validation.json")) == "page: Ensure this value is less than or equal to 20.")
        #expect(OpenverseErrorBody.message(in: try data("error-401-page-size.json")).contains("page_size"))
        let throttled = OpenverseErrorBody.message(in: try data("error-429-throttled-2023.json"))
        #expect(OpenverseClient.retryAfter(nil, body: throttled, now: Date()) == 3600)
        let empty = try page("search-empty-2024.json")
        #expect(empty.results.isEmpty && empty.searchPage.isLast(page: 1))
    }
}
