import Terminal

/// The browser's keys as one table (key, context, command, help text). `KeyTable` reads it for
/// the lookup, the help overlay and the status-line hints, so they cannot disagree.
///
/// The grammar: the browser starts in the list; `/` goes to the search box, where every printable
/// key types (no letter acts there) and Esc leaves; Ctrl-C quits from anywhere. Moving is a
/// command like any other (`up`, `down`, `page_up`, `page_down`, `first`, `last`, `left`,
/// `right`): the letters are `[keys]`' to move, the arrows and page keys stay (`isFixed`).
enum KeyMap {
    static let everywhere = Set(KeyContext.allCases)
    static let browsing: Set<KeyContext> = [.list, .detail]
    /// Where up, down, pages and ends move something: the list and the detail move the selection,
    /// the help scrolls.
    private static let moving: Set<KeyContext> = [.list, .detail, .help]

    static let table: [KeyBinding] = searchBox + navigation + listAndDetail + culling + overlays + fullScreen + duplicates

    /// The search box: it takes every printable key (`KeyTable` sends them to `.edit` before
    /// reading these rows), so only control and named keys are bound here.
    private static let searchBox: [KeyBinding] = [
        KeyBinding(patterns: [.anyKey], contexts: [.search], action: .edit, label: "type",
                   help: "search as you type", section: .search),
        KeyBinding(patterns: [.key(.enter)], contexts: [.search], action: .run(.submitSearch), label: "Enter",
                   help: "search at once", section: .search, hint: "⏎ search"),
        KeyBinding(patterns: [.key(.ctrl("u"))], contexts: [.search], action: .run(.clearSearch), label: "Ctrl-U",
                   help: "clear the search", section: .search, hint: "^U clear"),
        KeyBinding(patterns: [.key(.escape), .key(.tab)], contexts: [.search], action: .run(.focusList),
                   label: "Esc Tab", help: "back to the list", section: .search, hint: "Esc list", isEssentialHint: true),
        KeyBinding(patterns: [.key(.up)], contexts: [.search], action: .run(.historyBack), label: "↑ ↓ ^R",
                   help: "past searches", section: .search),
        KeyBinding(patterns: [.key(.down)], contexts: [.search], action: .run(.historyForward), label: "↓"),
        KeyBinding(patterns: [.key(.ctrl("r"))], contexts: [.search], action: .run(.historySearch), label: "Ctrl-R"),
        KeyBinding(patterns: [.key(.pageUp)], contexts: [.search], action: .run(.move(.pageUp)), label: "PgUp", isFixed: true),
        KeyBinding(patterns: [.key(.pageDown)], contexts: [.search], action: .run(.move(.pageDown)), label: "PgDn", isFixed: true),
        // Editing keys the text field handles itself: listed for the help only.
        KeyBinding(patterns: [], contexts: [], action: .edit, label: "Ctrl-A/E", help: "start, end of text", section: .search),
        KeyBinding(patterns: [], contexts: [], action: .edit, label: "Ctrl-W/K", help: "delete word, to end", section: .search),
    ]

    /// Moving: the letters (`[keys]` moves them), then the arrows and page keys, which stay.
    private static let navigation: [KeyBinding] = [
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "", help: "move", section: .list,
                   helpCommands: [.move(.up), .move(.down)]),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "", help: "page", section: .list,
                   helpCommands: [.move(.pageUp), .move(.pageDown)]),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "", help: "first, last", section: .list,
                   helpCommands: [.move(.first), .move(.last)]),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "", help: "left, right (grid)", section: .list,
                   helpCommands: [.move(.left), .move(.right)]),
        KeyBinding(patterns: [.key(.character("k"))], contexts: moving.union([.filters]), action: .run(.move(.up)), label: "k"),
        KeyBinding(patterns: [.key(.character("j"))], contexts: moving.union([.filters]), action: .run(.move(.down)), label: "j"),
        KeyBinding(patterns: [.key(.ctrl("u"))], contexts: moving, action: .run(.move(.pageUp)), label: "Ctrl-U"),
        KeyBinding(patterns: [.key(.ctrl("d"))], contexts: moving, action: .run(.move(.pageDown)), label: "Ctrl-D"),
        KeyBinding(patterns: [.key(.character("g"))], contexts: moving, action: .run(.move(.first)), label: "g"),
        KeyBinding(patterns: [.key(.character("G"))], contexts: moving, action: .run(.move(.last)), label: "G"),
        KeyBinding(patterns: [.key(.character("h"))], contexts: [.list, .filters], action: .run(.move(.left)), label: "h"),
        KeyBinding(patterns: [.key(.character("l"))], contexts: [.list, .filters], action: .run(.move(.right)), label: "l"),
        KeyBinding(patterns: [.key(.up)], contexts: moving, action: .run(.move(.up)), label: "↑", isFixed: true),
        KeyBinding(patterns: [.key(.down)], contexts: moving, action: .run(.move(.down)), label: "↓", isFixed: true),
        KeyBinding(patterns: [.key(.pageUp)], contexts: moving, action: .run(.move(.pageUp)), label: "PgUp", isFixed: true),
        KeyBinding(patterns: [.key(.pageDown)], contexts: moving, action: .run(.move(.pageDown)), label: "PgDn", isFixed: true),
        KeyBinding(patterns: [.key(.home)], contexts: moving, action: .run(.move(.first)), label: "Home", isFixed: true),
        KeyBinding(patterns: [.key(.end)], contexts: moving, action: .run(.move(.last)), label: "End", isFixed: true),
        KeyBinding(patterns: [.key(.left)], contexts: [.list], action: .run(.move(.left)), label: "←", isFixed: true),
        KeyBinding(patterns: [.key(.right)], contexts: [.list], action: .run(.move(.right)), label: "→", isFixed: true),
        // The filters: ↑↓ choose a row, ←→ change its value (Tab and Space too).
        KeyBinding(patterns: [.key(.up)], contexts: [.filters], action: .run(.move(.up)), label: "↑", hint: "↑↓ choose",
                   isFixed: true),
        KeyBinding(patterns: [.key(.down), .key(.tab)], contexts: [.filters], action: .run(.move(.down)), label: "↓", isFixed: true),
        KeyBinding(patterns: [.key(.left)], contexts: [.filters], action: .run(.move(.left)), label: "←", hint: "←→ change",
                   isFixed: true),
        KeyBinding(patterns: [.key(.right), .key(.character(" "))], contexts: [.filters], action: .run(.move(.right)), label: "→",
                   isFixed: true),
        // The mouse, wherever the list shows.
        KeyBinding(patterns: [.anyMouse], contexts: [.search, .list, .detail], action: .pointer, label: "wheel click",
                   help: "scroll, select, open", section: .list),
    ]

    /// What to do with the photo, and where to go from it.
    private static let listAndDetail: [KeyBinding] = [
        KeyBinding(patterns: [.key(.character("v"))], contexts: [.list], action: .run(.toggleGrid), label: "v",
                   help: "grid of thumbnails", section: .list),
        KeyBinding(patterns: [.key(.enter)], contexts: [.list], action: .run(.openDetail), label: "Enter",
                   help: "open full screen", section: .list, hint: "⏎ open", purpose: .browsing),
        KeyBinding(patterns: [.key(.enter)], contexts: browsing, action: .run(.pick), label: "Enter",
                   help: "print it and exit", section: .list, hint: "⏎ pick", isEssentialHint: true,
                   purpose: .picking),
        KeyBinding(patterns: [.key(.tab)], contexts: [.list], action: .run(.toggleMark), label: "Tab", hint: "Tab mark"),
        KeyBinding(patterns: [.key(.escape)], contexts: [.list], action: .run(.cancelPick), label: "Esc",
                   help: "cancel: exit 1", section: .list, hint: "Esc cancel", isEssentialHint: true,
                   purpose: .picking),
        KeyBinding(patterns: [.key(.escape)], contexts: [.detail], action: .run(.closeDetail), label: "Esc",
                   help: "back to the list", section: .list, hint: "Esc back", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("/"))], contexts: browsing, action: .run(.focusSearch), label: "/",
                   help: "edit the search", section: .list, hint: "/ search"),
        KeyBinding(patterns: [.key(.character("s"))], contexts: browsing, action: .run(.toggleFavorite), label: "s",
                   help: "star it (favourites)", section: .list, hint: "s star"),
        KeyBinding(patterns: [.key(.character("d"))], contexts: browsing, action: .run(.download), label: "d",
                   help: "download original", section: .list, hint: "d download"),
        KeyBinding(patterns: [.key(.character("o"))], contexts: browsing, action: .run(.openInBrowser), label: "o",
                   help: "open in the browser", section: .list),
        KeyBinding(patterns: [.key(.character("y"))], contexts: browsing, action: .run(.copyLink), label: "y",
                   help: "copy the link", section: .list),
        KeyBinding(patterns: [.key(.character("Y"))], contexts: browsing, action: .run(.copyCredit), label: "Y",
                   help: "copy the credit line", section: .list),
        KeyBinding(patterns: [.key(.character("f"))], contexts: browsing, action: .run(.showFilters), label: "f",
                   help: "filters, source", section: .list, hint: "f filters"),
        KeyBinding(patterns: [.key(.character("a"))], contexts: browsing, action: .run(.openPhotographer), label: "a m",
                   help: "photographer, similar", section: .list, soloHelp: "the photographer's photos",
                   sharesLineWith: .openRelated),
        KeyBinding(patterns: [.key(.character("m"))], contexts: browsing, action: .run(.openRelated), label: "m",
                   section: .list, soloHelp: "similar photos"),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "", help: "jump by day, month", section: .list,
                   helpCommands: [.jumpTimeline(.previousDay), .jumpTimeline(.nextDay), .jumpTimeline(.previousMonth), .jumpTimeline(.nextMonth)]),
        KeyBinding(patterns: [.key(.character("["))], contexts: browsing, action: .run(.jumpTimeline(.previousDay)), label: "["),
        KeyBinding(patterns: [.key(.character("]"))], contexts: browsing, action: .run(.jumpTimeline(.nextDay)), label: "]"),
        KeyBinding(patterns: [.key(.character("{"))], contexts: browsing, action: .run(.jumpTimeline(.previousMonth)), label: "{"),
        KeyBinding(patterns: [.key(.character("}"))], contexts: browsing, action: .run(.jumpTimeline(.nextMonth)), label: "}"),
        KeyBinding(patterns: [.key(.character("t"))], contexts: browsing, action: .run(.openTopics), label: "t c",
                   help: "topics, collections", section: .list, hint: "t topics", soloHelp: "topics",
                   sharesLineWith: .openCollections),
        KeyBinding(patterns: [.key(.character("c"))], contexts: browsing, action: .run(.openCollections), label: "c",
                   section: .list, soloHelp: "collections"),
        KeyBinding(patterns: [.key(.escape), .key(.backspace)], contexts: [.list], action: .run(.back), label: "Esc ⌫",
                   help: "previous list", section: .list, hint: "Esc back", isEssentialHint: true, purpose: .browsing),
        KeyBinding(patterns: [.key(.character("r"))], contexts: browsing, action: .run(.retry), label: "r",
                   help: "retry after an error", section: .list),
        KeyBinding(patterns: [.key(.character("?"))], contexts: browsing, action: .run(.showHelp), label: "?",
                   help: "this help", section: .list, hint: "? help", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("q"))], contexts: browsing, action: .run(.quit), label: "q",
                   help: "quit", section: .list, hint: "q quit", isEssentialHint: true),
        KeyBinding(patterns: [.key(.ctrl("c"))], contexts: everywhere, action: .run(.quitNow), label: "Ctrl-C",
                   help: "quit from anywhere", section: .list),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "Ctrl-Z", help: "suspend; fg resumes", section: .list),
    ]

    /// Going through a shoot: stars 1 to 5 and rejects, kept in the library (`Tab` marks, above).
    /// Full-screen, `0` is the zoom's: the photo's own number again clears its rating there.
    /// Their help is two short lines (the 80×24 help has room for no more).
    private static let culling: [KeyBinding] = [
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "1-5 0 x", help: "rate, clear, reject", section: .list),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "Tab U", help: "mark, unmark all", section: .list),
    ] + (1...5).map { stars in
        KeyBinding(patterns: [.key(.character(Character(String(stars))))], contexts: browsing, action: .run(.rate(stars)), label: "\(stars)")
    } + [
        KeyBinding(patterns: [.key(.character("0"))], contexts: [.list], action: .run(.rate(0)), label: "0"),
        KeyBinding(patterns: [.key(.character("x"))], contexts: browsing, action: .run(.toggleReject), label: "x"),
        KeyBinding(patterns: [.key(.character("U"))], contexts: [.list], action: .run(.clearMarks), label: "U"),
    ]

    /// The overlays take every key: the help scrolls with the moving keys and closes on any other.
    private static let overlays: [KeyBinding] = [
        KeyBinding(patterns: [], contexts: [.help], action: .run(.move(.down)), label: "↑ ↓", hint: "↑↓ scroll"),
        KeyBinding(patterns: [.anyKey], contexts: [.help], action: .run(.dismissOverlay), label: "any key", hint: "any other key closes"),
        KeyBinding(patterns: [.key(.escape), .key(.character("q"))], contexts: [.filters], action: .run(.dismissOverlay),
                   label: "Esc", hint: "Esc cancel", isEssentialHint: true),
        KeyBinding(patterns: [.key(.enter)], contexts: [.filters], action: .run(.applyFilters), label: "Enter",
                   hint: "⏎ apply", isEssentialHint: true),
    ]

    /// Where the zoom keys and `n` `p` work: the full-screen photo, and the Duplicates screen's
    /// full-screen member (where `h j k l` pan a zoomed member too).
    private static let zooming: Set<KeyContext> = [.photo, .duplicates]

    /// The full-screen photo (`z` from the list or the detail, Enter on the detail): zoom, pan,
    /// the next photo, the strip, and the culling keys (`0` fits here: the same number clears a rating).
    private static let fullScreen: [KeyBinding] = [
        KeyBinding(patterns: [.key(.character("z"))], contexts: browsing, action: .run(.openPhoto), label: "z",
                   help: "full-screen, zoom", section: .list, purpose: .browsing),
        KeyBinding(patterns: [.key(.character("+"))], contexts: zooming, action: .run(.zoom(.zoomIn)), label: "+ -",
                   help: "zoom in, out", section: .fullScreen),
        KeyBinding(patterns: [.key(.character("-"))], contexts: zooming, action: .run(.zoom(.zoomOut)), label: "-"),
        KeyBinding(patterns: [.key(.character("0"))], contexts: zooming, action: .run(.zoom(.fit)), label: "0",
                   help: "fit the whole photo", section: .fullScreen),
        KeyBinding(patterns: [.key(.character("="))], contexts: zooming, action: .run(.zoom(.actual)), label: "=",
                   help: "1:1, pixel for pixel", section: .fullScreen),
        KeyBinding(patterns: [.key(.character("F"))], contexts: zooming, action: .run(.zoom(.fill)), label: "F",
                   help: "fill the screen", section: .fullScreen),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "h j k l", help: "pan, arrows too; fitted, j k: next",
                   section: .fullScreen),
        KeyBinding(patterns: [.key(.character("h"))], contexts: [.photo], action: .run(.pan(.left)), label: "h"),
        KeyBinding(patterns: [.key(.character("j"))], contexts: [.photo], action: .run(.pan(.down)), label: "j"),
        KeyBinding(patterns: [.key(.character("k"))], contexts: [.photo], action: .run(.pan(.up)), label: "k"),
        KeyBinding(patterns: [.key(.character("l"))], contexts: [.photo], action: .run(.pan(.right)), label: "l"),
        KeyBinding(patterns: [.key(.left)], contexts: [.photo], action: .run(.pan(.left)), label: "←", isFixed: true),
        KeyBinding(patterns: [.key(.down)], contexts: [.photo], action: .run(.pan(.down)), label: "↓", isFixed: true),
        KeyBinding(patterns: [.key(.up)], contexts: [.photo], action: .run(.pan(.up)), label: "↑", isFixed: true),
        KeyBinding(patterns: [.key(.right)], contexts: [.photo], action: .run(.pan(.right)), label: "→", isFixed: true),
        KeyBinding(patterns: [.key(.character("n"))], contexts: zooming, action: .run(.nextPhoto), label: "n p",
                   help: "next, previous (same zoom)", section: .fullScreen),
        KeyBinding(patterns: [.key(.character("p"))], contexts: zooming, action: .run(.previousPhoto), label: "p"),
        KeyBinding(patterns: [.key(.character("i"))], contexts: [.photo], action: .run(.toggleInfo), label: "i",
                   help: "name, credit, size, zoom", section: .fullScreen),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "1-5 x", help: "rate (the same number clears), reject",
                   section: .fullScreen),
    ] + (1...5).map { stars in
        KeyBinding(patterns: [.key(.character(Character(String(stars))))], contexts: [.photo], action: .run(.rate(stars)), label: "\(stars)")
    } + [
        KeyBinding(patterns: [.key(.character("x"))], contexts: [.photo], action: .run(.toggleReject), label: "x"),
        KeyBinding(patterns: [.key(.character("s"))], contexts: [.photo], action: .run(.toggleFavorite), label: "s"),
        KeyBinding(patterns: [.key(.escape)], contexts: [.photo], action: .run(.closePhoto), label: "Esc",
                   help: "back", section: .fullScreen),
        KeyBinding(patterns: [.key(.character("?"))], contexts: [.photo], action: .run(.showHelp), label: "?"),
        KeyBinding(patterns: [.key(.character("q"))], contexts: [.photo], action: .run(.quit), label: "q"),
    ]

    /// The Duplicates screen's commands (a source other than a folder hides them).
    static let duplicateCommands: [BrowserCommand] = [.openDuplicates, .restoreTrash] + [
        DuplicateCommand.nextGroup, .previousGroup, .nextMember, .previousMember, .toggleDiscard, .discardAllButKeeper,
        .clearDiscards, .askToTrash, .confirm, .close, .toggleFullScreen, .open,
    ].map(BrowserCommand.duplicates)

    /// `D` on a folder opens the Duplicates screen: `j` `k` go through the groups, `h` `l`
    /// through a group's members, `Tab`/`x` mark one to discard, `d` asks "Move N files to the
    /// Trash? y/n" (any key but `y` is no), `u` puts the last batch back, Esc goes back.
    private static let duplicates: [KeyBinding] = [
        KeyBinding(patterns: [.key(.character("D"))], contexts: [.list], action: .run(.openDuplicates), label: "D u",
                   help: "duplicates, untrash", section: .list, purpose: .browsing, soloHelp: "duplicates review",
                   sharesLineWith: .restoreTrash),
        KeyBinding(patterns: [.key(.character("u"))], contexts: [.list, .duplicates], action: .run(.restoreTrash), label: "u",
                   section: .list, hint: "u restore", purpose: .browsing, soloHelp: "restore last trashed"),
        KeyBinding(patterns: [], contexts: [], action: .run(.restoreTrash), label: "u", help: "restore last trashed",
                   section: .duplicates),
        KeyBinding(patterns: [.key(.character("j")), .key(.down)], contexts: [.duplicates], action: .run(.duplicates(.nextGroup)),
                   label: "j k ↓ ↑", help: "next, previous group", section: .duplicates, hint: "jk group"),
        KeyBinding(patterns: [.key(.character("k")), .key(.up)], contexts: [.duplicates], action: .run(.duplicates(.previousGroup)),
                   label: "k"),
        KeyBinding(patterns: [.key(.character("l")), .key(.right)], contexts: [.duplicates], action: .run(.duplicates(.nextMember)),
                   label: "l h → ←", help: "next, previous file", section: .duplicates, hint: "hl file"),
        KeyBinding(patterns: [.key(.character("h")), .key(.left)], contexts: [.duplicates],
                   action: .run(.duplicates(.previousMember)), label: "h"),
        KeyBinding(patterns: [.key(.tab), .key(.character("x"))], contexts: [.duplicates], action: .run(.duplicates(.toggleDiscard)),
                   label: "Tab x", help: "mark to discard", section: .duplicates, hint: "x discard", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("a"))], contexts: [.duplicates], action: .run(.duplicates(.discardAllButKeeper)),
                   label: "a", help: "all but the keeper", section: .duplicates, hint: "a all but keeper"),
        KeyBinding(patterns: [.key(.character("U"))], contexts: [.duplicates], action: .run(.duplicates(.clearDiscards)),
                   label: "U", help: "unmark the group", section: .duplicates),
        KeyBinding(patterns: [.key(.character("z"))], contexts: [.duplicates], action: .run(.duplicates(.toggleFullScreen)),
                   label: "z o", help: "full-screen, open the file", section: .duplicates, hint: "z full-screen"),
        KeyBinding(patterns: [.key(.character("o"))], contexts: [.duplicates], action: .run(.duplicates(.open)), label: "o"),
        // Full-screen, the member zooms with the photo's keys (bound with them, `zooming`).
        KeyBinding(patterns: [], contexts: [], action: .run(.duplicates(.toggleFullScreen)), label: "+ - n p",
                   help: "full-screen: zoom, next at that zoom", section: .duplicates),
        KeyBinding(patterns: [.key(.character("d")), .key(.enter)], contexts: [.duplicates], action: .run(.duplicates(.askToTrash)),
                   label: "d", help: "to the Trash (asks)", section: .duplicates, hint: "d trash", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("y"))], contexts: [.duplicates], action: .run(.duplicates(.confirm)), label: "y",
                   help: "yes; other keys: no", section: .duplicates),
        KeyBinding(patterns: [.key(.escape)], contexts: [.duplicates], action: .run(.duplicates(.close)), label: "Esc",
                   help: "back to the list", section: .duplicates, hint: "Esc back", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("?"))], contexts: [.duplicates], action: .run(.showHelp), label: "?"),
        KeyBinding(patterns: [.key(.character("q"))], contexts: [.duplicates], action: .run(.quit), label: "q"),
        // The wheel moves nothing here; any other key answers no to the question.
        KeyBinding(patterns: [.anyMouse], contexts: [.duplicates], action: .run(.none), label: ""),
        KeyBinding(patterns: [.anyKey], contexts: [.duplicates], action: .run(.duplicates(.cancel)), label: ""),
    ]
}
