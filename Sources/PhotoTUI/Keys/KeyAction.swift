import Terminal

/// What a binding does: a fixed command, or a command that carries what was pressed.
enum KeyAction: Equatable {
    case run(BrowserCommand)
    /// `.edit(key)`: typing and editing in the search box.
    case edit
    /// `.pointer(event)`: the wheel and clicks.
    case pointer

    func command(for key: Key) -> BrowserCommand {
        switch self {
        case .run(let command): return command
        case .edit: return .edit(key)
        case .pointer:
            if case .mouse(let event) = key { return .pointer(event) }
            return .none
        }
    }
}
