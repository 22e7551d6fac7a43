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
}
