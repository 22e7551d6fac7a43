import EventStream
import Foundation
import PhotoCore

/// The download view model's `PhotoDownloading` over the HTTP transport's download-to-file.
final class TransportDownloader: PhotoDownloading {
    private let transport: HTTPTransport
    private let userAgent: String

    init(transport: HTTPTransport, userAgent: String = PhotoTUIVersion.userAgent) {
        self.transport = transport
        self.userAgent = userAgent
    }

    func download(_ url: URL, to destination: URL) -> Observable<DownloadProgress> {
        transport.download(HTTPRequest(url: url, headers: HTTPHeaderFields([("User-Agent", userAgent)])), to: destination)
    }
}
