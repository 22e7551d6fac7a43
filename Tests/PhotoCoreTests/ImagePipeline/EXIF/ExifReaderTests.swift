import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct ExifReaderTests {
    private static let camera = ExifMetadata(
        make: "FUJIFILM", model: "X-T30", lens: "XF35mmF2 R WR", exposureTime: "1/250", aperture: "2.8",
        focalLength: "35", iso: 400, dateTaken: "2024:07:14 10:30:00", latitude: 48.858370, longitude: -2.294480,
        orientation: .right, keywords: ["harbour", "바다"], imageDescription: "Boats at dawn")

    @Test func readsBackWhatLibexifWrote() throws {
        let jpeg = try ExifWriter.insert(Self.camera, into: JPEGEncoder().encode(TestImages.gradient(width: 32, height: 16)))
        let read = try #require(ExifReader.read(jpeg))
        #expect(read.make == "FUJIFILM" && read.model == "X-T30" && read.lens == "XF35mmF2 R WR")
        #expect(read.exposureTime == "1/250" && read.aperture == "2.8" && read.focalLength == "35" && read.iso == 400)
        #expect(read.dateTaken == "2024:07:14 10:30:00")
        #expect(read.orientation == .right)
        #expect(read.keywords == ["harbour", "바다"])
        #expect(read.imageDescription == "Boats at dawn")
        #expect(abs(try #require(read.latitude) - 48.85837) < 0.00001)
        #expect(abs(try #require(read.longitude) + 2.29448) < 0.00001)
        #expect(read.locationLine == "48.85837° N, 2.29448° W")
        #expect(ExifReader.orientation(of: jpeg) == .right)
        // The image still decodes with the segment in it.
        #expect(try JPEGDecoder().size(of: jpeg) == PixelSize(width: 32, height: 16))
    }

    @Test func readsWhoMadeItArtistAndCopyright() throws {
        let jpeg = try JPEGEncoder().encode(TestImages.gradient(width: 8, height: 8))
        let both = try #require(ExifReader.read(try ExifWriter.insert(ExifMetadata(artist: "Jane Doe", copyright: "© 2024 Jane Doe"), into: jpeg)))
        #expect(both.artist == "Jane Doe" && both.copyright == "© 2024 Jane Doe")
        // "photographer\0editor": the photographer's part.
        let edited = try #require(ExifReader.read(try ExifWriter.insert(ExifMetadata(copyright: "Kim\u{0}Editor Lee"), into: jpeg)))
        #expect(edited.copyright == "Kim" && edited.artist == nil)
    }

    @Test func readsTheDateAsADate() throws {
        let date = try #require(Self.camera.dateTakenDate)
        #expect(ISO8601DateFormatter().string(from: date) == "2024-07-14T10:30:00Z")
        #expect(ExifMetadata(dateTaken: "0000:00:00 00:00:00").dateTakenDate == nil)
    }

    @Test func aJPEGWithoutMetadataHasNone() throws {
        let jpeg = try JPEGEncoder().encode(TestImages.gradient(width: 8, height: 8))
        #expect(ExifReader.read(jpeg) == nil)
        #expect(ExifReader.orientation(of: jpeg) == .up)
        #expect(ExifReader.read(Data("not a jpeg".utf8)) == nil)
    }

    /// The orientation is read for every decode; a JPEG whose segments before the frame hold no
    /// APP1 skips libexif, anything odd still goes to it.
    @Test func onlyAnAPP1BeforeTheFrameSendsTheOrientationToLibexif() throws {
        let plain = try JPEGEncoder().encode(TestImages.gradient(width: 8, height: 8))
        #expect(!ExifReader.mayHaveExif(plain))
        let tagged = try ExifWriter.insert(Self.camera, into: plain)
        #expect(ExifReader.mayHaveExif(tagged))
        #expect(ExifReader.orientation(of: tagged) == .right)
        // Behind a comment segment (COM) and a fill byte, still found.
        let afterComment = Data([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x04, 0x68, 0x69, 0xFF]) + tagged.dropFirst(2)
        #expect(ExifReader.mayHaveExif(afterComment))
        // Cut inside the segments, or a broken length: left to libexif.
        #expect(ExifReader.mayHaveExif(plain.prefix(5)))
        #expect(ExifReader.mayHaveExif(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0xFF, 0xDA])))
        #expect(ExifReader.mayHaveExif(Data([0xFF, 0xD8, 0x12, 0x34, 0x00, 0x10])))
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoTrailingZeros() {
        let values = [2.8, 35, 0.3, 1.05, 2.999, 0.004, 4.25, 1.0 / 3, 18.5, 0]
        #expect(values.map(ExifReader.format) == ["2.8", "35", "0.3", "1.05", "3", "0", "4.25", "0.33", "18.5", "0"])
    }

    @Test func survivesACutOffSegment() throws {
        let jpeg = try ExifWriter.insert(Self.camera, into: JPEGEncoder().encode(TestImages.gradient(width: 8, height: 8)))
        for length in [3, 10, 40, 100, 200] {
            _ = ExifReader.read(jpeg.prefix(length))
        }
    }

    @Test func readsXMPSubjectKeywords() throws {
        let xmp = """
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:subject><rdf:Bag>
        <rdf:li>lighthouse</rdf:li><rdf:li>Rock &amp; Sea</rdf:li></rdf:Bag></dc:subject></rdf:Description></rdf:RDF></x:xmpmeta>
        """
        let body = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8) + Array(xmp.utf8)
        let jpeg = try JPEGEncoder().encode(TestImages.gradient(width: 8, height: 8))
        var data = Data(jpeg.prefix(2))
        data.append(contentsOf: [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body)
        data.append(jpeg.dropFirst(2))
        #expect(XMPKeywords.read(jpeg: data) == ["lighthouse", "Rock & Sea"])
        #expect(ExifReader.read(data)?.keywords == ["lighthouse", "Rock & Sea"])
    }
}
