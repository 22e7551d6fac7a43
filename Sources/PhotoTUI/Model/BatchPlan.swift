import Foundation
import PhotoCore

/// What a culling key does to the photos it acts on, worked out before anything is written: the
/// marked photos when there are marks (in the list and the grid), else the one selected or on
/// show. A key that would change nothing undoes instead, as a toggle does: the number a photo
/// already has clears it, `x` on photos all rejected takes the reject back, `s` on photos all
/// starred unstars them.
///
/// ```swift
/// let targets = BatchPlan.targets(marks: state.marks, current: photo, usesMarks: true)
/// let changes = BatchPlan.rating(4, of: targets, current: state.rating(of:))
/// ```
enum BatchPlan {
    /// One photo's new rating.
    typealias Change = (photo: Photo, rating: PhotoRating)

    /// The photos a key acts on: the marked ones when `usesMarks` and there are some, else
    /// `current` (nothing when there is none).
    static func targets(marks: MarkSet, current: Photo?, usesMarks: Bool) -> [Photo] {
        if usesMarks && !marks.isEmpty { return marks.photos }
        return current.map { [$0] } ?? []
    }

    /// `1`–`5` (or `0`, clearing): each photo's stars set, the reject kept; when every photo
    /// already has `stars`, they are cleared instead.
    static func rating(_ stars: Int, of photos: [Photo], current: (Photo) -> PhotoRating) -> [Change] {
        let clearing = stars > 0 && photos.allSatisfy { current($0).stars == stars }
        return photos.map { photo in
            var rating = current(photo)
            rating.stars = clearing ? 0 : stars
            return (photo, rating)
        }
    }

    /// `x`: every photo rejected, its stars kept for when the reject is taken back; when all
    /// already are, none is.
    static func reject(_ photos: [Photo], current: (Photo) -> PhotoRating) -> [Change] {
        let rejecting = !photos.allSatisfy { current($0).isRejected }
        return photos.map { photo in
            var rating = current(photo)
            rating.isRejected = rejecting
            return (photo, rating)
        }
    }

    /// `s`: whether the photos get starred (some are not yet) or unstarred (all are).
    static func stars(_ photos: [Photo], favorites: Set<String>) -> Bool {
        !photos.allSatisfy { favorites.contains(LibraryRecord.key(of: $0)) }
    }

    /// The status line after a rating key: "★★★★☆ Rated 4: Harbour", "✕ Rejected: 5 photos".
    /// `kept` says how the library keeps it (" (not saved)"); `plain` says the stars in words
    /// ("Rated 4 of 5: Harbour"), for a screen reader.
    static func notice(for changes: [Change], rejecting: Bool? = nil, kept: String = "", plain: Bool = false) -> String {
        guard let first = changes.first else { return "" }
        let what = changes.count == 1 ? first.photo.title : Formatting.count(changes.count, "photo")
        if let rejecting {
            return rejecting ? "✕ Rejected\(kept): \(what)" : "Reject taken back\(kept): \(what)"
        }
        let stars = first.rating.stars
        if stars == 0 { return "Rating cleared\(kept): \(what)" }
        return plain ? "Rated \(stars) of \(PhotoRating.maximumStars)\(kept): \(what)" : "\(first.rating.starText) Rated \(stars)\(kept): \(what)"
    }

    /// `y` with several photos: each one's file path or page address, one a line, in the order
    /// marked; a photo with neither (the offline library's, whose pages die with the run) is left
    /// out and counted.
    static func clipboard(_ photos: [Photo]) -> (text: String, lines: Int, skipped: Int) {
        var lines: [String] = []
        var skipped = 0
        for photo in photos {
            if let file = photo.file {
                lines.append(file.path)
            } else if let page = ReferralLink.photoPage(of: photo), LinkPolicy.refusal(for: page) == nil,
                      BrowserReducer.localPageNotice(page, of: photo) == nil {
                lines.append(page.absoluteString)
            } else {
                skipped += 1
            }
        }
        return (lines.joined(separator: "\n"), lines.count, skipped)
    }

    /// `d` with several photos: the ones to download (a local file is already one).
    static func downloads(_ photos: [Photo]) -> (remote: [Photo], files: Int) {
        let remote = photos.filter { $0.file == nil }
        return (remote, photos.count - remote.count)
    }
}
