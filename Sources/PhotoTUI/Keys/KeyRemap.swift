import Terminal

/// A command given another key by `[keys]` in the config file (`star = "S"`, `down = "n"`).
/// It moves the command's keys in the list, the detail and the overlays; the search box is never
/// touched (it takes every printable key), and the arrows and page keys stay where they are.
struct KeyRemap: Equatable {
    /// The command's name in the config file.
    let name: String
    let key: Key
    /// The config file's line, for a refusal to point at.
    var line: Int?

    init(name: String, key: Key, line: Int? = nil) {
        self.name = name
        self.key = key
        self.line = line
    }

    /// The command this remap moves.
    var command: BrowserCommand? { Self.commands[name] }

    /// The commands `[keys]` may move, by the names the config file uses.
    static let commands: [String: BrowserCommand] = {
        var commands: [String: BrowserCommand] = [
            "open": .openDetail, "back": .closeDetail, "search": .focusSearch, "download": .download,
            "browser": .openInBrowser, "copy-link": .copyLink, "copy-credit": .copyCredit, "star": .toggleFavorite,
            "filters": .showFilters, "grid": .toggleGrid, "retry": .retry, "help": .showHelp, "quit": .quit,
            "photographer": .openPhotographer, "related": .openRelated, "topics": .openTopics, "collections": .openCollections,
            "previous": .back, "pick": .pick, "mark": .toggleMark,
            "reject": .toggleReject, "clear-marks": .clearMarks, "clear-rating": .rate(0),
            "previous-day": .jumpTimeline(.previousDay), "next-day": .jumpTimeline(.nextDay),
            "previous-month": .jumpTimeline(.previousMonth), "next-month": .jumpTimeline(.nextMonth),
        ]
        for stars in 1...5 { commands["rate-\(stars)"] = .rate(stars) }
        for move in ListMove.allCases { commands[move.configName] = .move(move) }
        let fullScreen: [String: BrowserCommand] = [
            "zoom-in": .zoom(.zoomIn), "zoom-out": .zoom(.zoomOut), "zoom-fit": .zoom(.fit), "zoom-fill": .zoom(.fill),
            "zoom-actual": .zoom(.actual), "pan-left": .pan(.left), "pan-down": .pan(.down), "pan-up": .pan(.up),
            "pan-right": .pan(.right), "next-photo": .nextPhoto, "full-screen": .openPhoto, "previous-photo": .previousPhoto, "info": .toggleInfo,
        ]
        commands.merge(fullScreen) { old, _ in old }
        return commands
    }()

    /// Every name, sorted, for messages and the config file's known keys.
    static let names = commands.keys.sorted()

    /// The config file's name for `command` ("star"), or a description when it has none.
    static func name(of command: BrowserCommand) -> String {
        commands.first { $0.value == command }?.key ?? String(describing: command)
    }
}
