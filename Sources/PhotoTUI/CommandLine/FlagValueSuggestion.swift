/// "Did you mean 'kitty'?" under ArgumentParser's refusal of a choice flag's value.
///
/// ArgumentParser names the flag and lists every value (from the choice's `allCases`), but
/// suggests none; the environment's and the file's messages do (``SettingLayers``). This reads
/// the typed value and the listed ones back from its message, and adds the closest
/// (``ClosestName``) before the help line.
enum FlagValueSuggestion {
    /// `message` with a suggestion added, or unchanged when it is not a refused value or nothing
    /// listed is close.
    static func adding(to message: String) -> String {
        guard let typed = between(message, "The value '", "' is invalid for '-") else { return message }
        let listed = values(in: message)
        guard typed.utf8.count <= 64, let guess = ClosestName.suggestion(for: typed, among: listed) else { return message }
        let line = "Did you mean '\(guess)'?"
        guard let help = message.range(of: "\nHelp:") else { return message + "\n" + line }
        return message[..<help.lowerBound] + "\n" + line + message[help.lowerBound...]
    }

    /// The values ArgumentParser lists: `one of 'a', 'b' or 'c'.`, or one `  - a` line each.
    static func values(in message: String) -> [String] {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let bullets = lines.filter { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
        if !bullets.isEmpty { return bullets }
        guard let list = between(message, "Please provide one of ", ".\n") ?? between(message, "Please provide one of ", ".") else { return [] }
        return list.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    private static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
