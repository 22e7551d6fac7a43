import EventStream
import Foundation

/// Moves bytes over HTTP. ``CurlTransport`` is the real one; tests may substitute their own.
///
/// Image bytes go through the same transport as API calls, so they share its connections.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and delivers the complete response (any status). Fails only when no
    /// response came: network errors as ``PhotoServiceError``. Disposing cancels the transfer.
    func send(_ request: HTTPRequest) -> Single<HTTPResponse>

    /// Streams the body into `destination`, a new file created exclusively (never an existing
    /// path), emitting progress and completing when done. A non-2xx answer fails with its
    /// classified ``PhotoServiceError``. Failing or disposing removes the file.
    func download(_ request: HTTPRequest, to destination: URL) -> Observable<DownloadProgress>
}
