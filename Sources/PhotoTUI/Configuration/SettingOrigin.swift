/// Where a setting's value came from: the flag, the environment variable, the config file's key
/// (with its line), or the default. Every message about a bad value names it.
enum SettingOrigin: Equatable, Sendable, CustomStringConvertible {
    /// A command-line flag, as typed: `--graphics`.
    case flag(String)
    /// An environment variable: `PHOTO_TUI_GRAPHICS`.
    case environment(String)
    /// A key of the config file at `path`: `graphics`, `downloads.size`.
    case file(path: String, key: String, line: Int?)
    /// Nobody set it.
    case defaultValue

    /// `--graphics`, `$PHOTO_TUI_GRAPHICS`, `config.toml:3: key 'graphics'`, `the default`.
    var description: String {
        switch self {
        case .flag(let name): return name
        case .environment(let name): return "$" + name
        case .file(let path, let key, let line): return "\(path)\(line.map { ":\($0)" } ?? ""): key '\(key)'"
        case .defaultValue: return "the default"
        }
    }
}
