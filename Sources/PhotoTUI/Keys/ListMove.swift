/// A move through a list, the grid, the help or the filters: a command of the key table like any
/// other (lazygit's `prevItem`/`nextItem`), so `[keys]` can put it on other keys. Each place
/// carries it out with its own verbs; none of them reads keys.
enum ListMove: String, CaseIterable, Equatable {
    case up, down
    case pageUp = "page_up"
    case pageDown = "page_down"
    case first, last, left, right

    /// The name `[keys]` uses (`page_down = "n"`).
    var configName: String { rawValue }
}
