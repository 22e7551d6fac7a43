import Foundation
import Logging

/// A log handler that keeps what it is given, for tests that count warnings.
final class LogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var records: [(Logger.Level, String)] = []

    var logger: Logger {
        Logger(label: "test") { _ in Handler(recorder: self) }
    }

    func messages(at level: Logger.Level) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return records.filter { $0.0 == level }.map(\.1)
    }

    fileprivate func record(_ level: Logger.Level, _ message: String) {
        lock.lock()
        records.append((level, message))
        lock.unlock()
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            recorder.record(event.level, event.message.description)
        }
    }
}
