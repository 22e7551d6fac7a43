import Foundation

/// Everything that can go wrong asking for photos, in terms the UI can explain in one line.
///
/// Server-provided text (`message`) is untrusted: sanitize it before it reaches a terminal.
/// No case ever carries the access key.
public enum PhotoServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The machine has no route to the network.
    case offline
    /// The host name did not resolve.
    case dnsFailure(host: String)
    /// The server refused or did not accept the connection.
    case connectionFailed(host: String)
    /// Connecting or the whole transfer took too long.
    case timedOut
    /// The TLS handshake or certificate check failed.
    case tlsFailure(host: String)
    /// The connection closed before the whole response arrived.
    case connectionLost
    /// HTTP 401: the access key is wrong or missing.
    case unauthorized
    /// HTTP 429, or 403 with `X-Ratelimit-Remaining: 0` or a `Rate Limit Exceeded` body.
    case rateLimited(RateLimit?)
    /// Any other HTTP 403.
    case forbidden(message: String)
    /// HTTP 404.
    case notFound(message: String)
    /// HTTP 410: the photo was removed.
    case gone
    /// HTTP 5xx.
    case serverError(status: Int)
    /// Any other status that is not a success.
    case unexpectedStatus(Int)
    /// The body could not be decoded: which endpoint, which field, what was wrong.
    case malformedBody(endpoint: String, field: String, detail: String)
    /// A transfer failure that fits none of the above (libcurl's own text).
    case transport(code: Int, message: String)
    /// A local file could not be written.
    case fileSystem(message: String)
    /// The body was longer than the limit for its kind (``NetworkLimits``); the transfer was aborted.
    case bodyTooLarge(host: String, limit: Int)
    /// The server sent (almost) nothing for `seconds`: a hung server or a dead link.
    case stalled(host: String, seconds: Int)

    /// One line for the status bar or stderr.
    public var userMessage: String {
        switch self {
        case .offline: return "You seem to be offline: no network route."
        case .dnsFailure(let host): return "Could not find the server \(host) (DNS lookup failed)."
        case .connectionFailed(let host): return "Could not connect to \(host)."
        case .timedOut: return "The server took too long to answer."
        case .tlsFailure(let host): return "A secure connection to \(host) could not be made (TLS)."
        case .connectionLost: return "The connection broke before the answer was complete."
        case .unauthorized: return "The access key was refused (HTTP 401): check UNSPLASH_ACCESS_KEY."
        case .rateLimited(let limit):
            return "Rate limit reached\(limit.map { " (\($0.limit) requests an hour)" } ?? ""): try again later."
        case .forbidden(let message): return "Access denied (HTTP 403)\(Self.suffix(message))"
        case .notFound(let message): return "Not found (HTTP 404)\(Self.suffix(message))"
        case .gone: return "That photo has been removed (HTTP 410)."
        case .serverError(let status): return "The server failed (HTTP \(status)); try again."
        case .unexpectedStatus(let status): return "Unexpected answer from the server (HTTP \(status))."
        case .malformedBody(let endpoint, let field, let detail):
            return "The server's answer to \(endpoint) could not be read\(field.isEmpty ? "" : " at \(field)"): \(detail)."
        case .transport(let code, let message): return "Network error \(code): \(message)."
        case .fileSystem(let message): return "Could not write the file: \(message)."
        case .bodyTooLarge(let host, let limit):
            return "The answer from \(host) was larger than \(limit >> 20) MB and was cut off."
        case .stalled(let host, let seconds): return "No data from \(host) for \(seconds) s: the server seems hung."
        }
    }

    /// Whether an idempotent request may be tried again after this error.
    public var isRetryable: Bool {
        switch self {
        case .timedOut, .connectionLost, .serverError: return true
        default: return false
        }
    }

    public var description: String { userMessage }

    private static func suffix(_ message: String) -> String {
        message.isEmpty ? "." : ": \(message)"
    }
}
