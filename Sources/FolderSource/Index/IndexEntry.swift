import Foundation
import PhotoModel

/// What the in-memory index keeps of one file: enough to filter, order, group by day, find
/// duplicates and tell whether the file changed, in about 200 bytes. The file's whole record
/// (EXIF and all) stays in the index file and is read for the photos of a page only.
struct IndexEntry: Sendable, Equatable {
    /// Which root (of the source's roots) and its row there.
    var root: Int
    var row: Int64
    /// Below the root, as bytes.
    var relativePath: [UInt8]
    var byteCount: Int
    var modifiedNanoseconds: Int64
    var inode: UInt64
    /// The capture time: wall clock kept as UTC seconds (``CaptureDate``).
    var taken: Int
    var orientation: SearchQuery.Orientation?
    /// 0 to do, 1 done, 2 the pixels could not be read.
    var hashState: UInt8
    var hash: UInt64
    var color: UInt32
    /// The place's name, when the photo has a GPS position near one.
    var place: String?
    /// Lowercased UTF-8: name, folder, camera, lens, keywords, date, place.
    var searchText: [UInt8]

    /// Whether the file on disk is still the one indexed.
    func isUnchanged(_ entry: FolderWalker.Entry) -> Bool {
        entry.byteCount == byteCount && entry.modifiedNanoseconds == modifiedNanoseconds && entry.inode == inode
    }

    /// Whether every (lowercased) term is in the text.
    func contains(_ terms: [[UInt8]]) -> Bool {
        searchText.withUnsafeBytes { text in
            terms.allSatisfy { term in
                term.isEmpty || term.withUnsafeBytes { needle in ByteSearch.find(needle, in: text) != nil }
            }
        }
    }

    /// The calendar day it was taken.
    var day: CalendarDay { CalendarDay(secondsSince1970: taken) }

    /// The entry of a file just read.
    init(root: Int, row: Int64, file: LocalPhotoFile, relativePath: [UInt8]) {
        self.root = root
        self.row = row
        self.relativePath = relativePath
        byteCount = file.byteCount
        modifiedNanoseconds = file.modifiedNanoseconds
        inode = file.inode
        taken = Int(file.date.timeIntervalSince1970.rounded(.down))
        orientation = file.orientation
        hashState = file.perceptualHash == nil ? 0 : 1
        hash = file.perceptualHash ?? 0
        color = file.averageColor ?? 0
        place = file.place
        searchText = Array(file.searchText.utf8)
    }

    /// An entry as stored.
    init(root: Int, row: Int64, relativePath: [UInt8], byteCount: Int, modifiedNanoseconds: Int64, inode: UInt64, taken: Int,
         orientation: SearchQuery.Orientation?, hashState: UInt8, hash: UInt64, color: UInt32, place: String?, searchText: [UInt8]) {
        self.root = root
        self.row = row
        self.relativePath = relativePath
        self.byteCount = byteCount
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
        self.taken = taken
        self.orientation = orientation
        self.hashState = hashState
        self.hash = hash
        self.color = color
        self.place = place
        self.searchText = searchText
    }
}
