import Terminal

/// The key table in force: `KeyMap.table` with the config file's `[keys]` applied. It answers
/// what a key means where it is pressed, and generates the status-line hints and the help from the
/// same rows, so the three cannot disagree.
///
/// Two rules hold by construction: in a text field every printable key types (the lookup sends
/// it to `.edit` before reading any row, so no binding can shadow typing), and no key means two
/// commands in one place (`init(remapping:)` refuses such a table with a `KeyConflict`).
///
/// ```swift
/// let keys = try KeyTable(remapping: [KeyRemap(name: "down", key: .character("n"))])
/// keys.command(for: .character("n"), in: .list)   // .move(.down)
/// ```
struct KeyTable {
    /// The rows, in the order the help lists them.
    private(set) var bindings: [KeyBinding]

    /// The default keys.
    static let standard = KeyTable(bindings: KeyMap.table)

    init(bindings: [KeyBinding]) {
        self.bindings = bindings
    }

    /// The default table with `remaps` applied: each remapped command answers to its new key
    /// instead of its old ones wherever it is bound outside the search box (its fixed alternates,
    /// the arrows and page keys, stay). A key left meaning two commands in one place is refused.
    init(remapping remaps: [KeyRemap]) throws(KeyConflict) {
        var bindings = KeyMap.table
        let moved = remaps.compactMap(\.command)
        // A line two keys share ("a m") is split once either moves: each gets its own.
        let splitKeys = Set(bindings.filter { binding in
            binding.soloHelp != nil && binding.command.map(moved.contains) == true
        }.flatMap { $0.label.split(separator: " ") })
        for index in bindings.indices {
            let keys = bindings[index].label.split(separator: " ")
            if let solo = bindings[index].soloHelp, !splitKeys.isDisjoint(with: keys) {
                bindings[index].label = String(keys.first ?? "")
                bindings[index].help = solo
                bindings[index].sharesLineWith = nil
            }
            guard Self.isMovable(bindings[index]), let remap = remaps.last(where: { $0.command == bindings[index].command })
            else { continue }
            bindings[index].patterns = [.key(remap.key)]
            let label = KeyName.label(remap.key)
            if let hint = bindings[index].hint, let space = hint.firstIndex(of: " ") { bindings[index].hint = label + hint[space...] }
            bindings[index].label = label
        }
        self.bindings = bindings
        if let conflict = conflicts.first(where: { conflict in conflict.commands.contains(where: moved.contains) }) {
            let first = conflict.commands.sorted { moved.contains($0) && !moved.contains($1) }
            throw KeyConflict(key: conflict.key, context: conflict.context, commands: first)
        }
    }

    /// A row `[keys]` may move: a command bound outside the text field, not a fixed alternate.
    private static func isMovable(_ binding: KeyBinding) -> Bool {
        !binding.isFixed && !binding.contexts.isEmpty && !binding.contexts.contains(where: \.takesText) && binding.command != nil
    }

    /// Every key that means two commands in one place (for browsing or for picking).
    var conflicts: [KeyConflict] {
        var found: [KeyConflict] = []
        for picking in [false, true] {
            for context in KeyContext.allCases {
                var seen: [Key: BrowserCommand] = [:]
                for binding in bindings where applies(binding, in: context, picking: picking) {
                    guard let command = binding.command else { continue }
                    for key in binding.keys {
                        if let other = seen[key], other != command {
                            let conflict = KeyConflict(key: key, context: context, commands: [other, command])
                            if !found.contains(conflict) { found.append(conflict) }
                        } else {
                            seen[key] = command
                        }
                    }
                }
            }
        }
        return found
    }

    /// What `key` means in `context`: a printable key in a text field types; otherwise the most
    /// specific row (an exact key, then the mouse, then any key), the first on a tie.
    func command(for key: Key, in context: KeyContext, picking: Bool = false) -> BrowserCommand {
        if context.takesText, key.isPrintable { return .edit(key) }
        var best: (rank: Int, binding: KeyBinding)?
        for binding in bindings where applies(binding, in: context, picking: picking) {
            for pattern in binding.patterns where pattern.matches(key) && pattern.rank < (best?.rank ?? .max) {
                best = (pattern.rank, binding)
            }
        }
        return best?.binding.action.command(for: key) ?? .none
    }

    /// What `key` means in `mode`.
    func command(for key: Key, in mode: BrowserMode, picking: Bool = false) -> BrowserCommand {
        command(for: key, in: KeyContext(mode), picking: picking)
    }

    /// The key that runs `command` in `context` as the help names it ("r", "Esc"), or nil.
    func key(for command: BrowserCommand, in context: KeyContext, picking: Bool = false) -> String? {
        bindings.first { $0.command == command && !$0.keys.isEmpty && applies($0, in: context, picking: picking) }
            .flatMap(\.keys.first).map(KeyName.label)
    }

    /// How to run `command` from `context` ("r"; from the search box "Esc, then r"), or nil when
    /// it cannot be reached from there in one step.
    func reach(_ command: BrowserCommand, from context: KeyContext, picking: Bool = false) -> String? {
        if let key = key(for: command, in: context, picking: picking) { return key }
        guard context.takesText, let leave = key(for: .focusList, in: context, picking: picking),
              let key = key(for: command, in: .list, picking: picking) else { return nil }
        return "\(leave), then \(key)"
    }

    /// The status line's hints for a context; `essentialOnly` on a narrow terminal.
    /// - Parameter hidingCommands: what the source or the screen cannot do (no topics, nothing to
    ///   go back to), whatever keys `[keys]` put them on.
    func hints(for context: KeyContext, essentialOnly: Bool, hidingCommands: [BrowserCommand] = [], picking: Bool = false) -> String {
        bindings.filter { applies($0, in: context, picking: picking) && $0.hint != nil && (!essentialOnly || $0.isEssentialHint)
            && !$0.isHidden(by: hidingCommands) }
            .compactMap(\.hint)
            .joined(separator: "  ")
    }

    /// The help overlay's sections: every row with help text, without `hidingCommands`.
    func help(hidingCommands: [BrowserCommand] = [], picking: Bool = false) -> [HelpSection] {
        KeyBinding.Section.allCases.compactMap { section in
            let entries = bindings.filter {
                $0.section == section && $0.help != nil && !$0.isHidden(by: hidingCommands)
                    && !$0.helpCommands.contains(where: hidingCommands.contains) && $0.purpose.applies(picking: picking)
            }.map { HelpSection.Entry(keys: helpKeys(of: $0, picking: picking), text: $0.help ?? "") }
            return entries.isEmpty ? nil : HelpSection(title: section.rawValue, entries: entries)
        }
    }

    /// A help line's keys: its label, or for a line about several commands the keys that run them
    /// now, the fixed alternates first ("↑ ↓ k j").
    private func helpKeys(of binding: KeyBinding, picking: Bool) -> String {
        guard !binding.helpCommands.isEmpty else { return binding.label }
        let rows = bindings.filter { row in
            row.purpose.applies(picking: picking) && !row.contexts.isDisjoint(with: KeyMap.browsing)
        }
        var labels: [String] = []
        for fixed in [true, false] {
            for command in binding.helpCommands {
                for row in rows where row.isFixed == fixed && row.command == command {
                    labels += row.keys.map(KeyName.label).filter { !labels.contains($0) }
                }
            }
        }
        return labels.joined(separator: " ")
    }

    /// Whether `binding` applies in `context`, for browsing or for picking.
    private func applies(_ binding: KeyBinding, in context: KeyContext, picking: Bool) -> Bool {
        binding.purpose.applies(picking: picking) && binding.contexts.contains(context)
    }
}
