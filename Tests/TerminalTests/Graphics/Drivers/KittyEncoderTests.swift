import Foundation
import Testing
@testable import Terminal

@Suite struct KittyEncoderTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func placementCommandsAreByteExact() {
        #expect(text(KittyEncoder.place(id: 7, columns: 71, rows: 24)) == "\u{1B}_Ga=p,i=7,p=1,c=71,r=24,C=1,q=2\u{1B}\\")
        #expect(text(KittyEncoder.place(id: 7, placement: 2, columns: 10, rows: 2, source: Rect(x: 0, y: 0, width: 90, height: 36)))
                == "\u{1B}_Ga=p,i=7,p=2,x=0,y=0,w=90,h=36,c=10,r=2,C=1,q=2\u{1B}\\")
        #expect(text(KittyEncoder.removePlacement(id: 7)) == "\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\")
        #expect(text(KittyEncoder.free(id: 7)) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
        #expect(text(KittyEncoder.deleteAll) == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
        // Re-showing a transmitted image costs well under 100 bytes.
        #expect(KittyEncoder.place(id: 0x5054_FFFF, columns: 200, rows: 60).count < 100)
    }

    @Test func transmissionIsChunkedPNG() throws {
        // Noise does not compress: several 4,096-byte chunks.
        var generator = SystemRandomNumberGenerator()
        let (width, height) = (64, 48)
        let pixels = (0..<(width * height * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let image = try #require(KittyEncoder.encode(rgb: pixels, width: width, height: height, columns: 8, rows: 3))
        #expect(image.chunks.count > 2)
        #expect(image.chunks.dropLast().allSatisfy { $0.count == KittyEncoder.chunkSize })
        let sequences = KittyEncoder.transmit(image, id: 42).map(text)
        #expect(sequences.count == image.chunks.count)
        #expect(sequences[0].hasPrefix("\u{1B}_Ga=t,f=100,i=42,q=2,m=1;"))
        for middle in sequences.dropFirst().dropLast() { #expect(middle.hasPrefix("\u{1B}_Gq=2,m=1;")) }
        #expect(sequences.last!.hasPrefix("\u{1B}_Gq=2,m=0;"))
        #expect(sequences.allSatisfy { $0.hasSuffix("\u{1B}\\") })
        // Asking for error answers: every chunk says q=1 (kitty answers only a failed load).
        let answering = KittyEncoder.transmit(image, id: 42, answersErrors: true).map(text)
        #expect(answering[0].hasPrefix("\u{1B}_Ga=t,f=100,i=42,q=1,m=1;"))
        #expect(answering.dropFirst().allSatisfy { $0.hasPrefix("\u{1B}_Gq=1,m=") })
        #expect(text(KittyEncoder.place(id: 7, columns: 71, rows: 24, answersErrors: true)) == "\u{1B}_Ga=p,i=7,p=1,c=71,r=24,C=1,q=1\u{1B}\\")
        // The chunks are the base64 of the PNG of the pixels (PNGWriterTests reads such PNGs back).
        let png = try #require(Data(base64Encoded: Data(image.chunks.flatMap { $0 })))
        #expect(Array(png) == PNGWriter.encode(rgb: pixels, width: width, height: height, level: 1))
    }

    @Test func aFlatImageIsSmallAndOneChunk() throws {
        let pixels = [UInt8](repeating: 90, count: 320 * 200 * 3)
        let image = try #require(KittyEncoder.encode(rgb: pixels, width: 320, height: 200, columns: 35, rows: 11))
        #expect(image.chunks.count == 1)
        #expect(image.byteCount < 4096)
        #expect(text(KittyEncoder.transmit(image, id: 1)[0]).hasPrefix("\u{1B}_Ga=t,f=100,i=1,q=2,m=0;"))
    }

    @Test func mismatchedPixelsAreRefused() {
        #expect(KittyEncoder.encode(rgb: [1, 2, 3], width: 2, height: 2, columns: 1, rows: 1) == nil)
        #expect(KittyEncoder.encode(rgb: [], width: 0, height: 0, columns: 1, rows: 1) == nil)
        #expect(KittyEncoder.encodeForSharedMemory(rgb: [1, 2, 3], width: 2, height: 2, columns: 1, rows: 1) == nil)
        #expect(KittyEncoder.encodeForSharedMemory(rgb: [], width: 0, height: 0, columns: 1, rows: 1) == nil)
    }

    @Test func aSharedMemoryTransmissionIsOneCommandNamingTheObject() {
        // "/photo-tui-12-3" in base64; one sequence whatever the image's size (no m= key).
        #expect(text(KittyEncoder.transmitSharedMemory(name: "/photo-tui-12-3", width: 1280, height: 800, id: 9))
                == "\u{1B}_Ga=t,t=s,f=24,s=1280,v=800,i=9,q=2;L3Bob3RvLXR1aS0xMi0z\u{1B}\\")
        #expect(text(KittyEncoder.transmitSharedMemory(name: "/photo-tui-12-3", width: 1280, height: 800, id: 9, answersErrors: true))
                == "\u{1B}_Ga=t,t=s,f=24,s=1280,v=800,i=9,q=1;L3Bob3RvLXR1aS0xMi0z\u{1B}\\")
    }

    @Test func anImageForSharedMemoryKeepsItsPixelsAndSendsNothingThroughTheTerminal() throws {
        let pixels = (0..<(64 * 48 * 3)).map { UInt8(truncatingIfNeeded: $0) }
        let image = try #require(KittyEncoder.encodeForSharedMemory(rgb: pixels, width: 64, height: 48, columns: 8, rows: 3))
        #expect(image.rawPixels == pixels)
        #expect(image.chunks.isEmpty)
        #expect(image.byteCount == 0)
        #expect(image.retainedBytes == pixels.count)
        #expect(image.canCrop)
        // The driver's encode takes this way when the options say kitty reads shared memory.
        let options = GraphicsEncodingOptions(cellPixels: Size(width: 8, height: 16), kittySharedMemory: true)
        let encoded = try #require(KittyDriver.encode(RGBPixels(width: 64, height: 48, bytes: pixels), columns: 8, rows: 3, options: options))
        #expect(encoded.rawPixels == pixels)
        let png = try #require(KittyDriver.encode(RGBPixels(width: 64, height: 48, bytes: pixels), columns: 8, rows: 3,
                                                  options: GraphicsEncodingOptions(cellPixels: Size(width: 8, height: 16))))
        #expect(png.rawPixels == nil)
        #expect(!png.chunks.isEmpty)
    }
}
