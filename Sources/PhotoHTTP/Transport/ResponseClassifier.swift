import Foundation
import PhotoModel

/// Turns an HTTP response that is not a success into a ``PhotoServiceError``.
public enum ResponseClassifier {
    /// The error for `response`, or `nil` when it is a success.
    public static func error(for response: HTTPResponse) -> PhotoServiceError? {
        let status = response.status
        if response.isSuccess { return nil }
        let rateLimit = RateLimit(header: { response.headers[$0] })
        switch status {
        case 401: return .unauthorized
        case 429: return .rateLimited(rateLimit)
        case 403:
            if rateLimit?.isExhausted == true || isRateLimitBody(response.body) { return .rateLimited(rateLimit) }
            return .forbidden(message: message(in: response.body))
        case 404: return .notFound(message: message(in: response.body))
        case 410: return .gone
        case 500..<600: return .serverError(status: status)
        default: return .unexpectedStatus(status)
        }
    }

    /// Whether `body` is Unsplash's plain-text `Rate Limit Exceeded` answer.
    public static func isRateLimitBody(_ body: Data) -> Bool {
        guard body.count < 512, let text = String(data: body, encoding: .utf8) else { return false }
        return text.lowercased().contains("rate limit exceeded")
    }

    /// The messages of an `{"errors": [...]}` body, joined, or "" when the body is not one.
    public static func message(in body: Data) -> String {
        guard let decoded = try? JSONDecoder().decode(APIErrorBody.self, from: body) else { return "" }
        return String(decoded.errors.joined(separator: "; ").prefix(200))
    }
}
