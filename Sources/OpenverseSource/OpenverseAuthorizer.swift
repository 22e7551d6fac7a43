import EventStream
import Foundation
import Logging
import PhotoHTTP
import PhotoModel

/// Openverse's OAuth client-credentials flow for ``RequestEngine``: fetches a bearer token
/// (`POST /v1/auth_tokens/token/`) when a request first needs one, shares one fetch among
/// everyone waiting, renews it a minute before it expires or when the server refuses it, and adds
/// it only to requests for the configured API host.
///
/// The secret and the token are never logged, cached or shown.
final class OpenverseAuthorizer: RequestAuthorizer {
    private struct State {
        var token: (value: String, expiresAt: Date)?
        /// Set while a token is being fetched: who waits for it.
        var waiters: [@Sendable (Result<String, PhotoServiceError>) -> Void]?
    }

    private let credentials: OpenverseCredentials
    private let tokenRequest: HTTPRequest
    private let apiHost: (host: String?, port: Int?)
    private let transport: any HTTPTransport
    private let clock: SharedScheduler
    private let logger: Logger
    private let state = Locked(State())

    /// - Parameters:
    ///   - tokenURL: the token endpoint.
    ///   - apiURL: the API base; the token goes to its host and port only.
    ///   - template: timeouts for the token request.
    init(credentials: OpenverseCredentials, tokenURL: URL, apiURL: URL, template: HTTPRequest,
         transport: any HTTPTransport, scheduler: Scheduler, logger: Logger) {
        self.credentials = credentials
        let form = [("client_id", credentials.clientID), ("client_secret", credentials.clientSecret), ("grant_type", "client_credentials")]
            .map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers = HTTPHeaderFields()
        headers.append("Content-Type", "application/x-www-form-urlencoded")
        headers.append("Accept", "application/json")
        headers.append("User-Agent", PhotoTUIVersion.userAgent)
        tokenRequest = HTTPRequest(
            url: tokenURL, method: "POST", headers: headers, connectTimeout: template.connectTimeout, timeout: template.timeout,
            answerTimeout: template.answerTimeout, body: Data(form.utf8))
        apiHost = (apiURL.host, apiURL.port)
        self.transport = transport
        clock = SharedScheduler(scheduler)
        self.logger = logger
    }

    func authorize(
        _ request: HTTPRequest, replacing refused: HTTPRequest?,
        completion: @escaping @Sendable (Result<HTTPRequest, PhotoServiceError>) -> Void
    ) {
        // The token goes only to the configured host, never to an address a payload named.
        guard request.url.host == apiHost.host, request.url.port == apiHost.port else { return completion(.success(request)) }
        if let refused = refused.flatMap(Self.token(in:)) {
            state.withLock { state in
                if state.token?.value == refused { state.token = nil }
            }
        }
        withToken { result in
            completion(result.map { token in
                var authorized = request
                authorized.headers.append("Authorization", "Bearer \(token)")
                return authorized
            })
        }
    }

    func carriesCredentials(_ request: HTTPRequest) -> Bool { Self.token(in: request) != nil }

    private static func token(in request: HTTPRequest) -> String? {
        guard let value = request.headers["Authorization"], value.hasPrefix("Bearer ") else { return nil }
        return String(value.dropFirst("Bearer ".count))
    }

    /// Calls back with the token, fetching it when there is none young enough.
    private func withToken(_ completion: @escaping @Sendable (Result<String, PhotoServiceError>) -> Void) {
        enum Step { case ready(String), wait, fetch }
        let now = clock.now
        let step: Step = state.withLock { state in
            // Renew a minute early so a request never goes out with a token about to lapse.
            if let token = state.token, token.expiresAt.timeIntervalSince(now) > 60 { return .ready(token.value) }
            if state.waiters != nil {
                state.waiters?.append(completion)
                return .wait
            }
            state.waiters = [completion]
            return .fetch
        }
        switch step {
        case .ready(let value): completion(.success(value))
        case .wait: break
        case .fetch: fetchToken()
        }
    }

    private func fetchToken() {
        logger.debug("fetching an Openverse token for \(credentials)")
        _ = transport.send(tokenRequest).subscribe { [self] result in
            let outcome = tokenOutcome(result.mapError { $0 as? PhotoServiceError ?? .transport(code: -1, message: "\($0)") })
            if case .failure(let error) = outcome { logger.notice("Openverse token request failed: \(error.userMessage)") }
            let waiters = state.withLock { state in
                defer { state.waiters = nil }
                return state.waiters ?? []
            }
            for waiter in waiters { waiter(outcome) }
        }
    }

    private func tokenOutcome(_ result: Result<HTTPResponse, PhotoServiceError>) -> Result<String, PhotoServiceError> {
        switch result {
        case .success(let response) where response.isSuccess:
            guard let decoded = try? JSONDecoder().decode(OpenverseToken.self, from: response.body), !decoded.accessToken.isEmpty else {
                return .failure(.malformedBody(endpoint: "POST /v1/auth_tokens/token/", field: "access_token", detail: "missing"))
            }
            let lifetime = TimeInterval(decoded.expiresIn ?? 36_000)
            let expiresAt = clock.now.addingTimeInterval(lifetime)
            state.withLock { $0.token = (decoded.accessToken, expiresAt) }
            logger.info("Openverse token valid for \(Int(lifetime / 60)) min")
            return .success(decoded.accessToken)
        case .success(let response) where response.status == 400 || response.status == 401:
            return .failure(.refused(message: "Openverse did not accept [openverse] client_id and client_secret"))
        case .success(let response):
            return .failure(OpenverseClient.classify(response, now: clock.now))
        case .failure(let error):
            return .failure(error)
        }
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlUnreserved) ?? ""
    }
}
