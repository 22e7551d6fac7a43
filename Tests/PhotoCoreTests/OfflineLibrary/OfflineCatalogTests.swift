import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import OfflineLibrary
@testable import PhotoModel

@Suite("Offline catalog")
struct OfflineCatalogTests {
    static let catalog = OfflineCatalog(seed: 11, count: 200)

    @Test func theSameSeedGivesTheSameCatalogAndAnotherSeedAnother() {
        let again = OfflineCatalog(seed: 11, count: 200)
        #expect(again.photoIDs == Self.catalog.photoIDs)
        #expect(again.entries.map(\.blurHash) == Self.catalog.entries.map(\.blurHash))
        #expect(again.entries.map(\.descriptionKorean) == Self.catalog.entries.map(\.descriptionKorean))
        #expect(OfflineCatalog(seed: 12, count: 200).photoIDs != Self.catalog.photoIDs)
        #expect(Set(Self.catalog.photoIDs).count == 200)
    }

    @Test func photosAreVariedAndComplete() {
        let entries = Self.catalog.entries
        #expect(Set(entries.map(\.scene.subject)).count == CatalogSubject.allCases.count)
        #expect(Set(entries.map(\.user.username)).count > 20)
        #expect(Set(entries.map(\.colorName)).count > 3)
        for entry in entries.prefix(20) {
            #expect(entry.blurHash.count == 28)
            #expect(entry.exif.make != nil && entry.location.coordinates != nil)
            #expect(entry.tags.contains { $0.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 } })
        }
    }

    @Test func preparingTheFirstFeedPageWorksOutExactlyItsPhotosLooks() {
        let catalog = OfflineCatalog(seed: 11, count: 200)
        catalog.prepareFirstFeedPage(count: 5)
        let feed = catalog.feed()
        #expect(feed.prefix(5).allSatisfy { $0.appearanceMemo.computed != nil })
        #expect(feed.dropFirst(5).allSatisfy { $0.appearanceMemo.computed == nil })
        #expect(feed.prefix(5).map(\.blurHash) == Self.catalog.feed().prefix(5).map(\.blurHash))
        #expect(feed.prefix(5).map(\.color) == Self.catalog.feed().prefix(5).map(\.color))
    }

    @Test func searchMatchesEitherLanguageTagsAndAuthors() throws {
        let korean = Self.catalog.search(query: "바다")
        let english = Self.catalog.search(query: "sea")
        #expect(!korean.isEmpty && !english.isEmpty)
        #expect(korean.allSatisfy { $0.search.text.contains("바다") })
        let author = try #require(Self.catalog.entries.first?.user.name)
        #expect(Self.catalog.search(query: author).contains { $0.user.name == author })
        #expect(Self.catalog.search(query: "no-such-thing-xyz").isEmpty)
        let latest = Self.catalog.search(query: "sea", orderBy: "latest")
        #expect(latest.map(\.createdAt) == latest.map(\.createdAt).sorted(by: >))
        #expect(Self.catalog.search(query: "sea", orientation: "portrait").allSatisfy { $0.orientation == "portrait" })
    }

    @Test func theBlurHashDescribesThePhotosOwnPixels() throws {
        let entry = Self.catalog.entries[0]
        let render = SceneRenderer.render(entry.scene, width: 32, height: 21)
        let placeholder = try BlurHashDecoder.decode(entry.blurHash, size: PixelSize(width: 32, height: 21))
        // The placeholder's average colour is close to the render's.
        func average(_ image: PixelImage) -> [Double] {
            (0..<3).map { channel in
                Double(stride(from: channel, to: image.pixels.count, by: 3).map { Int(image.pixels[$0]) }.reduce(0, +)) / Double(image.width * image.height)
            }
        }
        for (a, b) in zip(average(render), average(placeholder)) { #expect(abs(a - b) < 24) }
    }
}
