import Foundation
import PhotoModel

/// A response of the offline library before it goes on the wire.
struct OfflineAnswer: Sendable {
    var status: Int
    var headers: [(String, String)]
    var body: Data
    /// JSON from the API (counts toward the rate limit) rather than image bytes.
    var isAPI: Bool
    var isJPEG: Bool { headers.contains { $0.0 == "Content-Type" && $0.1 == "image/jpeg" } }

    static func json(_ status: Int, _ body: Data, headers: [(String, String)] = []) -> OfflineAnswer {
        OfflineAnswer(status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers, body: body, isAPI: true)
    }

    static func errors(_ status: Int, _ messages: [String]) -> OfflineAnswer {
        json(status, (try? JSONEncoder().encode(APIErrorBody(errors: messages))) ?? Data())
    }
}
