import EventStream
import Foundation
@testable import PhotoCore

/// Curl with a minute, not 15 s, for an answer to begin: for servers that render what they send.
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
        return request
    }
}
