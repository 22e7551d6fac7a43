import EventStream
import Foundation
import PhotoHTTP

/// Downloads a file with progress; the app adapts the HTTP transport's download-to-file to it
/// (`transport.download(HTTPRequest(url: url), to: destination)`), tests script it.
public protocol PhotoDownloading {
    /// Downloads `url` into `destination`, a new file (created exclusively), when subscribed.
    ///
    /// Sends progress as it goes and completes once `destination` holds the whole body; fails with
    /// a ``PhotoServiceError`` otherwise, removing the file. Disposing the subscription cancels the transfer
    /// and removes the file. Events
    /// may arrive on any thread.
    func download(_ url: URL, to destination: URL) -> Observable<DownloadProgress>
}
