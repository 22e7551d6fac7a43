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
    /// HTTP 400: the server rejected a parameter (Openverse: `page` past 20, an unknown licence).
    case badRequest(message: String)
    /// HTTP 401 from a keyless provider: a limit of anonymous use (Openverse: `page_size` over 20)
    /// or client credentials it did not accept.
    case refused(message: String)
    /// HTTP 429 with the server's wait (`Retry-After`, in seconds) when it sent one.
    case throttled(retryAfter: Int?, message: String)
    /// The body was longer than the limit for its kind (``NetworkLimits``); the transfer was aborted.
    case bodyTooLarge(host: String, limit: Int)
    /// The server sent (almost) nothing for `seconds`: a hung server or a dead link.
    case stalled(host: String, seconds: Int)
    /// Nothing of an answer came within `seconds` of asking (connecting, retries included): a
    /// hung or stopped server, or an address that swallows packets.
    case noAnswer(host: String, seconds: Int)

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
        case .badRequest(let message): return "The server rejected the request (HTTP 400)\(Self.suffix(message))"
        case .refused(let message): return "The server refused the request (HTTP 401)\(Self.suffix(message))"
        case .throttled(let retryAfter, _): return Self.throttledMessage(retryAfter: retryAfter)
        case .bodyTooLarge(let host, let limit):
            return "The answer from \(host) was larger than \(limit >> 20) MB and was cut off."
        case .stalled(let host, let seconds): return "No data from \(host) for \(seconds) s: the server seems hung."
        case .noAnswer(let host, let seconds): return "Could not reach \(host): no answer in \(seconds) s."
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

    /// Whether a throttle's wait means the day's budget, not the minute's, is gone.
    public static func isDailyBudget(retryAfter: Int?) -> Bool { (retryAfter ?? 0) >= 600 }

    /// "Try again in 45 s", or for a long wait the daily budget and what to do about it.
    static func throttledMessage(retryAfter: Int?) -> String {
        guard let retryAfter else { return "Too many requests (HTTP 429): wait a minute and try again." }
        if isDailyBudget(retryAfter: retryAfter) {
            return "The day's request budget is used up (HTTP 429): try again in \(waitText(retryAfter)), "
                + "or register a free Openverse client and set [openverse] client_id and client_secret."
        }
        return "Too many requests (HTTP 429): try again in \(waitText(retryAfter))."
    }

    /// `45 s`, `12 min`, `3 h 20 min`.
    package static func waitText(_ seconds: Int) -> String {
        if seconds < 90 { return "\(max(1, seconds)) s" }
        let minutes = (seconds + 59) / 60
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    private static func suffix(_ message: String) -> String {
        message.isEmpty ? "." : ": \(message)"
    }
}
