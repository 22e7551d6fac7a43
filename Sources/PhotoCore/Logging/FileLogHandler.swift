import Foundation
import Logging

/// A swift-log handler that appends lines to a file and never writes to the terminal.
///
/// Every message and metadata value passes through a ``SecretRedactor`` first. Writes are
/// serialized by a mutex so that log calls from the network thread, the
/// work pool and the main loop never interleave within a line.
public struct FileLogHandler: LogHandler {
    /// The shared file sink; one per log file, many handlers (one per label) write to it.
    public final class Sink: @unchecked Sendable {
        private let handle: Locked<FileHandle?>
        let redactor: SecretRedactor

        /// Opens (creating folders and the file as needed) `url` for appending.
        /// A file that cannot be opened makes a sink that drops everything: logging never fails the app.
        public init(url: URL, redactor: SecretRedactor) {
            self.redactor = redactor
            let manager = FileManager.default
            try? manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !manager.fileExists(atPath: url.path) {
                _ = manager.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            let file = try? FileHandle(forWritingTo: url)
            _ = try? file?.seekToEnd()
            handle = Locked(file)
        }

        func write(_ line: String) {
            guard let data = (line + "\n").data(using: .utf8) else { return }
            handle.withLock { _ = try? $0?.write(contentsOf: data) }
        }
    }

    private let label: String
    private let sink: Sink
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level

    /// Creates a handler for one logger label writing into `sink` at `level` and above.
    public init(label: String, sink: Sink, level: Logger.Level) {
        self.label = label
        self.sink = sink
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let level = event.level, message = event.message
        var merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        if let error = event.error { merged["error"] = "\(error)" }
        let fields = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let timestamp = ISO8601DateFormatter.string(
            from: Date(), timeZone: .current, formatOptions: [.withInternetDateTime, .withFractionalSeconds])
        let text = "\(timestamp) \(level) \(label): \(message)" + (fields.isEmpty ? "" : " \(fields)")
        sink.write(sink.redactor.redact(text))
    }
}
