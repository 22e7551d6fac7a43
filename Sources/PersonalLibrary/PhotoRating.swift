/// What the person decided about a photo while going through a shoot: stars (0, none, to 5) and
/// whether it is rejected. Kept in the library with the photo's whole record (``PhotoLibrary``),
/// and written to a folder photo's XMP sidecar when asked (``XMPSidecar``).
public struct PhotoRating: Hashable, Sendable, Codable {
    /// The most stars.
    public static let maximumStars = 5
    /// Neither rated nor rejected: what a photo the library holds nothing for has.
    public static let none = PhotoRating()

    /// 0 (not rated) to 5.
    public var stars: Int {
        didSet { stars = Self.clamped(stars) }
    }
    /// Rejected (`x`): kept apart from the stars, so that un-rejecting brings them back.
    public var isRejected: Bool

    /// A rating; `stars` is clamped to 0…5.
    public init(stars: Int = 0, isRejected: Bool = false) {
        self.stars = Self.clamped(stars)
        self.isRejected = isRejected
    }

    /// Whether there is anything to keep.
    public var isEmpty: Bool { stars == 0 && !isRejected }

    /// `xmp:Rating` as Lightroom, darktable and digiKam read it: -1 for a rejected photo, else the
    /// stars (0 meaning not rated).
    public var xmpValue: Int { isRejected ? -1 : stars }

    /// "★★★☆☆", or "" when not rated.
    public var starText: String {
        stars == 0 ? "" : String(repeating: "★", count: stars) + String(repeating: "☆", count: Self.maximumStars - stars)
    }

    private static func clamped(_ stars: Int) -> Int { min(max(stars, 0), maximumStars) }
}
