import Testing
@testable import PhotoCore
@testable import PhotoHTTP

@Suite("Retry policy")
struct RetryPolicyTests {
    @Test func backoffDoublesUpToTheCapAndJitterOnlyShortens() {
        let policy = RetryPolicy(maxAttempts: 5, baseDelay: 0.5, maxDelay: 3)
        #expect(policy.delay(afterAttempt: 1, jitter: 1) == 0.5)
        #expect(policy.delay(afterAttempt: 2, jitter: 1) == 1)
        #expect(policy.delay(afterAttempt: 3, jitter: 1) == 2)
        #expect(policy.delay(afterAttempt: 4, jitter: 1) == 3)
        #expect(policy.delay(afterAttempt: 4, jitter: 0.5) == 1.5)
        for _ in 0..<20 { #expect((0.25...0.5).contains(policy.delay(afterAttempt: 1))) }
    }

    @Test func retriesOnlyIdempotentRequestsAfterRetryableErrorsWhileAttemptsRemain() {
        let policy = RetryPolicy(maxAttempts: 3)
        #expect(policy.shouldRetry(.timedOut, attempt: 1, isIdempotent: true))
        #expect(policy.shouldRetry(.serverError(status: 503), attempt: 2, isIdempotent: true))
        #expect(!policy.shouldRetry(.serverError(status: 503), attempt: 3, isIdempotent: true))
        #expect(!policy.shouldRetry(.timedOut, attempt: 1, isIdempotent: false))
        #expect(!policy.shouldRetry(.notFound(message: ""), attempt: 1, isIdempotent: true))
        #expect(!RetryPolicy.none.shouldRetry(.timedOut, attempt: 1, isIdempotent: true))
    }
}
