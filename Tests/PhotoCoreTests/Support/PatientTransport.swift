import EventStream
import Foundation
@testable import PhotoCore
@testable import PhotoHTTP

/// Curl with a minute, not 15 s, for an answer to begin and for a silence: for servers that render
/// what they send.
struct PatientTransport: HTTPTransport {
    let transport = CurlTransport()

    func send(_ request: HTTPRequest) -> Single<HTTPResponse> {
        transport.send(patient(request))
    }

    func download(_ request: HTTPRequest, to destination: URL) -> Observable<DownloadProgress> {
        transport.download(patient(request), to: destination)
    }

    private func patient(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        request.answerTimeout = 60
        // The low-speed limit runs from the start too: a server silent while it renders would
        // trip it before the answer deadline.
        request.stallSeconds = max(request.stallSeconds, 60)
        return request
    }
}
