import Foundation

/// The window a source's request quota counts in (`X-Ratelimit-*` figures).
public enum QuotaWindow: String, Sendable, Hashable {
    /// Requests per hour (Unsplash: 50 for a demo key, 5,000 in production).
    case hour
    /// Requests per day, with short bursts limited too (Openverse); the throttle answer says when
    /// to try again.
    case day

    /// The window's length.
    public var seconds: TimeInterval {
        switch self {
        case .hour: return 3600
        case .day: return 86_400
        }
    }
}
