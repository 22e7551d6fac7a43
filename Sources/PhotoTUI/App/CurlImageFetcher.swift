import EventStream
import Foundation
import PhotoCore

/// The image loader's network: the shared libcurl transport behind `ImageDataFetching`.
/// Disposing the subscription cancels the transfer.
final class CurlImageFetcher: ImageDataFetching, @unchecked Sendable {
    private let transport: CurlTransport
    private let headers: HTTPHeaderFields

    init(transport: CurlTransport, userAgent: String) {
        self.transport = transport
        headers = HTTPHeaderFields([("User-Agent", userAgent)])
    }

    func fetch(_ url: URL) -> Single<Data> {
        Single.create { [transport, headers] single in
            let handle = transport.start(HTTPRequest(url: url, headers: headers)) { result in
                switch result {
                case .success(let response) where response.isSuccess: single(.success(response.body))
                case .success(let response):
                    single(.failure(ResponseClassifier.error(for: response) ?? PhotoServiceError.unexpectedStatus(response.status)))
                case .failure(let error): single(.failure(error))
                }
            }
            return Disposables.create { handle.cancel() }
        }
    }
}
