import Foundation

/// One HTTP request for an ``HTTPTransport``.
public struct HTTPRequest: Sendable, Equatable {
    public var url: URL
    public var method: String
    public var headers: HTTPHeaderFields
    /// Seconds allowed to connect.
    public var connectTimeout: Double
    /// Seconds from the start until the first byte of the answer, connecting included; past it
    /// the transfer fails with ``PhotoServiceError/noAnswer(host:seconds:)``.
    public var answerTimeout: Double
    /// Seconds allowed for the whole transfer.
    public var timeout: Double
    /// The body to send (a form-encoded POST); `nil` sends none.
    public var body: Data?
    /// The most body bytes accepted; a longer body fails with ``PhotoServiceError/bodyTooLarge(host:limit:)``.
    public var maxBodyBytes: Int
    /// Seconds a transfer may move (almost) nothing before it fails as stalled.
    public var stallSeconds: Int

    /// Creates a request; the defaults suit API calls (GET, 10 s to connect, an answer begun
    /// within ``NetworkLimits/answerSeconds``, 30 s in all, a body of at most
    /// ``NetworkLimits/apiBodyBytes``, stalled after ``NetworkLimits/stallSeconds``).
    public init(url: URL, method: String = "GET", headers: HTTPHeaderFields = HTTPHeaderFields(),
                connectTimeout: Double = 10, timeout: Double = 30, maxBodyBytes: Int = NetworkLimits.apiBodyBytes,
                stallSeconds: Int = NetworkLimits.stallSeconds, answerTimeout: Double = Double(NetworkLimits.answerSeconds),
                body: Data? = nil) {
        self.answerTimeout = answerTimeout
        self.maxBodyBytes = maxBodyBytes
        self.stallSeconds = stallSeconds
        self.url = url
        self.method = method
        self.headers = headers
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.body = body
    }

    /// Whether repeating the request is harmless.
    public var isIdempotent: Bool { ["GET", "HEAD", "OPTIONS"].contains(method.uppercased()) }
}
