import ArgumentParser
import PhotoCore

/// --orientation: the search's orientation filter; its values come from `allCases` (SettingChoice).
extension SearchQuery.Orientation: ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "an orientation" }
}
