import ArgumentParser
import PhotoCore

/// --color of `search`: the search's colour filter; its values come from `allCases` (SettingChoice).
extension SearchQuery.Color: ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "a colour filter" }
}
