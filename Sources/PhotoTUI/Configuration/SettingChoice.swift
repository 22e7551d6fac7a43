import ArgumentParser

/// A setting that is one of a fixed set of names (`--graphics kitty`, `graphics = "kitty"`).
///
/// Its cases are the single list of what is accepted: ArgumentParser's help (`values:` with a
/// line for each), parsing, shell completion and its refusal of a bad flag all read `allCases`
/// through `ExpressibleByArgument`, and so do the messages for a bad value in the environment or
/// the config file (``SettingLayers``). Names are matched without regard to case.
///
/// A conformer writes `init?(argument:)` as `init(named:)` and `allValueDescriptions` as
/// ``helpByValue`` (public, as the protocol's witnesses for the public types must be);
/// ArgumentParser's defaults give the values and their completion from `allCases`.
protocol SettingChoice: CaseIterable, RawRepresentable<String>, ExpressibleByArgument, Sendable {
    /// What one value is, after "is not": `a graphics mode`.
    static var kind: String { get }
    /// Other spellings still accepted (older config files), by their lowercased text.
    static var aliases: [String: Self] { get }
    /// What this value does, for the help's list of values; empty for none.
    var help: String { get }
}

extension SettingChoice {
    static var aliases: [String: Self] { [:] }
    var help: String { "" }

    /// The value named `text` (any case, or an alias), or nil.
    init?(named text: String) {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let value = Self(rawValue: lowered) ?? Self.aliases[lowered] {
            self = value
        } else if let value = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = value
        } else {
            return nil
        }
    }

    /// Each value's ``help``, for `allValueDescriptions` (every conformer's is this).
    static var helpByValue: [String: String] {
        Dictionary(allCases.compactMap { $0.help.isEmpty ? nil : ($0.rawValue, $0.help) }) { first, _ in first }
    }

    /// The accepted names, for messages: `auto, kitty, sixel, iterm2, symbols`.
    static var names: String { allValueStrings.joined(separator: ", ") }
}
