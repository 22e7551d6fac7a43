import Foundation

/// One element of a list that may fail to decode on its own: a malformed photo drops that photo
/// (recorded in the decoder's ``DroppedElements``, which the caller logs), not the whole page.
struct LossyElement<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: Decoder) throws {
        do {
            value = try Value(from: decoder)
        } catch {
            value = nil
            (decoder.userInfo[DroppedElements.key] as? DroppedElements)?.record(at: decoder.codingPath, error)
        }
    }
}

/// What ``LossyElement`` dropped while one body was decoded.
final class DroppedElements: Sendable {
    static let key = CodingUserInfoKey(rawValue: "photo-tui.dropped")!
    private let recorded = Locked<[String]>([])

    /// One line per dropped element: where it was and why.
    var descriptions: [String] { recorded.withLock { $0 } }

    func record(at path: [CodingKey], _ error: Error) {
        let place = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let reason: String
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: reason = "\(key.stringValue) missing"
        case .typeMismatch(let type, let context)?: reason = "\(context.codingPath.last?.stringValue ?? "value") not a \(type)"
        case .valueNotFound(_, let context)?: reason = "\(context.codingPath.last?.stringValue ?? "value") is null"
        case .dataCorrupted(let context)?: reason = "\(context.codingPath.last?.stringValue ?? "value"): \(context.debugDescription)"
        default: reason = "undecodable"
        }
        recorded.withLock { $0.append("\(place): \(reason)") }
    }
}
