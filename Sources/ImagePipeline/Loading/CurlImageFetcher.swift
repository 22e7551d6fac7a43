import EventStream
import Foundation
import PhotoHTTP
import PhotoModel

/// The image loader's network over the shared libcurl transport: one GET per image, cancelled
/// when the subscription is disposed. Image CDNs need no key, so none is sent.
public final class CurlImageFetcher: ImageDataFetching, @unchecked Sendable {
    private let transport: CurlTransport
    private let headers: HTTPHeaderFields

    /// Creates a fetcher.
    /// - Parameters:
    ///   - transport: the HTTP transport (the shared one in the app).
    ///   - headers: sent with every request (e.g. the User-Agent).
    public init(transport: CurlTransport = .shared, headers: HTTPHeaderFields = HTTPHeaderFields()) {
        self.transport = transport
        self.headers = headers
    }

    public func fetch(_ url: URL) -> Single<Data> {
        Single.create { [transport, headers] single in
            let callback = CrossThreadObserver(single)
            let handle = transport.start(HTTPRequest(url: url, headers: headers, maxBodyBytes: NetworkLimits.imageBodyBytes)) { result in
                switch result {
                case .success(let response) where response.isSuccess:
                    callback.observer(.success(response.body))
                case .success(let response):
                    callback.observer(.failure(response.status >= 500
                        ? PhotoServiceError.serverError(status: response.status)
                        : PhotoServiceError.unexpectedStatus(response.status)))
                case .failure(let error):
                    callback.observer(.failure(error))
                }
            }
            return Disposables.create { handle.cancel() }
        }
    }
}
