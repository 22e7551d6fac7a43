/// Styles for roles. Uses only the 16 system colors and attributes, so it works on any terminal
/// and follows the user's palette; images use the other 240 colors.
public struct Theme: Sendable, Equatable {
    private var styles: [Role: Style]

    public init(_ styles: [Role: Style]) { self.styles = styles }

    /// The style for a role (`.plain` if the theme has none).
    public subscript(role: Role) -> Style {
        get { styles[role] ?? .plain }
        set { styles[role] = newValue }
    }

    /// The default theme: cyan accent, dim gray, reverse-video selection, red errors.
    public static let standard = Theme([
        .normal: .plain,
        .accent: Style(foreground: .palette(6), attributes: .bold),
        .dim: Style(foreground: .palette(8)),
        .selection: Style(attributes: [.reverse, .bold]),
        .error: Style(foreground: .palette(1), attributes: .bold),
    ])

    /// For a light (white) background: blue accent, default-colour dim text (the bright black
    /// of `standard` is faint on white), red errors.
    public static let light = Theme([
        .normal: .plain,
        .accent: Style(foreground: .palette(4), attributes: .bold),
        .dim: Style(attributes: .dim),
        .selection: Style(attributes: [.reverse, .bold]),
        .error: Style(foreground: .palette(1), attributes: .bold),
    ])

    /// The themes by the names a config file uses: `dark` (``standard``), `light`, `mono`.
    public static func named(_ name: String) -> Theme? {
        switch name.lowercased() {
        case "dark", "standard": return .standard
        case "light": return .light
        case "mono", "monochrome": return .monochrome
        default: return nil
        }
    }

    /// Attributes only, for `NO_COLOR` and monochrome terminals.
    public static let monochrome = Theme([
        .normal: .plain,
        .accent: Style(attributes: .bold),
        .dim: Style(attributes: .dim),
        .selection: Style(attributes: .reverse),
        .error: Style(attributes: [.bold, .underline]),
    ])
}
