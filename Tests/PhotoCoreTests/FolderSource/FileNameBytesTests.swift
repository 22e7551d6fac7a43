import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

@Suite struct FileNameBytesTests {
    private let latin1: [UInt8] = Array("/p/caf".utf8) + [0xE9] + Array(".jpg".utf8)

    @Test func aNameThatIsNotUTF8KeepsItsBytesAndShowsAReplacement() {
        let path = FileNameBytes.string(fromBytes: latin1)
        #expect(FileNameBytes.bytes(of: path) == latin1)
        #expect(FileNameBytes.hasEscapes(path))
        #expect(FileNameBytes.display(path) == "/p/caf\u{FFFD}.jpg")
        #expect(FileNameBytes.escaped(path) == "/p/caf\\xE9.jpg")
        #expect(FileNameBytes.withCString(path) { strlen($0) } == latin1.count)
    }

    @Test func utf8NamesAreThemselves() {
        let name = "/p/제주 바다/Café №1.jpg"
        #expect(FileNameBytes.string(fromBytes: Array(name.utf8)) == name)
        #expect(!FileNameBytes.hasEscapes(name) && FileNameBytes.display(name) == name && FileNameBytes.escaped(name) == name)
    }

    @Test func everyByteStringRoundTrips() {
        var numbers = DuplicateFinderTests.Numbers(state: 42)
        // Odd corners first: an escape scalar written in UTF-8, overlongs, surrogates, a cut sequence.
        var samples: [[UInt8]] = [[0xF4, 0x8F, 0xBA, 0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xFF, 0x5C, 0x78]]
        for _ in 0..<2000 { samples.append((0..<Int(numbers.next() % 12)).map { _ in UInt8(truncatingIfNeeded: numbers.next()) }) }
        for bytes in samples {
            let path = FileNameBytes.string(fromBytes: bytes)
            #expect(FileNameBytes.bytes(of: path) == bytes)
            #expect(!FileNameBytes.hasEscapes(FileNameBytes.display(path)) && !FileNameBytes.hasEscapes(FileNameBytes.escaped(path)))
        }
    }

    @Test func fileAddressesCarryTheBytes() {
        let path = FileNameBytes.string(fromBytes: latin1 + Array(" #1?.jpg".utf8))
        let url = LocalFileURL.make(path: path, query: [URLQueryItem(name: "v", value: "7")])
        #expect(url.absoluteString == "file:///p/caf%E9.jpg%20%231%3F.jpg?v=7")
        #expect(FileNameBytes.bytes(of: LocalFileURL.path(of: url)) == FileNameBytes.bytes(of: path))
        #expect(LocalFileURL.path(of: LocalFileURL.make(path: "/p/제주.jpg")) == "/p/제주.jpg")
    }
}
