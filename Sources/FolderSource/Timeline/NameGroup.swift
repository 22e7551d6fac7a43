/// In name order, what the jump keys step by: a file's folder (under its root), and with
/// `byLetter` the first letter of its name too, case folded (the first UTF-8 sequence when it
/// is not ASCII).
struct NameGroup: Equatable {
    let root: Int
    let folder: ArraySlice<UInt8>
    let letter: ArraySlice<UInt8>

    init(_ entry: IndexEntry, byLetter: Bool) {
        let path = entry.relativePath
        let slash = path.lastIndex(of: UInt8(ascii: "/"))
        let nameStart = slash.map { $0 + 1 } ?? path.startIndex
        root = entry.root
        folder = path[path.startIndex..<(slash ?? path.startIndex)]
        guard byLetter, nameStart < path.endIndex else {
            letter = []
            return
        }
        var end = nameStart + 1
        // A UTF-8 sequence goes on while its bytes are 10xxxxxx.
        while end < path.endIndex, path[end] & 0xC0 == 0x80 { end += 1 }
        let first = path[nameStart]
        letter = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") ? [first | 0x20] : path[nameStart..<end]
    }
}
