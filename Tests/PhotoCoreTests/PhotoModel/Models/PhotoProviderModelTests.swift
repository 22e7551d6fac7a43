import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct PhotoProviderModelTests {
    @Test func idsCarryTheirProvider() {
        #expect(PhotoID(parsing: "openverse:abc").provider == .openverse)
        #expect(PhotoID(parsing: "openverse:abc").value == "abc")
        #expect(PhotoID(parsing: "Dwu85P9SOIk") == PhotoID(provider: .unsplash, value: "Dwu85P9SOIk"))
        #expect(PhotoID(parsing: "abc", defaultProvider: .openverse).description == "openverse:abc")
        #expect(PhotoID(provider: .unsplash, value: "x").description == "x")
    }

    @Test func imageSetsPickASize() {
        let raw = URL(string: "https://images.unsplash.com/photo-1?ixid=a")!
        let imgix = ImageSet.imgix(raw: raw).url(width: 40, height: 20)
        #expect(imgix.absoluteString.contains("w=40") && imgix.absoluteString.contains("ixid=a"))
        let original = URL(string: "https://x/o.png")!, thumb = URL(string: "https://api/v1/images/1/thumb/")!
        #expect(ImageSet.fixed(original: original, thumbnail: thumb).url(width: 600, height: 10) == thumb)
        #expect(ImageSet.fixed(original: original, thumbnail: thumb).url(width: 601, height: 10) == original)
        #expect(ImageSet.fixed(original: original, thumbnail: nil).url(width: 10, height: 10) == original)
    }

    @Test func licenceNamesAndCreditLines() {
        #expect(PhotoLicense(code: "BY-NC-ND", version: "2.0").name == "CC BY-NC-ND 2.0")
        #expect(PhotoLicense(code: "pdm", version: "1.0").name == "Public Domain Mark 1.0")
        #expect(!PhotoLicense(code: "by-nc").allowsCommercialUse && !PhotoLicense(code: "by-nd").allowsModification)
        let credit = PhotoCredit(rule: .creativeCommons, title: "", creator: nil, license: PhotoLicense(code: "cc0", version: "1.0"))
        #expect(credit.line == "This work is marked with CC0 1.0.")
    }
}

@Suite struct FixedImageRequestTests {
    @Test func aFixedFileIsFetchedAsIsAndKeptPerSize() {
        let original = URL(string: "https://x/o.png")!, thumb = URL(string: "https://api/v1/images/1/thumb/")!
        let images = ImageSet.fixed(original: original, thumbnail: thumb)
        let small = ImageRequest(images: images, size: PixelSize(width: 40, height: 40))
        let large = ImageRequest(images: images, size: PixelSize(width: 80, height: 80))
        #expect(small.url == thumb && large.url == thumb && small.key != large.key)
        #expect(ImageRequest(images: images, size: PixelSize(width: 1200, height: 800)).url == original)
        #expect(JPEGError.unsupportedFormat(.webp).description == "WebP not supported")
    }
}

@Suite struct PlaceholderColorTests {
    @Test func theMeanOfTheThumbnail() {
        let image = PixelImage(width: 2, height: 2, pixels: [255, 0, 16, 255, 0, 16, 255, 0, 16, 255, 0, 16])
        #expect(PlaceholderColor.hex(of: image) == "#ff0010")
        #expect(PlaceholderColor.hex(of: PixelImage(width: 0, height: 0, pixels: [])) == nil)
    }
}
