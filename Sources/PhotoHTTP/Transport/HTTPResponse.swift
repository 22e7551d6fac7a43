import Foundation

/// A complete HTTP response: status, headers of the final response (after redirects) and body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaderFields
    public var body: Data
    /// The address that answered, after redirects.
    public var url: URL?
    /// `1.1`, `2` …, as libcurl reports it.
    public var httpVersion: String?
    /// Whether the transfer went over a connection that was already open (keep-alive).
    public var reusedConnection: Bool = false

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaderFields = HTTPHeaderFields(), body: Data = Data(), url: URL? = nil, httpVersion: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
        self.httpVersion = httpVersion
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
