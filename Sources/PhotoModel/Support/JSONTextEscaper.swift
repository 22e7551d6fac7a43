/// Makes JSON text safe to print on a terminal: every control character (C0, DEL, C1), every
/// bidirectional override or isolate and the line and paragraph separators are written as
/// `\uXXXX` escapes. The JSON means the same; a terminal shows no hidden or reordered text.
public enum JSONTextEscaper {
    /// `json` with the characters above escaped. Outside strings JSON has only whitespace, so a
    /// raw line feed there (pretty printing) is kept; any other match is inside a string, where
    /// the escape is equivalent.
    public static func escape(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if mustEscape(scalar), scalar != "\n" {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out.append(contentsOf: "\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".unicodeScalars)
                }
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `scalar` must not reach a terminal raw.
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        case 0x2028, 0x2029: return true
        default: return false
        }
    }
}
