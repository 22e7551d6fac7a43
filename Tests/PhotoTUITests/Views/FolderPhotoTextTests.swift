import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

@Suite("A local file's text: its path, EXIF and place, no likes or licence")
struct FolderPhotoTextTests {
    private let photo = LocalPhotoFile(
        path: "/home/ada/Pictures/busan/IMG_0001.jpg", relativePath: "busan/IMG_0001.jpg", byteCount: 1, modified: 0,
        format: .jpeg, pixelSize: PixelSize(width: 6000, height: 4000),
        metadata: ExifMetadata(make: "Canon", model: "Canon EOS R6", lens: "RF24-105mm F4 L IS USM", exposureTime: "1/500",
                               aperture: "8", focalLength: "50", iso: 100, dateTaken: "2024:07:14 09:15:00",
                               latitude: 35.1796, longitude: 129.0756, keywords: ["harbour"])).photo

    @Test func showsThePathAndTheCameraNotLikes() {
        #expect(photo.provider == .folder)
        #expect(PhotoText.title(of: photo) == "IMG_0001.jpg")
        #expect(PhotoText.likesAndSize(of: photo) == "6000×4000 · 2024-07-14")
        #expect(PhotoText.attribution(of: photo) == "/home/ada/Pictures/busan/IMG_0001.jpg")
        let lines = Dictionary(uniqueKeysWithValues: PhotoText.metadata(of: photo).map { ($0.label, $0.value) })
        #expect(lines["Folder"] == "busan")
        #expect(lines["Taken"] == "2024-07-14 09:15")
        #expect(lines["Camera"] == "Canon EOS R6 · 50mm · f/8 · 1/500s · ISO 100")
        #expect(lines["Lens"] == "RF24-105mm F4 L IS USM")
        #expect(lines["Location"] == "35.17960° N, 129.07560° E")
        #expect(lines["Place"] == nil)  // no town given
        #expect(lines["Keywords"] == "harbour")
        #expect(lines["Likes"] == nil && lines["Licence"] == nil)
    }

    @Test func aFileTimeSaysSoAndANameThatIsNotUTF8IsShownReplaced() {
        let path = FileNameBytes.string(fromBytes: Array("/p/caf".utf8) + [0xE9] + Array(".jpg".utf8))
        let file = LocalPhotoFile(path: path, relativePath: String(path.dropFirst(3)), byteCount: 1, modified: 1_700_000_000, format: .jpeg,
                                  pixelSize: PixelSize(width: 4, height: 3), metadata: nil, place: "Busan").photo
        let lines = Dictionary(uniqueKeysWithValues: PhotoText.metadata(of: file).map { ($0.label, $0.value) })
        #expect(lines["Taken"] == nil && lines["Date"]?.hasSuffix(", file time (no EXIF date)") == true, "\(lines)")
        #expect(PhotoText.title(of: file) == "caf\u{FFFD}.jpg")
        #expect(PhotoText.attribution(of: file) == "/p/caf\u{FFFD}.jpg")
    }

    @Test func hintsAndHelpHideDownloadForLocalFiles() {
        let keys = KeyTable.standard
        #expect(keys.hints(for: .list, essentialOnly: false).contains("d download"))
        #expect(!keys.hints(for: .list, essentialOnly: false, hidingCommands: [.download]).contains("d download"))
        var state = BrowserState()
        state.traits = CatalogPhotoService.folderTraits
        let help = HelpOverlayView(state: state, keys: keys, theme: .standard).sections.flatMap(\.entries).map(\.text)
        #expect(!help.contains { $0.contains("download original") || $0.contains("open in the browser") })
        #expect(help.contains("open the file") && help.contains("copy its path"))
    }
}
