import Terminal

/// The browser's keys as one table (key, context, command, help text). The key map, the help
/// overlay and the status-line hints all read it, so they cannot disagree.
enum KeyMap {
    private static let everywhere = Set(KeyContext.allCases)
    private static let browsing: Set<KeyContext> = [.list, .detail]

    static let table: [KeyBinding] = [
        // The search box.
        KeyBinding(patterns: [.anyKey], contexts: [.search], action: .edit, label: "type",
                   help: "search as you type", section: .search),
        KeyBinding(patterns: [.key(.enter)], contexts: [.search], action: .run(.submitSearch), label: "Enter",
                   help: "search now, then the list", section: .search, hint: "⏎ search"),
        KeyBinding(patterns: [.key(.ctrl("u"))], contexts: [.search], action: .run(.clearSearch), label: "Ctrl-U",
                   help: "clear the search", section: .search, hint: "^U clear"),
        // Picking, Esc leaves at once, from the search box too, as in fzf.
        KeyBinding(patterns: [.key(.escape)], contexts: [.search], action: .run(.cancelPick), label: "Esc",
                   help: "cancel: print nothing, exit 1", section: .search, hint: "Esc cancel", isEssentialHint: true,
                   purpose: .picking),
        KeyBinding(patterns: [.key(.tab)], contexts: [.search], action: .run(.focusList),
                   label: "Tab", help: "go to the list", section: .search, hint: "Tab list", isEssentialHint: true, purpose: .picking),
        KeyBinding(patterns: [.key(.escape), .key(.tab)], contexts: [.search], action: .run(.focusList),
                   label: "Esc Tab", help: "go to the list", section: .search, hint: "Esc list", isEssentialHint: true,
                   purpose: .browsing),
        KeyBinding(patterns: [.key(.up)], contexts: [.search], action: .run(.historyBack), label: "↑ ↓ ^R",
                   help: "past searches; ^R finds", section: .search),
        KeyBinding(patterns: [.key(.down)], contexts: [.search], action: .run(.historyForward), label: "↓"),
        KeyBinding(patterns: [.key(.ctrl("r"))], contexts: [.search], action: .run(.historySearch), label: "Ctrl-R"),
        // Editing keys the text field handles itself: listed for the help only.
        KeyBinding(patterns: [], contexts: [], action: .edit, label: "Ctrl-A/E", help: "start, end of the text", section: .search),
        KeyBinding(patterns: [], contexts: [], action: .edit, label: "Ctrl-W/K", help: "delete word, to the end", section: .search),
        KeyBinding(patterns: [.key(.character("?"))], contexts: [.emptySearch], action: .run(.showHelp), label: "? q",
                   help: "help, quit if empty", section: .search, hint: "? help", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("q"))], contexts: [.emptySearch], action: .run(.quit), label: "q",
                   hint: "q quit", isEssentialHint: true),
        KeyBinding(patterns: [.key(.pageUp), .key(.pageDown)], contexts: [.search], action: .navigate, label: "PgUp PgDn"),

        // The list and the full-screen detail.
        KeyBinding(patterns: [.key(.up), .key(.down), .key(.character("k")), .key(.character("j"))], contexts: browsing,
                   action: .navigate, label: "↑ ↓  k j", help: "move", section: .list),
        KeyBinding(patterns: [.key(.pageUp), .key(.pageDown), .key(.ctrl("u")), .key(.ctrl("d"))], contexts: browsing,
                   action: .navigate, label: "PgUp PgDn", help: "page (Ctrl-U Ctrl-D)", section: .list),
        KeyBinding(patterns: [.key(.character("g")), .key(.character("G")), .key(.home), .key(.end)], contexts: browsing,
                   action: .navigate, label: "g G", help: "first, last (Home End)", section: .list),
        KeyBinding(patterns: [.key(.left), .key(.right), .key(.character("h")), .key(.character("l"))], contexts: [.list],
                   action: .navigate, label: "← → h l", help: "left, right in the grid", section: .list),
        KeyBinding(patterns: [.key(.character("v"))], contexts: [.list], action: .run(.toggleGrid), label: "v",
                   help: "grid of big thumbnails", section: .list),
        KeyBinding(patterns: [.key(.enter)], contexts: [.list], action: .run(.openDetail), label: "Enter",
                   help: "open full screen", section: .list, hint: "⏎ open", purpose: .browsing),
        KeyBinding(patterns: [.key(.enter)], contexts: browsing, action: .run(.pick), label: "Enter",
                   help: "print it (or the marked ones), exit", section: .list, hint: "⏎ pick", isEssentialHint: true,
                   purpose: .picking),
        KeyBinding(patterns: [.key(.tab)], contexts: [.list], action: .run(.toggleMark), label: "Tab",
                   help: "mark several", section: .list, hint: "Tab mark", purpose: .picking),
        KeyBinding(patterns: [.key(.escape)], contexts: [.list], action: .run(.cancelPick), label: "Esc",
                   help: "cancel: print nothing, exit 1", section: .list, hint: "Esc cancel", isEssentialHint: true,
                   purpose: .picking),
        KeyBinding(patterns: [.key(.escape)], contexts: [.detail], action: .run(.closeDetail), label: "Esc",
                   help: "back to the list", section: .list, hint: "Esc back", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("/")), .key(.tab)], contexts: browsing, action: .run(.focusSearch), label: "/ Tab",
                   help: "search, keeping the text", section: .list, hint: "/ search", purpose: .browsing),
        KeyBinding(patterns: [.key(.character("/"))], contexts: browsing, action: .run(.focusSearch), label: "/",
                   help: "search, keeping the text", section: .list, hint: "/ search", purpose: .picking),
        KeyBinding(patterns: [.key(.character("s"))], contexts: browsing, action: .run(.toggleFavorite), label: "s",
                   help: "star it (favourites)", section: .list, hint: "s star"),
        KeyBinding(patterns: [.key(.character("d"))], contexts: browsing, action: .run(.download), label: "d",
                   help: "download the original", section: .list, hint: "d download"),
        KeyBinding(patterns: [.key(.character("o"))], contexts: browsing, action: .run(.openInBrowser), label: "o",
                   help: "open in the browser", section: .list),
        KeyBinding(patterns: [.key(.character("y"))], contexts: browsing, action: .run(.copyLink), label: "y",
                   help: "copy the link", section: .list),
        KeyBinding(patterns: [.key(.character("Y"))], contexts: browsing, action: .run(.copyCredit), label: "Y",
                   help: "copy the credit line", section: .list),
        KeyBinding(patterns: [.key(.character("f"))], contexts: browsing, action: .run(.showFilters), label: "f",
                   help: "filters, favourites", section: .list, hint: "f filters"),
        KeyBinding(patterns: [.key(.character("a"))], contexts: browsing, action: .run(.openPhotographer), label: "a m",
                   help: "photographer's, similar photos", section: .list, soloHelp: "the photographer's photos",
                   sharesLineWith: .openRelated),
        KeyBinding(patterns: [.key(.character("m"))], contexts: browsing, action: .run(.openRelated), label: "m",
                   section: .list, soloHelp: "similar photos"),
        KeyBinding(patterns: [.key(.character("t"))], contexts: browsing, action: .run(.openTopics), label: "t c",
                   help: "topics, collections", section: .list, hint: "t topics", soloHelp: "topics",
                   sharesLineWith: .openCollections),
        KeyBinding(patterns: [.key(.character("c"))], contexts: browsing, action: .run(.openCollections), label: "c",
                   section: .list, soloHelp: "collections"),
        KeyBinding(patterns: [.key(.escape), .key(.backspace)], contexts: [.list], action: .run(.back), label: "Esc ⌫",
                   help: "back to the list before", section: .list, hint: "Esc back", isEssentialHint: true, purpose: .browsing),
        KeyBinding(patterns: [.key(.character("r"))], contexts: browsing, action: .run(.retry), label: "r",
                   help: "retry after an error", section: .list),
        KeyBinding(patterns: [.key(.character("?"))], contexts: browsing, action: .run(.showHelp), label: "?",
                   help: "this help", section: .list, hint: "? help", isEssentialHint: true),
        KeyBinding(patterns: [.key(.character("q"))], contexts: browsing, action: .run(.quit), label: "q",
                   help: "quit (Ctrl-C anywhere)", section: .list, hint: "q quit", isEssentialHint: true),
        KeyBinding(patterns: [.key(.ctrl("c"))], contexts: everywhere, action: .run(.quitNow), label: "Ctrl-C"),
        KeyBinding(patterns: [], contexts: [], action: .run(.none), label: "Ctrl-Z", help: "suspend; fg resumes", section: .list),

        // The mouse, wherever the list shows.
        KeyBinding(patterns: [.anyMouse], contexts: [.search, .list, .detail], action: .navigate, label: "",
                   help: "mouse: the wheel scrolls, a click selects, a second click opens", section: .list),

        // The overlays take every key.
        KeyBinding(patterns: [.anyKey], contexts: [.help], action: .run(.dismissOverlay), label: "any key", hint: "any key closes"),
        KeyBinding(patterns: [.key(.escape), .key(.character("q"))], contexts: [.filters], action: .run(.dismissOverlay),
                   label: "Esc", hint: "Esc cancel", isEssentialHint: true),
        KeyBinding(patterns: [.key(.enter)], contexts: [.filters], action: .run(.applyFilters), label: "Enter",
                   hint: "⏎ apply", isEssentialHint: true),
        KeyBinding(patterns: [.anyKey], contexts: [.filters], action: .editFilters, label: "↑↓ ←→", hint: "↑↓ choose  ←→ change"),
    ]

    /// What `key` means in `mode`: the table's most specific binding for the context.
    static func command(for key: Key, in mode: BrowserMode, picking: Bool = false) -> BrowserCommand {
        command(for: key, in: KeyContext(mode), picking: picking)
    }

    /// The table with `remaps` applied: each remapped command of the list and the detail answers
    /// to its new key instead of its old ones, and comes first, so the new key means it there even
    /// where another command had it.
    static func table(remapping remaps: [KeyRemap]) -> [KeyBinding] {
        guard !remaps.isEmpty else { return table }
        var moved: [KeyBinding] = []
        var rest: [KeyBinding] = []
        // A line two keys share ("a m") is split once either moves: each gets its own.
        let movedKeys = Set(table.filter { binding in
            binding.soloHelp != nil && remaps.contains { binding.action == .run(KeyRemap.commands[$0.name] ?? .none) }
        }.flatMap { $0.label.split(separator: " ") })
        for var binding in table {
            let keys = binding.label.split(separator: " ")
            if let solo = binding.soloHelp, !movedKeys.isDisjoint(with: keys) {
                binding.label = String(keys.first ?? "")
                binding.help = solo
                binding.sharesLineWith = nil
            }
            let remap = remaps.first { remap in
                binding.contexts.isSubset(of: browsing) && !binding.contexts.isEmpty
                    && binding.action == .run(KeyRemap.commands[remap.name] ?? .none)
            }
            guard let remap else {
                rest.append(binding)
                continue
            }
            binding.patterns = [.key(remap.key)]
            let label = KeyName.label(remap.key)
            if let hint = binding.hint, let space = hint.firstIndex(of: " ") { binding.hint = label + hint[space...] }
            binding.label = label
            moved.append(binding)
        }
        return moved + rest
    }

    static func command(for key: Key, in context: KeyContext, picking: Bool = false, table: [KeyBinding] = table) -> BrowserCommand {
        var best: (rank: Int, binding: KeyBinding)?
        for binding in table where applies(binding, in: context, picking: picking) {
            for pattern in binding.patterns where pattern.matches(key) && pattern.rank < (best?.rank ?? .max) {
                best = (pattern.rank, binding)
            }
        }
        return best?.binding.action.command(for: key) ?? .none
    }

    /// The status line's hints for a context; `essentialOnly` on a narrow terminal.
    /// - Parameters:
    ///   - hiding: labels of keys that do nothing for this source (`d` for a folder).
    ///   - hidingCommands: what the source or the screen cannot do (no topics, nothing to go back
    ///     to), whatever keys `[keys]` put them on.
    static func hints(for context: KeyContext, essentialOnly: Bool, hiding: Set<String> = [], hidingCommands: [BrowserCommand] = [],
                      picking: Bool = false, table: [KeyBinding] = table) -> String {
        table.filter { applies($0, in: context, picking: picking) && $0.hint != nil && (!essentialOnly || $0.isEssentialHint)
            && !hiding.contains($0.label) && !$0.isHidden(by: hidingCommands) }
            .compactMap(\.hint)
            .joined(separator: "  ")
    }

    /// Whether `binding` applies in `context`: the search box's bindings apply to it empty too.
    private static func applies(_ binding: KeyBinding, in context: KeyContext, picking: Bool = false) -> Bool {
        guard binding.purpose.applies(picking: picking) else { return false }
        return binding.contexts.contains(context) || (context == .emptySearch && binding.contexts.contains(.search))
    }

    /// Lines of the help overlay: every binding with help text, two to a line, by section.
    static let help: [String] = help(hiding: [])

    /// The help overlay without the keys in `hiding` (by label) and those of `hidingCommands`.
    static func help(hiding: Set<String>, hidingCommands: [BrowserCommand] = [], picking: Bool = false,
                     table: [KeyBinding] = table) -> [String] {
        var lines: [String] = []
        for section in KeyBinding.Section.allCases {
            let bindings = table.filter {
                $0.section == section && $0.help != nil && !hiding.contains($0.label) && !$0.isHidden(by: hidingCommands)
                    && $0.purpose.applies(picking: picking)
            }
            guard !bindings.isEmpty else { continue }
            lines.append(section.rawValue)
            var pending: String?
            for binding in bindings {
                let help = binding.help ?? ""
                if binding.label.isEmpty {
                    if let left = pending { lines.append(left) }
                    pending = nil
                    lines.append("  " + help)
                    continue
                }
                let column = pad(binding.label, 10) + help
                if let left = pending {
                    lines.append(pad(left, 37) + column)
                    pending = nil
                } else {
                    pending = "  " + column
                }
            }
            if let left = pending { lines.append(left) }
        }
        return lines
    }

    /// What `o`, `y` and `d` mean for local files, for the help overlay.
    static let localFileHelp = ["Your folder", "  o         open the file      y         copy its path"]

    private static func pad(_ text: String, _ width: Int) -> String {
        let used = DisplayWidth.of(text)
        return used >= width ? text + " " : text + String(repeating: " ", count: width - used)
    }
}
