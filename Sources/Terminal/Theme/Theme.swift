/// Styles for roles. Uses only the 16 system colors and attributes, so it works on any terminal
/// and follows the user's palette; images use the other 240 colors.
public struct Theme: Sendable {
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

    /// Attributes only, for `NO_COLOR` and monochrome terminals.
    public static let monochrome = Theme([
        .normal: .plain,
        .accent: Style(attributes: .bold),
        .dim: Style(attributes: .dim),
        .selection: Style(attributes: .reverse),
        .error: Style(attributes: [.bold, .underline]),
    ])
}
