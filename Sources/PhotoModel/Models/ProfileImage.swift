import Foundation

/// A user's avatar at Unsplash's three sizes (32, 64 and 128 pixels).
public struct ProfileImage: Codable, Sendable, Equatable {
    public var small: URL?
    public var medium: URL?
    public var large: URL?

    /// Creates the avatar addresses.
    public init(small: URL?, medium: URL?, large: URL?) {
        self.small = small
        self.medium = medium
        self.large = large
    }
}
