import Foundation

/// Filters that only some providers have (Openverse: licence type, size, source); Unsplash's
/// parameters never include them.
extension SearchQuery {
    /// Openverse's `license_type`: what the licence must allow.
    public enum LicenseType: String, Sendable, CaseIterable {
        /// Commercial use allowed.
        case commercial
        /// Changes allowed.
        case modification
    }

    /// Openverse's `size`.
    public enum SizeClass: String, Sendable, CaseIterable { case small, medium, large }

    /// Openverse's `aspect_ratio` for an orientation: `wide`, `tall` or `square`.
    public var aspectRatio: String? {
        switch orientation {
        case .landscape: return "wide"
        case .portrait: return "tall"
        case .squarish: return "square"
        case nil: return nil
        }
    }
}
