/// A value a person gave (a config file setting, a flag, an environment variable), made safe to
/// quote back in a message on stderr or the status line.
///
/// A value can hold anything: `log_level = "\u001b]0;pwned\u0007"` in a dotfile, or a
/// `PHOTO_TUI_API_URL` set by a script, would set the terminal's title or write its clipboard if
/// it were echoed raw, and a 32 MB value would flood the screen. So every control character the
/// JSON output escapes (C0, DEL, C1, bidirectional controls, line and paragraph separators; see
/// ``JSONTextEscaper/mustEscape(_:)``) is shown as `\u{1B}`, visibly, so the person sees what is
/// wrong, and the value is cut after ``limit`` characters with an ellipsis.
///
/// ```swift
/// EchoedValue.text("\u{1B}]0;pwned\u{07}")   // "\u{1B}]0;pwned\u{7}"
/// EchoedValue.text(String(repeating: "a", count: 1_000)).count   // 81: 80 and "…"
/// ```
public enum EchoedValue {
    /// Characters (Unicode scalars) of a value shown before the ellipsis.
    public static let limit = 80
    /// Paths are longer by nature; they are cut later.
    public static let pathLimit = 300

    /// `value` with control characters shown as `\u{…}` and cut after `limit` characters.
    public static func text(_ value: String, limit: Int = limit) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        // Only the first `limit` scalars are ever looked at: a huge value costs nothing.
        for scalar in value.unicodeScalars {
            guard count < limit else {
                out.append("…")
                break
            }
            append(scalar, to: &out)
            count += 1
        }
        return String(out)
    }

    /// A whole message (which may quote values) with its control characters shown as `\u{…}`;
    /// line feeds stay when `keepingNewlines`. Nothing is cut: for the last line of defence,
    /// where what is a value and what is wording is no longer known.
    public static func escapingControls(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: JSONTextEscaper.mustEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keepingNewlines && scalar == "\n" { out.append(scalar) } else { append(scalar, to: &out) }
        }
        return String(out)
    }

    private static func append(_ scalar: Unicode.Scalar, to out: inout String.UnicodeScalarView) {
        guard JSONTextEscaper.mustEscape(scalar) else { return out.append(scalar) }
        out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
    }
}
