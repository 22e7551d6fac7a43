import ArgumentParser
import Logging

/// `--log-level` (`PHOTO_TUI_LOG_LEVEL`, `log_level`): what the log file records.
extension Logger.Level: @retroactive ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "a log level" }
}
