import Terminal

/// A command of the list and the detail given another key by `[keys]` in the config file
/// (`star = "S"`).
struct KeyRemap: Equatable {
    /// The command's name in the config file.
    let name: String
    let key: Key

    /// The commands `[keys]` may move, by the names the config file uses.
    static let commands: [String: BrowserCommand] = [
        "open": .openDetail, "back": .closeDetail, "search": .focusSearch, "download": .download,
        "browser": .openInBrowser, "copy-link": .copyLink, "copy-credit": .copyCredit, "star": .toggleFavorite,
        "filters": .showFilters, "grid": .toggleGrid, "retry": .retry, "help": .showHelp, "quit": .quit,
        "photographer": .openPhotographer, "related": .openRelated, "topics": .openTopics, "collections": .openCollections,
        "previous": .back,
    ]
}
