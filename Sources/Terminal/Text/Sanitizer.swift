/// Makes untrusted text (from the network, file names, user data) safe to put on a terminal.
///
/// Escape sequences (CSI such as `ESC[2J`, OSC such as the clipboard-writing `ESC]52;...`, DCS,
/// APC, PM, SOS, and their 8-bit C1 forms) are removed with their parameters; other control
/// characters and bidirectional overrides (which can disguise text) are dropped; tabs become a
/// space, and so do line breaks unless `keepNewlines` is set. What is left cannot move the
/// cursor, clear the screen, change modes or talk to the clipboard.
public enum Sanitizer {
    /// - Parameters:
    ///   - text: untrusted text.
    ///   - keepNewlines: keep "\n" (CR LF and CR become "\n") for multi-line views.
    /// - Returns: the text without escape sequences and control characters.
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        if isAlreadySafe(text) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:  // C1 CSI
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // C1 DCS, SOS, OSC, PM, APC
                skipString(&scalars)
            case 0x09:
                output.append(" ")
            case 0x0A, 0x0D:
                if scalar.value == 0x0D, scalars.first?.value == 0x0A { scalars.removeFirst() }
                output.append(keepNewlines ? "\n" : " ")
            case 0x00..<0x20, 0x7F..<0xA0:
                continue
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// True when a scalar may go into a cell as is.
    @inline(__always)
    public static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return false }
        if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) { return false }
        return value != 0x200E && value != 0x200F && value != 0x061C
    }

    private static func isAlreadySafe(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where !isSafe(scalar) { return false }
        return true
    }

    /// After ESC: skips the rest of the sequence, whatever its kind.
    private static func skipEscape(_ scalars: inout Substring.UnicodeScalarView) {
        guard let next = scalars.popFirst() else { return }
        switch next {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        default:
            // Two-character sequences (ESC 7, ESC c) and nF sequences (ESC ( B): skip intermediates and final.
            if (0x20...0x2F).contains(next.value) {
                while let scalar = scalars.first, (0x20...0x2F).contains(scalar.value) { scalars.removeFirst() }
                if !scalars.isEmpty { scalars.removeFirst() }
            }
        }
    }

    /// CSI: parameters and intermediates (0x20–0x3F) up to a final byte (0x40–0x7E).
    private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.popFirst() {
            if (0x40...0x7E).contains(scalar.value) { return }
            if !(0x20...0x3F).contains(scalar.value) { return }  // malformed: stop at the stray byte
        }
    }

    /// OSC/DCS/...: a string terminated by BEL, ST (ESC \) or C1 ST.
    private static func skipString(_ scalars: inout Substring.UnicodeScalarView) {
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                if scalars.first == "\\" { scalars.removeFirst() }
                return
            default: continue
            }
        }
    }
}
