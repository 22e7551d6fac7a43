import Foundation

/// The `dc:subject` keywords of a JPEG's XMP packet (what Lightroom, darktable, digiKam and
/// Shotwell write). libexif does not read XMP; the packet is found by walking the JPEG's
/// segments and the `rdf:li` items of `dc:subject` are read as text, which is all a keyword
/// search needs (no XML parser: the packet is untrusted and only these items matter).
public enum XMPKeywords {
    private static let signature = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8)

    /// The keywords, in order; empty when there is no packet or no subject.
    public static func read(jpeg data: Data) -> [String] {
        guard let packet = packet(in: data) else { return [] }
        guard let start = packet.range(of: "<dc:subject"), let end = packet.range(of: "</dc:subject>", range: start.upperBound..<packet.endIndex) else {
            return []
        }
        let subject = packet[start.upperBound..<end.lowerBound]
        var keywords: [String] = []
        var cursor = subject.startIndex
        while let open = subject.range(of: "<rdf:li", range: cursor..<subject.endIndex),
              let close = subject.range(of: ">", range: open.upperBound..<subject.endIndex),
              let finish = subject.range(of: "</rdf:li>", range: close.upperBound..<subject.endIndex) {
            let value = unescape(String(subject[close.upperBound..<finish.lowerBound])).trimmingCharacters(in: .whitespacesAndNewlines)
            if !value.isEmpty { keywords.append(value) }
            cursor = finish.upperBound
        }
        return keywords
    }

    /// The XMP packet's text, from the APP1 segment that starts with the XMP namespace.
    static func packet(in data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var packet: String?
            JPEGSegments.walk(bytes) { marker, body in
                guard marker == 0xE1, body.count > signature.count,
                      bytes[body.lowerBound..<body.lowerBound + signature.count].elementsEqual(signature) else { return true }
                packet = String(decoding: bytes[(body.lowerBound + signature.count)..<body.upperBound], as: UTF8.self)
                return false
            }
            return packet
        }
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
