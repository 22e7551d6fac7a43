/// The filters a source takes besides its orders (``SourceTraits/orders``). The browser's
/// filters overlay shows only these rows; the command line refuses the others.
public struct SearchFilterKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Landscape, portrait or square (Unsplash's `orientation`, Openverse's `aspect_ratio`, a
    /// folder's pixel size).
    public static let orientation = SearchFilterKinds(rawValue: 1 << 0)
    /// Unsplash's colour names.
    public static let color = SearchFilterKinds(rawValue: 1 << 1)
    /// What the licence must allow (Openverse's `license_type`).
    public static let license = SearchFilterKinds(rawValue: 1 << 2)
}
