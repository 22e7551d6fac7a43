import Foundation
import TOMLKit

/// The settings read from `config.toml`, every field optional.
///
/// ```toml
/// access_key = "…"          # Unsplash access key
/// source = "openverse"      # unsplash, openverse, offline or folder:PATH
/// api_url = "https://api.unsplash.com"
/// log_level = "info"        # trace, debug, info, notice, warning, error, critical
/// color = "auto"            # auto, truecolor, 256, 16 or none (true = auto, false = none)
/// symbols = "blocks"        # blocks (every font has them) or sextants (finer, fonts may lack them)
/// graphics = "auto"         # real pixels: auto (ask the terminal), kitty, sixel, iterm2, or symbols (cells)
/// tmux_passthrough = false  # inside tmux, turn the pane's allow-passthrough on for images
/// plain = false             # text only: no images, a sentence per row, the cursor on the selection
/// [cache]
/// directory = "~/.cache/photo-tui"
/// disk_mb = 512
/// memory_mb = 256
/// [downloads]
/// directory = "~/Pictures/photo-tui"
/// size = "original"         # or a width in pixels (2400), or "screen" (the terminal's width)
/// on_save = "swww img {}"   # run with each saved file ({} is its path; no shell)
/// [openverse]               # a registered Openverse client (optional)
/// client_id = "…"
/// client_secret = "…"
/// [folder]
/// paths = ["~/Pictures"]    # browse these folders when no flag or variable picks a source
/// order = "date"            # the timeline, newest taken first (default); or "name", or "size" (largest first)
/// follow_links = false      # follow links that lead out of the folder (never by default)
/// [library]
/// write_xmp = false         # write ratings (1-5, -1 rejected) to PHOTO.EXT.xmp beside folder photos
/// [theme]
/// base = "light"            # dark (the default), light or mono
/// accent = "blue"           # accent, dim, error: a colour name, bright-NAME, 0-255 or #rrggbb
/// [keys]                    # another key for a command of the list, the detail and the overlays
/// star = "S"                # any name of `KeyRemap.commands`: open star download … quit, and
/// down = "n"                # up down page_up page_down first last left right (arrows stay);
///                           # a character, ctrl-x, enter, f1…; a key two commands share is refused
/// ```
struct ConfigFile: Equatable {
    /// The layered settings' values (``Setting/key``), as text with their lines, checked later
    /// by ``SettingLayers``: strings as written, booleans `true`/`false`, `color`'s booleans
    /// and numbers and `downloads.size`'s number as text.
    var values: [String: ConfigEntry] = [:]
    var cacheDirectory: String?
    var diskCacheMegabytes: Int?
    var memoryCacheMegabytes: Int?
    var downloadsDirectory: String?
    /// `[downloads] on_save`: the command run with each saved file, checked later.
    var onSave: ConfigEntry?
    var openverseClientID: String?
    var openverseClientSecret: String?
    var folderPaths: [String]?
    var folderFollowLinks: Bool?
    /// `[library] write_xmp`: ratings also go to folder photos' XMP sidecars.
    var libraryWritesXMP: Bool?
    /// `[theme] base`.
    var themeBase: ConfigEntry?
    /// `[theme] accent`, `dim`, `error` by role name.
    var themeColors: [String: ConfigEntry] = [:]

    /// `[keys]`: a key name by command name.
    var keys: [String: ConfigEntry] = [:]

    /// The roles `[theme]` may colour.
    static let themeRoles = ["accent", "dim", "error"]
    /// The commands `[keys]` may move (`KeyRemap.commands` maps them).
    static let keyCommands = KeyRemap.names

    /// Every key the file may hold, by table; anything else is reported as unknown.
    private static let knownKeys: [String: Set<String>] = [
        "": ["access_key", "api_url", "log_level", "color", "symbols", "graphics", "tmux_passthrough", "plain", "cache", "downloads", "folder", "library", "source", "openverse", "theme", "keys"],
        "cache": ["directory", "disk_mb", "memory_mb"],
        "downloads": ["directory", "size", "on_save"],
        "folder": ["paths", "order", "follow_links"],
        "library": ["write_xmp"],
        "openverse": ["client_id", "client_secret"],
        "theme": Set(["base"] + themeRoles),
        "keys": Set(keyCommands),
    ]

    /// A table header whose name starts with anything but a bare-key character or a quote
    /// (`[é]`, `[%x]`) trips an assertion in toml++ and aborts the program (found by fuzzing);
    /// such a name is never valid TOML, so it is refused here with the line, before the parser.
    static func rejectNonASCIITableNames(_ text: String, path: String) throws(ConfigurationError) {
        // Lines split on the scalar: as Characters, "\r\n" is one grapheme and never equals "\n".
        for (index, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // toml++ skips a byte-order mark at the start, so the check must too.
            let scalars = Array(line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" })
            guard scalars.first == "[", !isWellFormedHeaderName(scalars) else { continue }
            throw ConfigurationError(
                file: path, line: index + 1, key: nil,
                message: "not valid TOML: a table name is letters, digits, _ and - or quoted, joined by dots")
        }
    }

    /// `[` or `[[`, then dotted keys that are bare (`A-Za-z0-9_-`) or quoted; whatever follows is
    /// left to the parser, which reports it properly.
    private static func isWellFormedHeaderName(_ line: [Unicode.Scalar]) -> Bool {
        var index = line.count > 1 && line[1] == "[" ? 2 : 1
        func skipSpace() { while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 } }
        while true {
            skipSpace()
            guard index < line.count else { return false }
            let first = line[index]
            if first == "\"" || first == "'" {
                index += 1
                while index < line.count, line[index] != first {
                    if first == "\"", line[index] == "\\" { index += 1 }
                    index += 1
                }
                guard index < line.count else { return false }
                index += 1
            } else {
                let start = index
                while index < line.count, isBareKey(line[index]) { index += 1 }
                guard index > start else { return false }
            }
            skipSpace()
            guard index < line.count, line[index] == "." else { return true }
            index += 1
        }
    }

    private static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
    }

    /// Parses `text`, the contents of the file at `path`; errors name the file, line and key.
    static func parse(_ text: String, path: String) throws(ConfigurationError) -> ConfigFile {
        try rejectNonASCIITableNames(text, path: path)
        do {
            try TOMLShapeCheck.check(text)
        } catch {
            throw ConfigurationError(file: path, line: error.line, key: nil, message: error.message)
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigurationError(
                file: path, line: error.source.begin.line, key: nil,
                message: "not valid TOML: \(error.description)")
        } catch {
            throw ConfigurationError(file: path, line: nil, key: nil, message: "not valid TOML: \(error)")
        }
        let reader = Reader(root: root, text: text, path: path)
        try reader.rejectUnknownKeys(knownKeys)
        var themeColors: [String: ConfigEntry] = [:]
        for role in themeRoles { themeColors[role] = try reader.entry("theme.\(role)") }
        var keys: [String: ConfigEntry] = [:]
        for command in keyCommands { keys[command] = try reader.entry("keys.\(command)") }
        var values: [String: ConfigEntry] = [:]
        for key in ["access_key", "api_url", "log_level", "symbols", "graphics", "source", "folder.order"] {
            values[key] = try reader.entry(key)
        }
        values["color"] = try reader.color("color")
        values["downloads.size"] = try reader.numberOrStringEntry("downloads.size")
        for key in ["tmux_passthrough", "plain"] { values[key] = try reader.boolEntry(key) }
        return ConfigFile(
            values: values,
            cacheDirectory: try reader.string("cache.directory"),
            diskCacheMegabytes: try reader.positiveInt("cache.disk_mb"),
            memoryCacheMegabytes: try reader.positiveInt("cache.memory_mb"),
            downloadsDirectory: try reader.string("downloads.directory"),
            onSave: try reader.entry("downloads.on_save"),
            openverseClientID: try reader.string("openverse.client_id").flatMap { $0.isEmpty ? nil : $0 },
            openverseClientSecret: try reader.string("openverse.client_secret").flatMap { $0.isEmpty ? nil : $0 },
            folderPaths: try reader.strings("folder.paths"),
            folderFollowLinks: try reader.bool("folder.follow_links"),
            libraryWritesXMP: try reader.bool("library.write_xmp"),
            themeBase: try reader.entry("theme.base"),
            themeColors: themeColors,
            keys: keys)
    }

    /// Typed access to dotted keys, with errors that carry the key's line.
    private struct Reader {
        let root: TOMLTable
        let text: String
        let path: String

        func rejectUnknownKeys(_ known: [String: Set<String>]) throws(ConfigurationError) {
            for key in root.keys where !(known[""]?.contains(key) ?? false) {
                throw error(key, Self.unknown(key, among: known[""] ?? []))
            }
            for (table, keys) in known where !table.isEmpty {
                guard let value = root[table] else { continue }
                guard let sub = value.table else { throw error(table, "must be a table, like [\(table)]") }
                for key in sub.keys where !keys.contains(key) {
                    throw error("\(table).\(key)", Self.unknown(key, among: keys))
                }
            }
        }

        /// "unknown key: did you mean star? (one of: …)".
        static func unknown(_ key: String, among known: Set<String>) -> String {
            let names = known.sorted()
            let guess = ClosestName.suggestion(for: key, among: names).map { ": did you mean \($0)?" } ?? ""
            return "unknown key\(guess) (expected one of: \(names.joined(separator: ", ")))"
        }

        func string(_ key: String) throws(ConfigurationError) -> String? {
            guard let value = lookup(key) else { return nil }
            guard let string = value.string else { throw error(key, "must be a string, like \(key.split(separator: ".").last!) = \"…\"") }
            return string
        }

        func strings(_ key: String) throws(ConfigurationError) -> [String]? {
            guard let value = lookup(key) else { return nil }
            guard let array = value.array, let strings = Optional(array.compactMap { $0.string }), strings.count == array.count else {
                throw error(key, "must be a list of strings, like \(key.split(separator: ".").last!) = [\"~/Pictures\"]")
            }
            return strings
        }

        func bool(_ key: String) throws(ConfigurationError) -> Bool? {
            guard let value = lookup(key) else { return nil }
            guard let bool = value.bool else { throw error(key, "must be true or false") }
            return bool
        }

        /// A boolean (the older spelling), a number (256, 16) or a string, as text with its line.
        func color(_ key: String) throws(ConfigurationError) -> ConfigEntry? {
            guard let value = lookup(key) else { return nil }
            let text = value.bool.map { $0 ? "auto" : "none" } ?? value.int.map(String.init) ?? value.string
            guard let text else { throw error(key, "must be one of: \(ColorSetting.names)") }
            return ConfigEntry(value: text, line: line(of: key))
        }

        /// A boolean as text (`true`, `false`) with its line.
        func boolEntry(_ key: String) throws(ConfigurationError) -> ConfigEntry? {
            try bool(key).map { ConfigEntry(value: String($0), line: line(of: key)) }
        }

        /// A string with its line, checked later.
        func entry(_ key: String) throws(ConfigurationError) -> ConfigEntry? {
            try string(key).map { ConfigEntry(value: $0, line: line(of: key)) }
        }

        /// A whole number or a string, as text with its line, checked later (`size = 2400`).
        func numberOrStringEntry(_ key: String) throws(ConfigurationError) -> ConfigEntry? {
            guard let value = lookup(key) else { return nil }
            if let int = value.int { return ConfigEntry(value: String(int), line: line(of: key)) }
            guard let string = value.string else { throw error(key, "must be a number or a string") }
            return ConfigEntry(value: string, line: line(of: key))
        }

        func positiveInt(_ key: String) throws(ConfigurationError) -> Int? {
            guard let value = lookup(key) else { return nil }
            guard let int = value.int, int > 0 else { throw error(key, "must be a whole number above 0") }
            return int
        }

        private func lookup(_ dotted: String) -> TOMLValueConvertible? {
            let parts = dotted.split(separator: ".").map(String.init)
            var table = root
            for part in parts.dropLast() {
                guard let next = table[part]?.table else { return nil }
                table = next
            }
            guard let last = parts.last else { return nil }
            return table[last]
        }

        private func error(_ key: String, _ message: String) -> ConfigurationError {
            ConfigurationError(file: path, line: line(of: key), key: key, message: message)
        }

        /// The line where `key` is assigned, found by reading the text: toml++ keeps no
        /// positions for values, only for parse errors.
        private func line(of dotted: String) -> Int? {
            let parts = dotted.split(separator: ".").map(String.init)
            let table = parts.count > 1 ? parts.dropLast().joined(separator: ".") : ""
            // An empty key (`'' = 1`, found by fuzzing) has no parts.
            guard let name = parts.last else { return nil }
            var current = ""
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("[") {
                    current = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t"))
                    if parts.count == 1 && current == name { return index + 1 }
                    continue
                }
                guard current == table, let equals = line.firstIndex(of: "=") else { continue }
                let key = line[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
                if key == name { return index + 1 }
            }
            return nil
        }
    }
}
