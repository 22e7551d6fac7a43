import PhotoCore

/// The layers a setting is looked up in, in order: the flag, the environment, the config file;
/// the caller supplies the default. A value keeps where it came from (``SettingOrigin``), so a
/// value that does not parse is refused naming that flag, variable, or file, line and key, and a
/// later check (Unsplash without a key) can name it too.
///
/// Flags arrive already parsed (ArgumentParser refuses a bad one, naming it); the environment
/// and the file hold text, parsed here.
struct SettingLayers {
    /// The environment, without empty variables (an empty variable is unset, as `NO_COLOR` says).
    let environment: [String: String]
    /// The config file's values by dotted key, as text with their lines.
    let file: [String: ConfigEntry]
    /// The config file's path, for messages.
    let filePath: String

    /// A value with where it came from.
    struct Layered<Value> {
        let value: Value
        let origin: SettingOrigin
    }

    /// The text `setting` is given as in the environment or the file, the first that has it.
    func text(_ setting: Setting) -> (text: String, origin: SettingOrigin)? {
        if let name = setting.variable, let text = environment[name] { return (text, .environment(name)) }
        if let key = setting.key, let entry = file[key] { return (entry.value, .file(path: filePath, key: key, line: entry.line)) }
        return nil
    }

    /// `setting` from the first layer that gives it: `flag` when given, else the environment's or
    /// the file's text through `parse`; nil when no layer does. A text `parse` refuses throws
    /// ``ConfigurationError`` naming its origin, with `problem`'s message for the text.
    func value<Value>(
        _ setting: Setting, flag: Value? = nil, parse: (String) -> Value?, problem: (_ text: String) -> String
    ) throws(ConfigurationError) -> Layered<Value>? {
        if let flag, let name = setting.flag { return Layered(value: flag, origin: .flag(name)) }
        guard let (text, origin) = text(setting) else { return nil }
        guard let value = parse(text) else {
            throw ConfigurationError(origin: origin, key: setting.key, message: problem(text))
        }
        return Layered(value: value, origin: origin)
    }

    /// Like ``value(_:flag:parse:problem:)`` for a flag given as text (`--api-url`), which is
    /// parsed, and refused naming the flag, like the other layers.
    func value<Value>(
        _ setting: Setting, flagText: String?, parse: (String) -> Value?, problem: (_ text: String) -> String
    ) throws(ConfigurationError) -> Layered<Value>? {
        guard let flagText, let name = setting.flag else { return try value(setting, parse: parse, problem: problem) }
        guard let value = parse(flagText) else {
            throw ConfigurationError(origin: .flag(name), key: setting.key, message: problem(flagText))
        }
        return Layered(value: value, origin: .flag(name))
    }

    /// A choice from its layers, or `defaultValue`; a name that is none of its cases is refused
    /// with the closest one and every one: `'kity' is not a graphics mode: did you mean kitty?
    /// (expected one of: auto, kitty, sixel, iterm2, symbols)`.
    func choice<Choice: SettingChoice>(_ setting: Setting, flag: Choice?, default defaultValue: Choice) throws(ConfigurationError) -> Choice {
        try value(setting, flag: flag, parse: Choice.init(named:)) { text in
            Self.notOneOf(text, kind: Choice.kind, names: Choice.allValueStrings)
        }?.value ?? defaultValue
    }

    /// A switch from its layers: the flag when set, else `1`/`0` (`true`, `yes`, `on`…) from the
    /// environment, else the file's boolean, else `defaultValue`.
    func isOn(_ setting: Setting, flag: Bool = false, default defaultValue: Bool = false) throws(ConfigurationError) -> Bool {
        try value(setting, flag: flag ? true : nil, parse: Self.switchValue) { "\(Self.quoted($0)) is not 1 or 0" }?.value ?? defaultValue
    }

    /// `'kity' is not a graphics mode: did you mean kitty? (expected one of: …)`.
    static func notOneOf(_ text: String, kind: String, names: [String]) -> String {
        // A name longer than any typo of one is not worth the edit-distance table.
        let closest = text.utf8.count > 64 ? nil : ClosestName.suggestion(for: text, among: names)
        let guess = closest.map { ": did you mean \($0)?" } ?? ""
        return "\(quoted(text)) is not \(kind)\(guess) (expected one of: \(names.joined(separator: ", ")))"
    }

    /// `text` in quotes as a message shows it: control characters visible, cut at 80 (``EchoedValue``).
    static func quoted(_ text: String) -> String { "'\(EchoedValue.text(text))'" }

    private static func switchValue(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: return nil
        }
    }
}
