/// Wraps text into lines of at most a given display width: at spaces where it can, between wide
/// (CJK) characters, and inside words longer than a line.
public enum TextWrapper {
    /// - Parameters:
    ///   - text: untrusted text; sanitized, newlines kept as line breaks.
    ///   - width: columns per line (at least 1).
    /// - Returns: the lines, without trailing spaces.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in Sanitizer.sanitize(text, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(String(paragraph), width: width, into: &lines)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: String, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        for word in tokens(paragraph) {
            let wordWidth = DisplayWidth.of(word)
            if word == " " {
                if lineWidth > 0 && lineWidth < width {
                    line += " "
                    lineWidth += 1
                }
                continue
            }
            if lineWidth + wordWidth > width && lineWidth > 0 {
                lines.append(trimmed(line))
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line += word
                lineWidth += wordWidth
                continue
            }
            // A word longer than a line (an address): break it after a slash where one fits, else
            // by grapheme.
            for segment in segments(of: word) {
                let segmentWidth = DisplayWidth.of(segment)
                if lineWidth + segmentWidth > width && lineWidth > 0 {
                    lines.append(trimmed(line))
                    line = ""
                    lineWidth = 0
                }
                for character in segment {
                    let w = DisplayWidth.of(character)
                    if lineWidth + w > width {
                        lines.append(trimmed(line))
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += w
                }
            }
        }
        lines.append(trimmed(line))
    }

    /// A word cut after each slash: "https://a.org/b/" is "https:/", "/", "a.org/", "b/".
    private static func segments(of word: String) -> [String] {
        var segments: [String] = []
        var current = ""
        for character in word {
            current.append(character)
            if character == "/" {
                segments.append(current)
                current = ""
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// Words, single spaces, and each wide character on its own (CJK breaks anywhere), except
    /// that closing punctuation stays with the character before it: a line never starts with ",".
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in text {
            if character == " " {
                if !word.isEmpty { tokens.append(word); word = "" }
                tokens.append(" ")
            } else if word.isEmpty, closing.contains(character), let last = tokens.last, last != " " {
                tokens[tokens.count - 1] = last + String(character)
            } else if DisplayWidth.of(character) == 2 {
                if !word.isEmpty { tokens.append(word); word = "" }
                tokens.append(String(character))
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    /// Punctuation that closes what comes before it.
    private static let closing: Set<Character> = [",", ".", ";", ":", "!", "?", ")", "]", "、", "。", "，", "！", "？", "）"]

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
