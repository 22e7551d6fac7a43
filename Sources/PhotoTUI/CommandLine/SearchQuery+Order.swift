import ArgumentParser
import PhotoCore

/// --order-by: how search results are ordered (a source takes only some); its values come from `allCases` (SettingChoice).
extension SearchQuery.Order: ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "an order" }
}
