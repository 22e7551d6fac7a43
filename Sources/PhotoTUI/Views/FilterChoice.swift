import PhotoCore

/// The filters the overlay edits, in the sources' parameter values ("latest", "date",
/// "portrait", "black_and_white"); the app maps them onto the view model's filter type. The
/// orders offered and the default are the source's (``SourceTraits/orders``).
struct FilterChoice: Equatable {
    static let orientations: [String?] = [nil, "landscape", "portrait", "squarish"]
    static let colors: [String?] = [nil, "black_and_white", "black", "white", "yellow", "orange", "red",
                                    "purple", "magenta", "green", "teal", "blue"]

    static let licenses: [String?] = [nil, "commercial", "modification"]

    /// The order when none is chosen (the source's first).
    var defaultOrder = SearchOrder.relevant.rawValue
    var order = SearchOrder.relevant.rawValue
    var orientation: String?
    var color: String?
    /// Openverse's `license_type`.
    var license: String?
    /// The source to switch to; `nil` keeps the current one.
    var source: SourceOption?
    /// Which photos show by their stars and rejects (every source: applied to the rows).
    var rating = RatingFilter.any

    /// The choice of a source (its default order), with these values chosen.
    init(traits: SourceTraits? = nil, order: String? = nil, orientation: String? = nil, color: String? = nil, license: String? = nil) {
        if let traits { defaultOrder = traits.defaultOrder.rawValue }
        self.order = order ?? defaultOrder
        self.orientation = orientation
        self.color = color
        self.license = license
    }

    /// The filters that differ from the defaults, for the search bar: "latest · portrait ·
    /// black and white"; `nil` when none is on.
    var summary: String? {
        var parts: [String] = []
        if order != defaultOrder { parts.append(SearchOrder(rawValue: order)?.displayName ?? order) }
        for value in [orientation, color, license.map { "licence: \($0)" }] {
            if let value { parts.append(value.replacingOccurrences(of: "_", with: " ")) }
        }
        if let rating = rating.summary { parts.append(rating) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
