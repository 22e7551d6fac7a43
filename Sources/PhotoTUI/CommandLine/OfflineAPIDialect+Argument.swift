import ArgumentParser
import PhotoCore

/// `serve --api`: the API the offline library speaks; its values come from `allCases` (SettingChoice).
extension OfflineAPIDialect: ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "an API" }
}
