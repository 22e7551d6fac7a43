import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline

@Suite struct PNGEncoderTests {
    private static let image = TestImages.gradient(width: 20, height: 10)

    @Test func writesAPNGThatDecodesToTheSamePixels() throws {
        let data = try PNGEncoder().encode(Self.image)
        #expect(ImageFormat(sniffing: data) == .png)
        #expect(try PNGDecoder().decode(data) == Self.image)
    }

    @Test func writesTextChunksThatReadBackAndKeepTheImageValid() throws {
        let data = try PNGEncoder().encode(Self.image, text: [
            ("Thumb::URI", "file:///home/p/Pictures/caf%C3%A9.jpg"),
            ("Thumb::MTime", "1700000000"),
            ("Software", "photo-tui é"),
        ])
        let text = PNGTextChunks.read(data)
        #expect(text["Thumb::URI"] == "file:///home/p/Pictures/caf%C3%A9.jpg")
        #expect(text["Thumb::MTime"] == "1700000000")
        #expect(text["Software"] == "photo-tui é")
        // libpng checks every chunk's CRC: a wrong one would fail the decode.
        #expect(try PNGDecoder().decode(data) == Self.image)
    }

    @Test func refusesInvalidKeywordsAndEmptyImages() {
        #expect(throws: PNGError.invalidKeyword("")) { try PNGEncoder().encode(Self.image, text: [("", "x")]) }
        #expect(throws: PNGError.nothingToEncode) { try PNGEncoder().encode(PixelImage(width: 0, height: 0, pixels: [])) }
    }

    @Test func readingTextFromDamagedOrForeignDataFindsNothing() throws {
        let data = try PNGEncoder().encode(Self.image, text: [("Thumb::MTime", "1")])
        #expect(PNGTextChunks.read(data.prefix(20)).isEmpty)
        #expect(PNGTextChunks.read(Data("<html>".utf8)).isEmpty)
    }
}
