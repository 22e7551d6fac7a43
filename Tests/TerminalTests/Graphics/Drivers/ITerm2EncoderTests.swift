import Foundation
import Testing
@testable import Terminal

@Suite struct ITerm2EncoderTests {
    @Test func theSequenceCarriesTheJPEGSizedInCells() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 0xFF, 0xD9]
        let image = try #require(ITerm2Encoder.encode(jpeg: jpeg, width: 610, height: 399, columns: 61, rows: 21))
        let text = String(decoding: image.chunks[0], as: UTF8.self)
        let head = "\u{1B}]1337;File=inline=1;size=9;width=61;height=21;preserveAspectRatio=0;doNotMoveCursor=1:"
        #expect(text.hasPrefix(head))
        #expect(text.hasSuffix("\u{07}"))
        let payload = text.dropFirst(head.count).dropLast()
        #expect(Data(base64Encoded: String(payload)).map(Array.init) == jpeg)
        #expect(ITerm2Encoder.encode(jpeg: [], width: 1, height: 1, columns: 1, rows: 1) == nil)
    }
}
