/// File names as the kernel gives them: bytes, not necessarily UTF-8 (old cameras, zip and SMB
/// copies write Latin-1 names such as `caf\xE9.jpg`).
///
/// A path travels through the program as a *lossless string*: valid UTF-8 as itself, and each
/// byte that is not part of valid UTF-8 as one private-use scalar (U+10FE80 … U+10FEFF, byte
/// 0x80 … 0xFF), so a `String` id, a library record or a page of results names the file
/// exactly, and ``bytes(of:)`` gives back what `open` needs. What people see replaces those
/// bytes (``display(_:)``: `caf�.jpg`); machine output escapes them (``escaped(_:)``:
/// `caf\xE9.jpg`).
///
/// ```swift
/// let path = FileNameBytes.string(fromBytes: Array("/p/caf".utf8) + [0xE9] + Array(".jpg".utf8))
/// FileNameBytes.bytes(of: path)    // the original bytes, for open(2)
/// FileNameBytes.display(path)      // "/p/caf�.jpg"
/// ```
public enum FileNameBytes {
    /// The first scalar standing for a raw byte (byte 0x80 is U+10FE80).
    static let base: UInt32 = 0x10FE00

    /// The lossless string of `bytes`. A name that really holds one of the escape scalars (a
    /// private-use character nobody types) has its bytes escaped too, so every name round-trips.
    public static func string<Bytes: Collection>(fromBytes bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // The common case costs one validation.
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
        let all = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < all.count {
            let length = sequenceLength(all, at: index)
            var decoded: Unicode.Scalar?
            if length > 0 {
                var iterator = all[index..<(index + length)].makeIterator()
                var decoder = UTF8()
                if case .scalarValue(let scalar) = decoder.decode(&iterator), escapedByte(scalar) == nil { decoded = scalar }
            }
            if let decoded {
                scalars.append(decoded)
                index += length
            } else {
                // Not UTF-8, or an escape scalar itself: every byte of it escaped.
                for byte in all[index..<(index + max(1, length))] { scalars.append(escape(byte)) }
                index += max(1, length)
            }
        }
        return String(scalars)
    }

    /// The scalar standing for `byte` (0x80 … 0xFF).
    private static func escape(_ byte: UInt8) -> Unicode.Scalar { Unicode.Scalar(base + UInt32(byte))! }

    /// The bytes a lossless string stands for (what `open` is given).
    public static func bytes(of path: String) -> [UInt8] {
        guard hasEscapes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Whether `path` holds bytes that are not UTF-8.
    public static func hasEscapes(_ path: String) -> Bool {
        // Every escape is a four-byte sequence starting F4 8F: a quick test before the scalars.
        path.utf8.contains(0xF4) && path.unicodeScalars.contains { escapedByte($0) != nil }
    }

    /// For people: each byte that is not UTF-8 as U+FFFD (`caf�.jpg`).
    public static func display(_ path: String) -> String {
        guard hasEscapes(path) else { return path }
        return String(String.UnicodeScalarView(path.unicodeScalars.map { escapedByte($0) == nil ? $0 : "\u{FFFD}" }))
    }

    /// For machine output (JSON, scripts): each byte that is not UTF-8 as `\xE9`, and a
    /// backslash as `\\` only in such a name, so the form stays readable and reversible.
    public static func escaped(_ path: String) -> String {
        guard hasEscapes(path) else { return path }
        var text = ""
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                text += "\\x" + String(byte, radix: 16, uppercase: true)
            } else if scalar == "\\" {
                text += "\\\\"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Calls `body` with the NUL-terminated bytes of `path`, for `open`, `stat` and friends.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard hasEscapes(path) else { return try path.withCString(body) }
        let bytes = self.bytes(of: path) + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The raw byte an escape scalar stands for; `nil` for any other scalar.
    static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        guard value >= base + 0x80, value <= base + 0xFF else { return nil }
        return UInt8(value - base)
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when the byte there does
    /// not start one (RFC 3629: no overlongs, no surrogates, nothing past U+10FFFF).
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        if first < 0x80 { return 1 }
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
