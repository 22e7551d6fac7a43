import PhotoDownloads
import PhotoModel

/// Turns a failure into the one line the status bar shows, with what the user can do about it.
///
/// ```swift
/// ErrorMessage.line(for: PhotoServiceError.offline)   // "No connection — press r to retry"
/// ```
public enum ErrorMessage {
    /// One line for `error`; `retryHint` names the key that tries again ("press r to retry"),
    /// and is left out when retrying cannot help (a refused key, a removed photo).
    public static func line(for error: Error, retryHint: String = "press r to retry") -> String {
        if let placement = error as? DownloadPlacementError { return line(for: placement) }
        guard let error = error as? PhotoServiceError else { return "Something went wrong — \(retryHint)" }
        let hint = " — \(retryHint)"
        switch error {
        case .rateLimited(let limit?):
            return "Rate limit reached (\(limit.remaining) of \(limit.limit) left this hour)\(hint) later"
        case .rateLimited(nil):
            return "Rate limit reached\(hint) later"
        case .offline: return "No connection\(hint)"
        case .dnsFailure(let host): return "Cannot find the server \(clean(host))\(hint)"
        case .connectionFailed(let host): return "Cannot connect to \(clean(host))\(hint)"
        case .timedOut: return "The server took too long to answer\(hint)"
        case .tlsFailure(let host): return "No secure connection to \(clean(host))\(hint)"
        case .connectionLost: return "The connection broke\(hint)"
        case .unauthorized: return "The access key was refused — check UNSPLASH_ACCESS_KEY"
        case .forbidden(let message): return "Access denied\(detail(message))\(hint)"
        case .notFound: return "Not found on the server"
        case .gone: return "This photo has been removed"
        case .serverError(let status): return "The server failed (HTTP \(status))\(hint)"
        case .unexpectedStatus(let status): return "Unexpected answer from the server (HTTP \(status))\(hint)"
        case .malformedBody: return "The server's answer could not be read\(hint)"
        case .transport(let code, _): return "Network error \(code)\(hint)"
        case .fileSystem(let message): return "Could not save the file\(detail(message))"
        case .badRequest(let message): return "The server rejected the request\(detail(message))"
        case .refused(let message): return "The server refused the request\(detail(message))"
        case .throttled(let retryAfter?, _) where PhotoServiceError.isDailyBudget(retryAfter: retryAfter):
            return "Daily request budget used up — try again in \(PhotoServiceError.waitText(retryAfter)) or set [openverse] client_id"
        case .throttled(let retryAfter?, _): return "Too many requests — wait \(PhotoServiceError.waitText(retryAfter)), then press r"
        case .throttled(nil, _): return "Too many requests\(hint) later"
        case .bodyTooLarge(let host, let limit): return "Answer from \(clean(host)) over \(limit >> 20) MB, cut off"
        case .stalled(let host, let seconds): return "No data from \(clean(host)) for \(seconds) s\(hint)"
        case .noAnswer(let host, let seconds): return "No answer from \(clean(host)) in \(seconds) s\(hint)"
        }
    }

    /// Short enough for the status bar: the file's name, not its whole path.
    private static func line(for error: DownloadPlacementError) -> String {
        func name(_ path: String) -> String { clean(path.split(separator: "/").last.map(String.init) ?? path) }
        switch error {
        case .exists(let path): return "\(name(path)) already exists; not replaced"
        case .notRegularFile(let path, let kind): return "\(name(path)) is a \(kind); not replaced"
        case .fileSystem(let path, let message): return "Could not save \(name(path))\(detail(message))"
        }
    }

    private static func detail(_ message: String) -> String {
        let text = clean(message)
        return text.isEmpty ? "" : ": \(text)"
    }

    /// Server and file-system text is untrusted: no control characters, no escape sequences,
    /// one short line.
    private static func clean(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Character in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format ? " " : Character(scalar)
        }
        let line = String(scalars).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}
