import FlyingSocks
import Logging

/// Sends FlyingFox's own messages to the log file at debug level, never to the terminal
/// (its default logger prints to stdout, which would tear the full-screen browser).
struct ServerLog: FlyingSocks.Logging {
    private let logger = Logger(label: "photo-tui.flyingfox")

    func logDebug(_ debug: @autoclosure () -> String) { logger.trace("\(debug())") }
    func logInfo(_ info: @autoclosure () -> String) { logger.trace("\(info())") }
    func logWarning(_ warning: @autoclosure () -> String) { logger.debug("\(warning())") }
    func logError(_ error: @autoclosure () -> String) { logger.debug("\(error())") }
    func logCritical(_ critical: @autoclosure () -> String) { logger.warning("\(critical())") }
}
