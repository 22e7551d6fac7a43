import Foundation
import PhotoModel

/// When and how long to wait before trying an idempotent request again: only after timeouts,
/// broken connections and 5xx (never 4xx but a 429 that says when), with capped exponential
/// backoff and jitter. ``RequestEngine`` applies it, within the time a person waits for an answer
/// (``NetworkLimits/answerSeconds``) and after a server's `Retry-After` when it gives one.
public struct RetryPolicy: Sendable, Equatable {
    /// Tries in all, the first included.
    public var maxAttempts: Int
    /// The delay before the second try, before jitter.
    public var baseDelay: Double
    /// No delay exceeds this.
    public var maxDelay: Double

    /// Creates a policy.
    public init(maxAttempts: Int = 3, baseDelay: Double = 0.4, maxDelay: Double = 5) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// Never retries.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// Whether to try again after `error` on try number `attempt` (from 1).
    public func shouldRetry(_ error: PhotoServiceError, attempt: Int, isIdempotent: Bool) -> Bool {
        isIdempotent && error.isRetryable && attempt < maxAttempts
    }

    /// Seconds to wait after try number `attempt` failed: `base · 2^(attempt-1)` capped at
    /// `maxDelay`, then scaled by a random factor in 0.5...1 so many clients do not retry in step.
    public func delay(afterAttempt attempt: Int, jitter: Double = Double.random(in: 0.5...1)) -> Double {
        min(maxDelay, baseDelay * pow(2, Double(attempt - 1))) * jitter
    }
}
