/// What a piece of the screen is, so a theme can decide how it looks.
public enum Role: Hashable, Sendable, CaseIterable {
    case normal, accent, dim, selection, error
}
