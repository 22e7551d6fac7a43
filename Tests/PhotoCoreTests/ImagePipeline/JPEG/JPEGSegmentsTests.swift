import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline

/// `JPEGSegments` walks a JPEG's head for EXIF and XMP: every segment up to the scan, in order,
/// and nothing past a length that does not fit.
@Suite struct JPEGSegmentsTests {
    static func walk(_ data: Data, stopAt stop: UInt8? = nil) -> (markers: [UInt8], end: JPEGSegments.End) {
        data.withUnsafeBytes { raw in
            var markers: [UInt8] = []
            let end = JPEGSegments.walk(raw.bindMemory(to: UInt8.self)) { marker, _ in
                markers.append(marker)
                return marker != stop
            }
            return (markers, end)
        }
    }

    @Test func walksAnEncodedImageToItsScan() throws {
        let jpeg = try JPEGEncoder().encode(TestImages.gradient(width: 16, height: 8))
        let walked = Self.walk(jpeg)
        #expect(walked.end == .imageData)
        #expect(walked.markers.first == 0xE0)  // JFIF
        #expect(walked.markers.contains(0xDB) && walked.markers.contains(0xC0) && walked.markers.contains(0xC4))
        #expect(Self.walk(jpeg, stopAt: 0xDB).end == .stopped)
    }

    @Test func bodiesAreTheSegmentsPayload() {
        // SOI, COM "hi", a fill byte, APP1 "ab", SOS.
        let data = Data([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x04, 0x68, 0x69, 0xFF, 0xFF, 0xE1, 0x00, 0x04, 0x61, 0x62, 0xFF, 0xDA])
        var bodies: [String] = []
        let end = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return JPEGSegments.walk(bytes) { _, body in
                bodies.append(String(decoding: bytes[body], as: UTF8.self))
                return true
            }
        }
        #expect(bodies == ["hi", "ab"])
        #expect(end == .imageData)
    }

    @Test func refusesWhatDoesNotFit() throws {
        let jpeg = try JPEGEncoder().encode(TestImages.gradient(width: 16, height: 8))
        #expect(Self.walk(jpeg.prefix(5)).end == .malformed)
        #expect(Self.walk(jpeg.prefix(30)).end == .malformed)
        #expect(Self.walk(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01])).end == .malformed)
        #expect(Self.walk(Data([0xFF, 0xD8, 0x12, 0x34])).end == .malformed)
        #expect(Self.walk(Data("not a jpeg".utf8)).end == .malformed)
    }
}
