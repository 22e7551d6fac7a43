import Foundation

/// Bearer tokens the offline server issued for `POST /v1/auth_tokens/token/`, with their expiry.
final class OpenverseTokenStore: @unchecked Sendable {
    private let lock = NSLock()
    private var tokens: [String: Date] = [:]
    private var issued = 0

    /// Issues a token valid for `lifetime` seconds.
    func issue(lifetime: Int) -> String {
        lock.withLock {
            issued += 1
            let token = "offline-token-\(issued)-\(UUID().uuidString.prefix(8))"
            tokens[token] = Date().addingTimeInterval(TimeInterval(lifetime))
            return token
        }
    }

    /// Whether `token` was issued and has not expired.
    func isValid(_ token: String) -> Bool {
        lock.withLock { tokens[token].map { $0 > Date() } ?? false }
    }

    /// Tokens issued so far.
    var issuedCount: Int { lock.withLock { issued } }

    /// Forgets every token, as a server restart would.
    func revokeAll() { lock.withLock { tokens.removeAll() } }
}
