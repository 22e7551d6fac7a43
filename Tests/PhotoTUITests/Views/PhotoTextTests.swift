import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Each provider's photo as the screens and exports credit it: Unsplash's author and likes, a
/// Creative Commons work's creator and licence, the offline library's synthetic photo, a
/// person's own file.
@Suite("Credit and licence per provider, on screen and in exports")
struct PhotoTextTests {
    static let unsplash = TestPhotos.photo("abc", title: "Harbour", author: "Ada Park")
    static let offline: Photo = {
        var photo = TestPhotos.photo("egvr_oKTQrP", title: "Quiet sea", author: "Mina Park")
        photo.provider = .offline
        photo.links = PhotoLinks(html: URL(string: "http://127.0.0.1:41234/photos/egvr_oKTQrP"))
        return photo
    }()
    static let work = OpenverseImage(
        id: "3b1e9f6a-0000-4000-8000-000000000001", title: "Beach", foreignLandingURL: URL(string: "https://www.flickr.com/photos/k/1"),
        url: URL(string: "https://live.staticflickr.com/1.jpg")!, creator: "Kim", creatorURL: nil, license: "by-sa", licenseVersion: "2.0",
        licenseURL: URL(string: "https://creativecommons.org/licenses/by-sa/2.0/"), provider: "flickr", source: "flickr", attribution: nil,
        width: 800, height: 600, thumbnail: nil, detailURL: nil, relatedURL: nil).photo
    static func file(artist: String? = "Jane Doe", copyright: String? = nil) -> Photo {
        LocalPhotoFile(
            path: "/home/ada/Pictures/busan/IMG_0001.jpg", relativePath: "busan/IMG_0001.jpg", byteCount: 2_400_000, modified: 0,
            format: .jpeg, pixelSize: PixelSize(width: 6000, height: 4000),
            metadata: ExifMetadata(dateTaken: "2024:07:14 09:15:00", artist: artist, copyright: copyright)).photo
    }

    @Test func rowsSayWhoMadeItByItsProvidersRules() {
        #expect(PhotoText.byline(of: Self.unsplash) == "by Ada Park")
        #expect(PhotoText.likesAndSize(of: Self.unsplash) == "♥ 1.2k · 6000×4000")
        #expect(PhotoText.byline(of: Self.offline) == "by Mina Park")
        #expect(PhotoText.likesAndSize(of: Self.offline) == "♥ 1.2k · 6000×4000")
        #expect(PhotoText.byline(of: Self.work) == "by Kim")
        #expect(PhotoText.likesAndSize(of: Self.work) == "CC BY-SA 2.0 · 800×600")
        #expect(PhotoText.byline(of: Self.file()) == "by Jane Doe · in busan")
        #expect(PhotoText.byline(of: Self.file(artist: nil, copyright: "2023 Kim Family")) == "© 2023 Kim Family · in busan")
        // Never the folder as its author.
        #expect(PhotoText.byline(of: Self.file(artist: nil)) == "in busan")
    }

    @Test func theDetailAndTheCopiedCreditFollowTheProvider() {
        #expect(Self.unsplash.creditLine == "Photo by Ada Park on Unsplash")
        #expect(PhotoText.attribution(of: Self.offline) == "\"Quiet sea\" is a synthetic photo from photo-tui's offline library.")
        #expect(PhotoText.attribution(of: Self.work) == "\"Beach\" by Kim is licensed under CC BY-SA 2.0.")
        #expect(PhotoText.attribution(of: Self.file()) == "by Jane Doe" && Self.file().creditLine == "IMG_0001.jpg by Jane Doe")
        #expect(Self.file(artist: nil).creditLine == "IMG_0001.jpg")
        #expect(Self.file(artist: nil, copyright: "© 2023 Kim").creditLine == "IMG_0001.jpg, © 2023 Kim")
        let offline = Dictionary(uniqueKeysWithValues: PhotoText.metadata(of: Self.offline).map { ($0.label, $0.value) })
        #expect(offline["Source"] == "photo-tui's offline library: synthetic, no licence" && offline["Licence"] == nil)
        let work = Dictionary(uniqueKeysWithValues: PhotoText.metadata(of: Self.work).map { ($0.label, $0.value) })
        #expect(work["Licence"] == "CC BY-SA 2.0 · https://creativecommons.org/licenses/by-sa/2.0/" && work["Source"] == "flickr")
        let file = Dictionary(uniqueKeysWithValues: PhotoText.metadata(of: Self.file()).map { ($0.label, $0.value) })
        #expect(file["Creator"] == "Jane Doe" && file["Folder"] == "busan" && file["File"] == "2.4 MB" && file["Licence"] == nil)
    }

    @Test func theLinkOpenedCarriesUnsplashsReferralOnlyOnUnsplash() throws {
        #expect(try #require(ReferralLink.photoPage(of: Self.unsplash)).absoluteString
                == "https://unsplash.com/photos/abc?utm_source=photo_tui&utm_medium=referral")
        #expect(ReferralLink.photoPage(of: Self.work)?.absoluteString == "https://www.flickr.com/photos/k/1")
        #expect(ReferralLink.photoPage(of: Self.file()) == nil)
        #expect(BrowserModel.localPageNotice(try #require(ReferralLink.photoPage(of: Self.offline)), of: Self.offline) != nil)
    }

    @Test func exportsCarryTheProviderAndItsCredit() throws {
        let rows = [Self.unsplash, Self.work, Self.offline, Self.file()].map(LibraryCSV.row)
        #expect(rows[0] == "unsplash,abc,Harbour,Ada Park,https://unsplash.com/photos/abc,https://images.example/abc,Unsplash License,Photo by Ada Park on Unsplash")
        #expect(rows[1].hasPrefix("openverse,openverse:3b1e9f6a-0000-4000-8000-000000000001,Beach,Kim,https://www.flickr.com/photos/k/1,"))
        #expect(rows[1].hasSuffix(",CC BY-SA 2.0,\"\"\"Beach\"\" by Kim is licensed under CC BY-SA 2.0.\""))
        // No address that dies with the run, no licence.
        #expect(rows[2] == "offline,offline:egvr_oKTQrP,Quiet sea,Mina Park,,,,\"\"\"Quiet sea\"\" is a synthetic photo from photo-tui's offline library.\"")
        #expect(rows[3] == "folder,folder:/home/ada/Pictures/busan/IMG_0001.jpg,IMG_0001.jpg,Jane Doe,,/home/ada/Pictures/busan/IMG_0001.jpg,,IMG_0001.jpg by Jane Doe")
        let json = try PhotoJSON.encode([Self.offline, Self.file()].map { PhotoJSON.PhotoOutput($0, detailed: false) })
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["provider"] as? String } == ["offline", "folder"])
        #expect(objects.allSatisfy { $0["license"] is NSNull })
        #expect((objects[1]["file"] as? [String: Any])?["relative_path"] as? String == "busan/IMG_0001.jpg")
        #expect(!json.contains("on Unsplash"))
    }

    @Test func aDownloadsCreditSidecarFollowsTheProvider() {
        #expect(CreditSidecar.isWanted(for: Self.offline) && CreditSidecar.isWanted(for: Self.work) && !CreditSidecar.isWanted(for: Self.unsplash))
        let sidecar = CreditSidecar.xmp(for: Self.offline)
        #expect(sidecar.contains("synthetic photo from photo-tui") && !sidecar.contains("UsageTerms"))
    }
}
