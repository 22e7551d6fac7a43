import Foundation

/// Faults the offline server can inject, for tests and demos. All default to off.
public struct FaultInjection: Sendable, Equatable {
    /// Added to every response.
    public var latencyMilliseconds: Int = 0
    /// Share (0...1) of API responses that become a 503.
    public var serverErrorRate: Double = 0
    /// The first this-many API requests answer 503 (deterministic retries in tests).
    public var failFirstRequests: Int = 0
    /// After this many API requests, answer 403 `Rate Limit Exceeded` with `X-Ratelimit-Remaining: 0`.
    public var rateLimitAfter: Int?
    /// Share (0...1) of responses whose connection is cut halfway through the body.
    public var truncateRate: Double = 0
    /// Share (0...1) of JSON responses whose body is damaged.
    public var corruptJSONRate: Double = 0
    /// Share (0...1) of JPEG responses whose bytes are damaged.
    public var corruptJPEGRate: Double = 0
    /// When set, JPEG bodies are sent at most this many bytes per second (a slow link).
    public var imageBytesPerSecond: Int?
    /// When set, only this access key is accepted (others get 401), to exercise a wrong key.
    /// Openverse's dialect reads it as `client_id:client_secret` for the token endpoint.
    public var requiredKey: String?
    /// Openverse's dialect: the `Retry-After` of its 429 answers, in seconds.
    public var retryAfterSeconds: Int = 60
    /// Openverse's dialect: how long an issued token lasts, in seconds.
    public var tokenLifetimeSeconds: Int = 36_000

    /// No faults.
    public init() {}

    /// Reads `PHOTO_TUI_FAULT_*` variables: `LATENCY_MS`, `5XX` (rate), `FAIL_FIRST`,
    /// `RATE_LIMIT_AFTER`, `TRUNCATE`, `CORRUPT_JSON`, `CORRUPT_JPEG` (rates 0...1), `IMAGE_KIBPS`.
    public init(environment: [String: String]) {
        func rate(_ name: String) -> Double { environment["PHOTO_TUI_FAULT_\(name)"].flatMap(Double.init).map { min(1, max(0, $0)) } ?? 0 }
        latencyMilliseconds = environment["PHOTO_TUI_FAULT_LATENCY_MS"].flatMap(Int.init) ?? 0
        serverErrorRate = rate("5XX")
        failFirstRequests = environment["PHOTO_TUI_FAULT_FAIL_FIRST"].flatMap(Int.init) ?? 0
        rateLimitAfter = environment["PHOTO_TUI_FAULT_RATE_LIMIT_AFTER"].flatMap(Int.init)
        retryAfterSeconds = environment["PHOTO_TUI_FAULT_RETRY_AFTER"].flatMap(Int.init) ?? 60
        truncateRate = rate("TRUNCATE")
        corruptJSONRate = rate("CORRUPT_JSON")
        corruptJPEGRate = rate("CORRUPT_JPEG")
        imageBytesPerSecond = environment["PHOTO_TUI_FAULT_IMAGE_KIBPS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 * 1024 : nil }
    }

    /// Whether any fault is on.
    public var isActive: Bool { self != FaultInjection() }
}
