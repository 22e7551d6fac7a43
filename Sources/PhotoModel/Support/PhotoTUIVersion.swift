/// The version of photo-tui, shown by `--version` and sent in the `User-Agent` header.
public enum PhotoTUIVersion {
    /// The semantic version of this build.
    public static let current = "0.1.0"

    /// The `User-Agent` value the HTTP client sends.
    public static var userAgent: String { "photo-tui/\(current) (+https://github.com/photo-tui/photo-tui)" }
}
