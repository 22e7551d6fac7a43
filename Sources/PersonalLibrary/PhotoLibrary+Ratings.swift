import Foundation
import GRDB
import PhotoModel

/// Ratings (0–5 stars) and rejects, kept like favourites: each with the photo's whole record, so
/// an export or a shelf needs no network. A photo whose rating is cleared and which is not
/// rejected leaves the `rating` table (its record stays while another mark or a view holds it).
extension PhotoLibrary {
    /// A photo the library holds a mark for, with every mark it has: for `library export`.
    public struct MarkedPhoto: Sendable {
        public var photo: Photo
        public var isFavorite: Bool
        public var rating: PhotoRating
    }

    /// Which marked photos an export keeps.
    public struct MarkSelection: Sendable, Equatable {
        /// At least this many stars (and not rejected, unless `rejected` asks for them).
        public var minimumStars: Int?
        /// Only rejected photos.
        public var rejectedOnly: Bool

        /// Every marked photo.
        public static let all = MarkSelection()

        public init(minimumStars: Int? = nil, rejectedOnly: Bool = false) {
            self.minimumStars = minimumStars
            self.rejectedOnly = rejectedOnly
        }
    }

    /// The rating of every photo rated or rejected, by key (``LibraryRecord/key(of:)``): the
    /// browser's stars and rejects, in one read.
    public func ratings() -> [String: PhotoRating] {
        let rows = (try? database.read { try Row.fetchAll($0, sql: "SELECT photoKey, stars, rejected FROM rating") }) ?? []
        var ratings: [String: PhotoRating] = [:]
        for row in rows { ratings[row["photoKey"]] = PhotoRating(stars: row["stars"], isRejected: row["rejected"]) }
        return ratings
    }

    /// `photo`'s rating; ``PhotoRating/none`` when it has none.
    public func rating(of photo: Photo) -> PhotoRating {
        let row = try? database.read { db in
            try Row.fetchOne(db, sql: "SELECT stars, rejected FROM rating WHERE photoKey = ?", arguments: [LibraryRecord.key(of: photo)])
        }
        return row.flatMap { $0 }.map { PhotoRating(stars: $0["stars"], isRejected: $0["rejected"]) } ?? .none
    }

    /// Sets each photo's rating, all in one transaction (a batch of marked photos is kept whole
    /// or not at all). Keeps each photo's record; an empty rating removes the row.
    public func setRatings(_ changes: [(photo: Photo, rating: PhotoRating)], at date: Date = Date()) throws {
        guard !changes.isEmpty else { return }
        try database.write { db in
            for (photo, rating) in changes {
                let key = LibraryRecord.key(of: photo)
                guard !rating.isEmpty else {
                    try db.execute(sql: "DELETE FROM rating WHERE photoKey = ?", arguments: [key])
                    continue
                }
                try Self.keep(photo, in: db, at: date)
                try db.execute(sql: """
                    INSERT INTO rating (photoKey, stars, rejected, ratedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT(photoKey) DO UPDATE SET stars = excluded.stars, rejected = excluded.rejected, ratedAt = excluded.ratedAt
                    """, arguments: [key, rating.stars, rating.isRejected, date.timeIntervalSince1970])
            }
        }
    }

    /// Sets one photo's rating.
    public func setRating(_ photo: Photo, _ rating: PhotoRating, at date: Date = Date()) throws {
        try setRatings([(photo, rating)], at: date)
    }

    /// Every photo starred, rated or rejected that `selection` keeps, most recently marked first.
    public func markedPhotos(_ selection: MarkSelection = .all) throws -> [MarkedPhoto] {
        var conditions: [String] = []
        var arguments: [DatabaseValueConvertible] = []
        if let minimum = selection.minimumStars {
            conditions.append("COALESCE(rating.stars, 0) >= ?")
            arguments.append(minimum)
            if !selection.rejectedOnly { conditions.append("COALESCE(rating.rejected, 0) = 0") }
        }
        if selection.rejectedOnly { conditions.append("rating.rejected = 1") }
        let filter = conditions.map { " AND " + $0 }.joined()
        return try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT photo.key, photo.record, favorite.photoKey IS NOT NULL AS starred, rating.stars, rating.rejected,
                       MAX(COALESCE(favorite.addedAt, 0), COALESCE(rating.ratedAt, 0)) AS markedAt
                FROM photo LEFT JOIN favorite ON favorite.photoKey = photo.key LEFT JOIN rating ON rating.photoKey = photo.key
                WHERE (favorite.photoKey IS NOT NULL OR rating.photoKey IS NOT NULL)\(filter)
                ORDER BY markedAt DESC, photo.key
                """, arguments: StatementArguments(arguments)).compactMap { row in
                guard let photo = Self.decode(row) else { return nil }
                let stars: Int? = row["stars"]
                let rejected: Bool? = row["rejected"]
                return MarkedPhoto(photo: photo, isFavorite: row["starred"],
                                   rating: PhotoRating(stars: stars ?? 0, isRejected: rejected ?? false))
            }
        }
    }
}
