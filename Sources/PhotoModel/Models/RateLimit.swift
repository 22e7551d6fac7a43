/// The quota figures Unsplash sends with every response (`X-Ratelimit-Limit`,
/// `X-Ratelimit-Remaining`): requests allowed per hour and requests left this hour.
public struct RateLimit: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var limit: Int
    public var remaining: Int

    /// Creates the figures.
    public init(limit: Int, remaining: Int) {
        self.limit = limit
        self.remaining = remaining
    }

    /// Reads the figures from response headers (names compared case-insensitively); `nil` when
    /// either is missing or not a number.
    public init?(header: (String) -> String?) {
        guard let limit = header("X-Ratelimit-Limit").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
              let remaining = header("X-Ratelimit-Remaining").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        else { return nil }
        self.init(limit: limit, remaining: remaining)
    }

    /// Whether the quota is used up.
    public var isExhausted: Bool { remaining <= 0 }

    public var description: String { "\(remaining)/\(limit) requests left this hour" }
}
