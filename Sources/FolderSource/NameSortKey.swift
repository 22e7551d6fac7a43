import PhotoModel

/// The order a folder lists its files in, as bytes that compare with `memcmp`: folder by folder,
/// a folder's files before its subfolders, names compared as people read them (case folded,
/// runs of digits by their value: `IMG_2` before `IMG_10`), the raw bytes breaking ties.
///
/// The scanner sorts each folder's entries with ``component(_:)``; the index keeps
/// ``key(relativePath:)`` for each file, so the name order of a whole tree is one comparison of
/// two byte strings, whatever the files' names are (not UTF-8, control characters).
public enum NameSortKey {
    /// The key of one name (a file or folder): folded and numbered, then `0x00`, then the raw bytes.
    public static func component<Bytes: Collection>(_ name: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var key: [UInt8] = []
        key.reserveCapacity(name.count * 2 + 2)
        let raw = Array(name)
        let folded: [UInt8]
        if raw.allSatisfy({ $0 < 0x80 }) {
            folded = raw.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        } else {
            folded = Array(FileNameBytes.display(FileNameBytes.string(fromBytes: raw)).lowercased().utf8)
        }
        var index = 0
        while index < folded.count {
            let byte = folded[index]
            if byte >= 0x30 && byte <= 0x39 {
                // A run of digits: its length without leading zeros, then its digits, so that
                // numbers compare by value.
                var end = index
                while end < folded.count, folded[end] >= 0x30, folded[end] <= 0x39 { end += 1 }
                var start = index
                while start < end - 1, folded[start] == 0x30 { start += 1 }
                key.append(0x03 + UInt8(min(end - start, 0x1C)))
                key.append(contentsOf: folded[start..<end])
                index = end
            } else {
                // Bytes below 0x20 (control characters) would meet the markers: all sort as a space.
                key.append(byte < 0x20 ? 0x20 : byte)
                index += 1
            }
        }
        key.append(0x00)
        key.append(contentsOf: raw.map { $0 == 0 ? 1 : $0 })
        return key
    }

    /// The key of a file below the scanned folder (`2024/trip/IMG_2.jpg`, as bytes): its folders
    /// marked to sort after the files beside them.
    public static func key(relativePath: [UInt8]) -> [UInt8] {
        let parts = relativePath.split(separator: 0x2F, omittingEmptySubsequences: true)
        var key: [UInt8] = []
        for (index, part) in parts.enumerated() {
            // 0x01 before a file, 0x02 before a folder: a folder's files come before its subfolders.
            key.append(index == parts.count - 1 ? 0x01 : 0x02)
            key.append(contentsOf: component(part))
            key.append(0x00)
        }
        return key
    }

    /// Whether `a` sorts before `b` (byte order of their keys).
    public static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.lexicographicallyPrecedes(b)
    }
}
