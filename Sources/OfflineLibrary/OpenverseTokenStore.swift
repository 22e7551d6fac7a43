import Foundation
import PhotoModel

/// Bearer tokens the offline server issued for `POST /v1/auth_tokens/token/`, with their expiry.
final class OpenverseTokenStore: Sendable {
    private struct State {
        var tokens: [String: Date] = [:]
        var issued = 0
    }

    private let state = Locked(State())

    /// Issues a token valid for `lifetime` seconds.
    func issue(lifetime: Int) -> String {
        state.withLock { state in
            state.issued += 1
            let token = "offline-token-\(state.issued)-\(UUID().uuidString.prefix(8))"
            state.tokens[token] = Date().addingTimeInterval(TimeInterval(lifetime))
            return token
        }
    }

    /// Whether `token` was issued and has not expired.
    func isValid(_ token: String) -> Bool {
        state.withLock { $0.tokens[token].map { $0 > Date() } ?? false }
    }

    /// Tokens issued so far.
    var issuedCount: Int { state.withLock { $0.issued } }

    /// Forgets every token, as a server restart would.
    func revokeAll() { state.withLock { $0.tokens.removeAll() } }
}
