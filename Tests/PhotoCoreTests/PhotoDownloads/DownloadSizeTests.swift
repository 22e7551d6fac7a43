import Testing
@testable import PhotoCore
@testable import PhotoDownloads

@Suite struct DownloadSizeTests {
    @Test(arguments: [
        ("original", DownloadSize.original), (" Original ", .original), ("2400", .width(2400)), ("1", .width(1)),
        ("16384", .width(16384)),
    ])
    func parsesOriginalOrAWidth(text: String, size: DownloadSize) {
        #expect(DownloadSize(parsing: text) == size)
    }

    @Test(arguments: ["", "0", "-5", "+5", "16385", "2400px", "2.5", "screen", "99999999999999999999", "٣٤"])
    func refusesAnythingElse(text: String) {
        #expect(DownloadSize(parsing: text) == nil)
    }

    @Test func theFileNameSaysTheWidth() {
        #expect(DownloadSize.original.fileNameSuffix == "")
        #expect(DownloadSize.width(2400).fileNameSuffix == "-2400w")
        #expect(DownloadSize.width(2400).description == "2400w")
    }
}
