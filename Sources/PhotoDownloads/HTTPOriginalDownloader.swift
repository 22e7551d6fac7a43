import EventStream
import Foundation
import PhotoHTTP
import PhotoModel

/// ``PhotoDownloading`` over an ``HTTPTransport``: originals are streamed to disk with the
/// download limits (``NetworkLimits/downloadBodyBytes``, ten minutes in all, stalled after
/// ``NetworkLimits/stallSeconds``). Image CDNs need no key, so none is sent.
public final class HTTPOriginalDownloader: PhotoDownloading, @unchecked Sendable {
    private let transport: HTTPTransport
    private let userAgent: String

    /// Creates the downloader.
    public init(transport: HTTPTransport, userAgent: String = PhotoTUIVersion.userAgent) {
        self.transport = transport
        self.userAgent = userAgent
    }

    /// The request for an original at `url`.
    public func request(for url: URL) -> HTTPRequest {
        HTTPRequest(url: url, headers: HTTPHeaderFields([("User-Agent", userAgent)]), timeout: 600,
                    maxBodyBytes: NetworkLimits.downloadBodyBytes)
    }

    public func download(_ url: URL, to destination: URL) -> Observable<DownloadProgress> {
        transport.download(request(for: url), to: destination)
    }
}
