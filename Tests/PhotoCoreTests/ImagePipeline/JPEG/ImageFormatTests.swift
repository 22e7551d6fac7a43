import Testing
@testable import PhotoCore
@testable import ImagePipeline

@Suite struct ImageFormatTests {
    @Test func sniffsFormatsByTheirMagicNumbers() {
        #expect(ImageFormat(sniffing: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(ImageFormat(sniffing: Array("GIF89a".utf8)) == .gif)
        #expect(ImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageFormat(sniffing: [0, 0, 0, 0x1C] + Array("ftypavif".utf8)) == .avif)
        #expect(ImageFormat(sniffing: Array("  \n{\"errors\":[]}".utf8)) == .text)
        #expect(ImageFormat(sniffing: Array("<html>".utf8)) == .text)
        #expect(ImageFormat(sniffing: [0xFF, 0xD8]) == .unknown)
        #expect(ImageFormat(sniffing: [UInt8]()) == .unknown)
    }
}
