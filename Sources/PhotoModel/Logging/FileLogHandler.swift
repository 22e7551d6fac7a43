import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// A swift-log handler that appends lines to a file and never writes to the terminal.
///
/// Every message and metadata value passes through a ``SecretRedactor`` first. Writes are
/// serialized by a mutex so that log calls from the network thread, the
/// work pool and the main loop never interleave within a line. The file is opened with
/// `O_APPEND` and each line is one `write`, so two running instances (or two sinks) sharing the
/// log never overwrite or tear each other's lines: every write lands at the end of the file.
public struct FileLogHandler: LogHandler {
    /// The shared file sink; one per log file, many handlers (one per label) write to it.
    public final class Sink: Sendable {
        /// The file's descriptor, or -1 when it could not be opened; behind the lock, so that a
        /// line's `write` calls (one, unless the disk cuts it short) are never interleaved.
        private let descriptor: Locked<Int32>
        let redactor: SecretRedactor

        /// Opens (creating folders and the file as needed, mode 0600) `url` for appending.
        /// A file that cannot be opened makes a sink that drops everything: logging never fails the app.
        public init(url: URL, redactor: SecretRedactor) {
            self.redactor = redactor
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = Locked(open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600))
        }

        deinit {
            descriptor.withLock { if $0 >= 0 { close($0) } }
        }

        func write(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            descriptor.withLock { descriptor in
                guard descriptor >= 0 else { return }
                var written = 0
                while written < bytes.count {
                    let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { return }  // a full disk: the line is lost, the app goes on
                    written += count
                }
            }
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
        let text = "\(LogTimestamp.string()) \(level) \(label): \(message)" + (fields.isEmpty ? "" : " \(fields)")
        sink.write(sink.redactor.redact(text))
    }
}
