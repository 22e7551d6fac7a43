import Terminal

/// One row of the key table: the keys, where they apply, what they do, and how the help overlay
/// and the status-line hints name them. Rows are added to `KeyMap.table`; `KeyTable` reads them.
struct KeyBinding {
    /// Groups of the help overlay.
    enum Section: String, CaseIterable {
        case search = "Search box"
        case list = "List and detail"
        case fullScreen = "Full-screen photo"
        case duplicates = "Duplicates (D on a folder)"
    }

    var patterns: [KeyPattern]
    var contexts: Set<KeyContext>
    var action: KeyAction
    /// The keys as the help shows them ("↑ ↓  k j").
    var label: String
    /// What they do, for the help overlay; nil keeps the binding out of it.
    var help: String?
    var section: Section?
    /// A few words for the status line ("⏎ open"); nil for none.
    var hint: String?
    /// Kept in the hints of a narrow terminal.
    var isEssentialHint = false
    /// Browsing, picking, or both.
    var purpose = KeyPurpose.any
    /// Its own help line, for a key that shares one ("a m") until `[keys]` moves it or its partner.
    var soloHelp: String?
    /// The partner's command while the two share a line ("a m": `m`'s), so that the line stays
    /// while either still means something.
    var sharesLineWith: BrowserCommand?
    /// A help line about several commands (`move`: up and down): its keys are read from the rows
    /// that bind them, so a key `[keys]` moved shows where it went.
    var helpCommands: [BrowserCommand] = []
    /// An alternate key that `[keys]` leaves in place (the arrows, PgUp/PgDn, Home/End), as
    /// lazygit's `-alt` bindings: moving `down` to `n` keeps ↓.
    var isFixed = false

    /// The keys it answers to, exactly (not any key, not the mouse).
    var keys: [Key] {
        patterns.compactMap { if case .key(let key) = $0 { return key } else { return nil } }
    }

    /// The command it runs, when it is a fixed one.
    var command: BrowserCommand? {
        if case .run(let command) = action { return command }
        return nil
    }

    /// Whether hiding `commands` (what the source cannot do) takes this binding out of the help
    /// and the hints: its own command is among them, and its line's partner's too.
    func isHidden(by commands: [BrowserCommand]) -> Bool {
        guard case .run(let command) = action, commands.contains(command) else { return false }
        return sharesLineWith.map { commands.contains($0) } ?? true
    }
}
