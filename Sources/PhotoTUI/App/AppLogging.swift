import Foundation
import Logging
import PhotoCore

/// Sends every logger of the process to the log file under the state directory.
enum AppLogging {
    private static let once = NSLock()
    nonisolated(unsafe) private static var bootstrapped = false

    /// Installs the file log handler once per process; later calls do nothing.
    static func bootstrap(_ configuration: Configuration) {
        once.lock()
        defer { once.unlock() }
        guard !bootstrapped else { return }
        bootstrapped = true
        let redactor = SecretRedactor(secrets: [configuration.source.accessKey].compactMap { $0 })
        let sink = FileLogHandler.Sink(url: URL(fileURLWithPath: configuration.logFile), redactor: redactor)
        let level = configuration.logLevel
        LoggingSystem.bootstrap { label in FileLogHandler(label: label, sink: sink, level: level) }
        Logger(label: "photo-tui").info("started \(PhotoTUIVersion.current): \(configuration)")
    }
}
