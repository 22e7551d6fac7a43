/// Whether a key binding belongs to the browser, to the picker (`photo-tui pick`), or to both.
enum KeyPurpose {
    case any
    /// Only while browsing (`photo-tui`): Enter opens the detail, Tab goes to the search box.
    case browsing
    /// Only while picking: Enter prints the photo and exits, Tab marks it.
    case picking

    func applies(picking: Bool) -> Bool {
        switch self {
        case .any: return true
        case .browsing: return !picking
        case .picking: return picking
        }
    }
}
