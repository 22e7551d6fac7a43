/// A registered Openverse client (`POST /v1/auth_tokens/register/` gives these). With it the
/// client fetches a bearer token and gets 100 requests a minute, 10,000 a day and pages up to 500.
///
/// The secret is never logged, cached or shown; `description` hides it.
public struct OpenverseCredentials: Sendable, Equatable, CustomStringConvertible {
    public var clientID: String
    public var clientSecret: String

    /// Creates credentials.
    public init(clientID: String, clientSecret: String) {
        self.clientID = clientID
        self.clientSecret = clientSecret
    }

    public var description: String { "client \(clientID.prefix(4))…" }
}
