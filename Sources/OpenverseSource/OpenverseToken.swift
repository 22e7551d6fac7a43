import Foundation

/// The answer of `POST /v1/auth_tokens/token/`: `{"access_token", "scope", "expires_in", "token_type"}`.
struct OpenverseToken: Decodable, Sendable {
    var accessToken: String
    /// Seconds it is valid (36,000: ten hours).
    var expiresIn: Int?

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token", expiresIn = "expires_in"
    }
}
