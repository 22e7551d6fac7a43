import Foundation
import Logging
import PhotoCore

/// Sends every logger of the process to the log file under the state directory.
enum AppLogging {
    private static let bootstrapped = Locked(false)

    /// Installs the file log handler once per process; later calls do nothing.
    static func bootstrap(_ configuration: Configuration) {
        let first = bootstrapped.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        let redactor = SecretRedactor(secrets: [configuration.source.accessKey].compactMap { $0 })
        let sink = FileLogHandler.Sink(url: URL(fileURLWithPath: configuration.logFile), redactor: redactor)
        let level = configuration.logLevel
        LoggingSystem.bootstrap { label in FileLogHandler(label: label, sink: sink, level: level) }
        Logger(label: "photo-tui").info("started \(PhotoTUIVersion.current): \(configuration)")
    }
}
