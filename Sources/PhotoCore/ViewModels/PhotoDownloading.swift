import EventStream
import Foundation

/// Downloads a file with progress; the app adapts the HTTP transport's download-to-file to it
/// (`transport.download(HTTPRequest(url: url), to: destination)`), tests script it.
public protocol PhotoDownloading {
    /// Downloads `url` into the file `destination` when subscribed.
    ///
    /// Sends progress as it goes and completes once `destination` holds the whole body; fails with
    /// a ``PhotoServiceError`` otherwise. Disposing the subscription cancels the transfer. Events
    /// may arrive on any thread.
    func download(_ url: URL, to destination: URL) -> Observable<DownloadProgress>
}
