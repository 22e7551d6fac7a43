import Foundation
import Logging

/// The JSON coders for Unsplash's payloads, and decoding that names what failed.
public enum UnsplashJSON {
    /// Decodes `type` from `data`; a failure names the endpoint and the field, e.g.
    /// `GET /search/photos: results[3].user.username: missing`.
    ///
    /// Lists of photos and topics are decoded one element at a time: a malformed element is
    /// dropped with a log line naming it, and the rest of the page is kept.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, endpoint: String) throws(PhotoServiceError) -> T {
        do {
            let decoder = makeDecoder()
            let dropped = DroppedElements()
            decoder.userInfo[DroppedElements.key] = dropped
            let value = try decoder.decode(type, from: data)
            for description in dropped.descriptions {
                logger.notice("\(endpoint): dropped one malformed item at \(description)")
            }
            return value
        } catch let error as DecodingError {
            throw .malformedBody(endpoint: endpoint, field: field(of: error), detail: detail(of: error))
        } catch {
            throw .malformedBody(endpoint: endpoint, field: "", detail: "not JSON")
        }
    }

    private static let logger = Logger(label: "photo-tui.json")

    /// Decodes a list, dropping elements that do not decode (see ``decode(_:from:endpoint:)``).
    public static func decodeList<T: Decodable>(_ type: T.Type, from data: Data, endpoint: String) throws(PhotoServiceError) -> [T] {
        try decode([LossyElement<T>].self, from: data, endpoint: endpoint).compactMap(\.value)
    }

    /// A decoder for Unsplash's dates: ISO-8601 with an offset or `Z`, with or without fractions.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDate(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO-8601 date")
            }
            return date
        }
        return decoder
    }

    /// An encoder writing Unsplash's shape: dates as `2024-07-02T16:19:29Z`, keys sorted so
    /// output is stable.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Parses `2015-06-11T09:58:58-04:00`, `2024-07-02T16:19:29Z` or `2024-07-02T16:19:29.123Z`.
    public static func parseDate(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return try? fractional.parse(text)
    }

    private static func field(of error: DecodingError) -> String {
        let (path, key): ([CodingKey], CodingKey?) = {
            switch error {
            case .keyNotFound(let key, let context): return (context.codingPath, key)
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                return (context.codingPath, nil)
            @unknown default: return ([], nil)
            }
        }()
        var text = ""
        for component in path + (key.map { [$0] } ?? []) {
            if let index = component.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + component.stringValue
            }
        }
        return text
    }

    private static func detail(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound: return "missing"
        case .valueNotFound: return "null where a value is required"
        case .typeMismatch(let type, _): return "not a \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : context.debugDescription
        @unknown default: return "undecodable"
        }
    }
}
