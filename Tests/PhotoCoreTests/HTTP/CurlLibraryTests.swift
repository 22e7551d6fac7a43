import CCurl
import Foundation
import Testing
@testable import PhotoCore

/// libcurl opened on first use: a failure names the library and why, and the process's copy
/// works as the linked library did.
@Suite("libcurl loaded with dlopen")
struct CurlLibraryTests {
    @Test func aLibraryThatIsNotInstalledIsNamedWithTheLoadersWords() {
        guard case .failure(let failure) = CurlLibrary.load("libphoto-tui-no-such-library.so.9") else {
            Issue.record("loaded a library that does not exist")
            return
        }
        #expect(failure.library == "libphoto-tui-no-such-library.so.9")
        #expect(failure.reason.contains("libphoto-tui-no-such-library.so.9") && failure.reason.contains("No such file"), "\(failure.reason)")
        #expect(failure.description.hasPrefix("libcurl could not be loaded (libphoto-tui-no-such-library.so.9): "))
    }

    @Test func aLibraryWithoutLibcurlsFunctionsNamesTheFirstMissingOne() {
        // zlib is there wherever photo-tui runs (kitty's images are compressed with it).
        guard case .failure(let failure) = CurlLibrary.load("libz.so.1") else {
            Issue.record("zlib passed for libcurl")
            return
        }
        #expect(failure == CurlLoadFailure(library: "libz.so.1", reason: "curl_global_init"))
    }

    @Test func theProcessesLibcurlLoadsAndSpeaksForItsCodes() throws {
        _ = try CurlLibrary.shared.get()
        #expect(CurlLibrary.errorText(CURLE_COULDNT_RESOLVE_HOST) == "Couldn't resolve host name")
        #expect(CurlTransfer.classify(CURLE_UNSUPPORTED_PROTOCOL, osErrno: 0, host: "h")
            == .transport(code: Int(CURLE_UNSUPPORTED_PROTOCOL.rawValue), message: "Unsupported protocol"))
    }
}
