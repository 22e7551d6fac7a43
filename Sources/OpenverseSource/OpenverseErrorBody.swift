import Foundation

/// An Openverse error body: `{"detail": "…"}` or `{"detail": {"field": ["message", …]}}` (400),
/// and the older `{"error": "InputError", "detail": "…", "fields": [...]}`.
public struct OpenverseErrorBody: Decodable, Sendable, Equatable {
    /// The messages, one per line of the `detail` (field messages as `field: message`).
    public var messages: [String]

    private enum CodingKeys: String, CodingKey { case detail, error }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try? c.decode(String.self, forKey: .detail) {
            messages = [text]
        } else if let fields = try? c.decode([String: [String]].self, forKey: .detail) {
            messages = fields.keys.sorted().flatMap { key in fields[key]!.map { "\(key): \($0)" } }
        } else if let fields = try? c.decode([String: String].self, forKey: .detail) {
            messages = fields.keys.sorted().map { "\($0): \(fields[$0]!)" }
        } else if let error = try? c.decode(String.self, forKey: .error) {
            messages = [error]
        } else {
            throw DecodingError.keyNotFound(CodingKeys.detail, .init(codingPath: [], debugDescription: "no detail"))
        }
    }

    /// The messages of `body` joined into one line (at most 200 characters), or "" when it is not
    /// such a body (a Cloudflare HTML page, for one).
    public static func message(in body: Data) -> String {
        guard let decoded = try? JSONDecoder().decode(OpenverseErrorBody.self, from: body) else { return "" }
        return String(decoded.messages.joined(separator: "; ").prefix(200))
    }
}
