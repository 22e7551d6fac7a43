import Terminal

/// What a binding does: a fixed command, or a command that carries the key itself.
enum KeyAction: Equatable {
    case run(BrowserCommand)
    /// `.navigate(key)`: list movement, the wheel, clicks.
    case navigate
    /// `.edit(key)`: typing into the search box.
    case edit
    /// `.filters(key)`: the filters overlay.
    case editFilters

    func command(for key: Key) -> BrowserCommand {
        switch self {
        case .run(let command): return command
        case .navigate: return .navigate(key)
        case .edit: return .edit(key)
        case .editFilters: return .filters(key)
        }
    }
}
