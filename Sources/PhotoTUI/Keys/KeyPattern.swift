import Terminal

/// Which keys a binding answers to. Exact keys win over any mouse event, which wins over any key.
enum KeyPattern: Equatable {
    case key(Key)
    case anyMouse
    case anyKey

    func matches(_ key: Key) -> Bool {
        switch self {
        case .key(let expected): return key == expected
        case .anyMouse:
            if case .mouse = key { return true }
            return false
        case .anyKey: return true
        }
    }

    /// Lower is tried first.
    var rank: Int {
        switch self {
        case .key: return 0
        case .anyMouse: return 1
        case .anyKey: return 2
        }
    }
}
