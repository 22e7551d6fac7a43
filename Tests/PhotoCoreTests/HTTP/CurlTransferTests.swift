import CCurl
import Foundation
import Testing
@testable import PhotoCore

@Suite("libcurl failures become typed errors")
struct CurlTransferTests {
    @Test func curlCodesMapToTheTaxonomy() {
        #expect(CurlTransfer.classify(CURLE_COULDNT_RESOLVE_HOST, osErrno: 0, host: "api.unsplash.com") == .dnsFailure(host: "api.unsplash.com"))
        #expect(CurlTransfer.classify(CURLE_COULDNT_CONNECT, osErrno: Int(ECONNREFUSED), host: "h") == .connectionFailed(host: "h"))
        #expect(CurlTransfer.classify(CURLE_COULDNT_CONNECT, osErrno: Int(ENETUNREACH), host: "h") == .offline)
        #expect(CurlTransfer.classify(CURLE_OPERATION_TIMEDOUT, osErrno: 0, host: "h") == .timedOut)
        #expect(CurlTransfer.classify(CURLE_PEER_FAILED_VERIFICATION, osErrno: 0, host: "h") == .tlsFailure(host: "h"))
        #expect(CurlTransfer.classify(CURLE_PARTIAL_FILE, osErrno: 0, host: "h") == .connectionLost)
        #expect(CurlTransfer.classify(CURLE_WRITE_ERROR, osErrno: 0, host: "h", fileWriteFailed: true) == .fileSystem(message: "write failed"))
    }
}
