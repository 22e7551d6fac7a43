import PhotoModel

/// The segments at the head of a JPEG (APPn, COM, tables, frame headers), walked up to the start
/// of the scan. EXIF and XMP live in APP1 segments there; nothing here trusts the lengths.
package enum JPEGSegments {
    /// How a walk ended.
    package enum End: Equatable {
        /// At the start of the scan (or the end of the image): every segment before it was seen.
        case imageData
        /// The visitor asked to stop.
        case stopped
        /// Not a JPEG, a marker where none can be, a length that is too short or runs past the
        /// bytes (a cut file).
        case malformed
    }

    /// Calls `visit` with each segment's marker and the range of its body in `bytes`, in order,
    /// until it returns `false`, the scan begins or the bytes stop making sense. Fill bytes
    /// (extra `0xFF`s before a marker) are skipped.
    @discardableResult
    package static func walk(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (_ marker: UInt8, _ body: Range<Int>) -> Bool) -> End {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .malformed }
        var offset = 2
        while offset + 2 <= bytes.count {
            guard bytes[offset] == 0xFF else { return .malformed }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0xDA || marker == 0xD9 { return .imageData }
            guard offset + 4 <= bytes.count else { return .malformed }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return .malformed }
            if !visit(marker, (offset + 4)..<(offset + 2 + length)) { return .stopped }
            offset += 2 + length
        }
        return .malformed
    }

    /// The stored size from the frame header (SOF0…SOF15, not DHT/JPG/DAC), without a decoder:
    /// what a folder scan needs from every file. `nil` when the header is cut or has no frame.
    package static func frameSize(_ bytes: UnsafeBufferPointer<UInt8>) -> PixelSize? {
        var size: PixelSize?
        walk(bytes) { marker, body in
            guard (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC else { return true }
            if body.count >= 5 {
                let height = Int(bytes[body.lowerBound + 1]) << 8 | Int(bytes[body.lowerBound + 2])
                let width = Int(bytes[body.lowerBound + 3]) << 8 | Int(bytes[body.lowerBound + 4])
                if width > 0, height > 0 { size = PixelSize(width: width, height: height) }
            }
            return false
        }
        return size
    }
}
