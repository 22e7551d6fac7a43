import PhotoModel

/// Adds credentials to a request just before ``RequestEngine`` sends it, fetching them first when
/// needed (Openverse's bearer token), and renews them once when the server refuses them (`401`).
///
/// The engine asks only when a request goes to the network: an answer from the cache costs no
/// token. Credentials are added to the request, never to the cache key, the cache or the log.
public protocol RequestAuthorizer: Sendable {
    /// Calls back, on any thread, with `request` carrying credentials (or unchanged, for a host
    /// they do not belong to), or with why none could be had.
    /// - Parameter refused: the request the server just refused with `401`: drop the credentials
    ///   it carried (unless already replaced) and fetch new ones.
    func authorize(
        _ request: HTTPRequest, replacing refused: HTTPRequest?,
        completion: @escaping @Sendable (Result<HTTPRequest, PhotoServiceError>) -> Void)

    /// Whether `request` carries credentials this authorizer added (a `401` to it means they
    /// may be renewed).
    func carriesCredentials(_ request: HTTPRequest) -> Bool
}
