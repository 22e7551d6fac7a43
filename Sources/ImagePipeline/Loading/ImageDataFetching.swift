import Foundation
import EventStream

/// The network as the image loader sees it: bytes for a URL, cancelled on dispose. The app
/// adapts its HTTP transport to this; tests pass a fake.
public protocol ImageDataFetching: AnyObject, Sendable {
    /// The body at `url`; disposing the subscription cancels the transfer.
    func fetch(_ url: URL) -> Single<Data>
}
