/// What the list shows: a search for `text` with `filters`, or the home feed when `text` is empty.
struct SearchKey: Equatable {
    var text: String
    var filters: SearchFilters

    var isHome: Bool { text.isEmpty }
}
