/// The filters the overlay edits, in Unsplash's parameter values ("latest", "portrait",
/// "black_and_white"); the app maps them onto the view model's filter type.
struct FilterChoice: Equatable {
    static let orders = ["relevant", "latest"]
    static let orientations: [String?] = [nil, "landscape", "portrait", "squarish"]
    static let colors: [String?] = [nil, "black_and_white", "black", "white", "yellow", "orange", "red",
                                    "purple", "magenta", "green", "teal", "blue"]

    static let licenses: [String?] = [nil, "commercial", "modification"]

    var order = "relevant"
    var orientation: String?
    var color: String?
    /// Openverse's `license_type`.
    var license: String?
    /// The source to switch to (`unsplash`, `openverse`, `offline`); `nil` keeps the current one.
    var source: String?

    /// The filters that differ from the defaults, for the search bar: "latest · portrait ·
    /// black and white"; `nil` when none is on.
    var summary: String? {
        var parts: [String] = []
        if order != Self.orders[0] { parts.append(order) }
        for value in [orientation, color, license.map { "licence: \($0)" }] {
            if let value { parts.append(value.replacingOccurrences(of: "_", with: " ")) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
