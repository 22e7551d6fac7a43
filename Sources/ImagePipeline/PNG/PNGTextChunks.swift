import CPNG
import Foundation

/// Reads and writes PNG `tEXt` chunks by walking the chunk list, which libpng's simplified API
/// does not expose. Only chunk boundaries are parsed: lengths are checked against the data, so
/// a damaged file yields fewer chunks, never a crash.
public enum PNGTextChunks {
    private static let signatureLength = 8

    /// The `tEXt` chunks of `data` (keyword → text, Latin-1), up to the image data; the first of
    /// a repeated keyword wins. Empty for anything that is not a PNG.
    public static func read(_ data: Data) -> [String: String] {
        guard ImageFormat(sniffing: data) == .png else { return [:] }
        var result: [String: String] = [:]
        var offset = data.startIndex + signatureLength
        while let chunk = chunk(in: data, at: offset) {
            if chunk.type == "IDAT" || chunk.type == "IEND" { break }
            if chunk.type == "tEXt", let separator = data[chunk.body].firstIndex(of: 0) {
                let keyword = String(decoding: data[chunk.body.lowerBound..<separator], as: Unicode.ASCII.self)
                let text = latin1(data[(separator + 1)..<chunk.body.upperBound])
                if result[keyword] == nil { result[keyword] = text }
            }
            offset = chunk.next
        }
        return result
    }

    /// `png` with `text` as `tEXt` chunks right after the header chunk (`IHDR`).
    /// - Throws: `PNGError.invalidKeyword`, or `.corrupt` when `png` has no header chunk.
    public static func insert(_ text: [(keyword: String, text: String)], into png: Data) throws -> Data {
        guard let header = chunk(in: png, at: png.startIndex + signatureLength), header.type == "IHDR" else {
            throw PNGError.corrupt("no IHDR chunk")
        }
        var chunks = Data()
        for (keyword, value) in text {
            let keywordBytes = Array(keyword.utf8)
            guard (1...79).contains(keywordBytes.count), keywordBytes.allSatisfy({ (32...126).contains($0) }) else {
                throw PNGError.invalidKeyword(keyword)
            }
            let valueBytes = value.unicodeScalars.map { $0.value < 256 && $0.value != 0 ? UInt8($0.value) : UInt8(ascii: "?") }
            chunks.append(encodeChunk(type: "tEXt", body: keywordBytes + [0] + valueBytes))
        }
        var result = Data(png[png.startIndex..<header.next])
        result.append(chunks)
        result.append(png[header.next...])
        return result
    }

    // MARK: - Private

    private struct Chunk {
        let type: String
        let body: Range<Data.Index>
        let next: Data.Index
    }

    private static func chunk(in data: Data, at offset: Data.Index) -> Chunk? {
        guard offset + 8 <= data.endIndex else { return nil }
        let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let bodyStart = offset + 8
        guard length <= data.endIndex - bodyStart - 4 else { return nil }
        let type = String(decoding: data[offset + 4..<offset + 8], as: Unicode.ASCII.self)
        return Chunk(type: type, body: bodyStart..<bodyStart + length, next: bodyStart + length + 4)
    }

    private static func encodeChunk(type: String, body: [UInt8]) -> Data {
        var chunk = Data()
        chunk.append(contentsOf: bigEndian(UInt32(body.count)))
        let typed = Array(type.utf8) + body
        chunk.append(contentsOf: typed)
        let crc = typed.withUnsafeBufferPointer { buffer in
            crc32(crc32(0, nil, 0), buffer.baseAddress, uInt(buffer.count))
        }
        chunk.append(contentsOf: bigEndian(UInt32(crc)))
        return chunk
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    private static func latin1(_ bytes: Data) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
