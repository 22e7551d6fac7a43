/// The freedesktop thumbnail sizes (Thumbnail Managing Standard 0.9): the folder under
/// `$XDG_CACHE_HOME/thumbnails` and the longest side in pixels.
public enum ThumbnailSize: String, Sendable, CaseIterable {
    case normal, large, xLarge = "x-large", xxLarge = "xx-large"

    /// The longest side.
    public var pixels: Int {
        switch self {
        case .normal: return 128
        case .large: return 256
        case .xLarge: return 512
        case .xxLarge: return 1024
        }
    }

    /// The smallest size whose longest side covers `longestSide`; `nil` when none does.
    public static func covering(_ longestSide: Int) -> ThumbnailSize? {
        allCases.first { $0.pixels >= longestSide }
    }
}
