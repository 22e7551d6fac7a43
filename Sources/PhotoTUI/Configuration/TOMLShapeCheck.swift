/// A pass over a config file's text, before toml++ sees it, that refuses what toml++ would meet
/// with an assertion instead of an error.
///
/// toml++ asserts (aborting debug builds, and assuming in release builds) that its value parser
/// never starts on a character that ends a value: `unknown = [0, }}` reaches it (found by
/// fuzzing, `docs/SAFETY.md`). This walks the TOML grammar's structure (keys, strings, arrays,
/// inline tables, the extent of plain values) and refuses, with the line, any value that starts
/// with a character no TOML value starts with and anything but a separator after a value. It
/// accepts every valid TOML document; what it passes on may still be invalid, and toml++ then
/// reports it properly.
struct TOMLShapeCheck {
    /// Where and why the text is not TOML.
    struct Failure: Error, Equatable {
        let line: Int
        let message: String
    }

    private let text: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var depth = 0

    /// toml++'s own limit on nested arrays and inline tables; deeper input is refused here
    /// before this check's recursion (or toml++'s) can run out of stack.
    static let maximumNesting = 256

    private init(_ text: String) { self.text = Array(text.unicodeScalars) }

    /// Throws the first structural error in `text`, if any.
    static func check(_ text: String) throws(Failure) {
        var scanner = TOMLShapeCheck(text)
        try scanner.document()
    }

    private var current: Unicode.Scalar? { index < text.count ? text[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private mutating func advance() {
        if current == "\n" { line += 1 }
        index += 1
    }

    private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

    private mutating func skipSpaces() { while current == " " || current == "\t" { advance() } }

    private mutating func skipComment() {
        guard current == "#" else { return }
        while let scalar = current, scalar != "\n" { advance() }
    }

    /// Spaces, newlines and comments: what may sit between an array's elements.
    private mutating func skipBlank() {
        while true {
            skipSpaces()
            skipComment()
            if current == "\n" || current == "\r" { advance() } else { return }
        }
    }

    private mutating func document() throws(Failure) {
        while true {
            skipBlank()
            guard let scalar = current else { return }
            if scalar == "[" {
                // Headers are checked by `ConfigFile.rejectNonASCIITableNames`; skip the line.
                while let next = current, next != "\n" {
                    if next == "\"" || next == "'" { try string() } else { advance() }
                }
                continue
            }
            try keyValue()
            skipSpaces()
            skipComment()
            if current == "\r" { advance() }
            guard current == nil || current == "\n" else {
                throw fail("not valid TOML: expected the end of the line after a value")
            }
        }
    }

    private mutating func keyValue() throws(Failure) {
        try key()
        skipSpaces()
        guard current == "=" else { throw fail("not valid TOML: expected `=` after a key") }
        advance()
        skipSpaces()
        try value()
    }

    /// Dotted keys, each bare or quoted.
    private mutating func key() throws(Failure) {
        while true {
            skipSpaces()
            guard let scalar = current else { throw fail("not valid TOML: a key ends the file") }
            if scalar == "\"" || scalar == "'" {
                try string()
            } else {
                let start = index
                while let next = current, Self.isBareKey(next) { advance() }
                guard index > start else { throw fail("not valid TOML: a key is letters, digits, _ and - or quoted") }
            }
            skipSpaces()
            guard current == "." else { return }
            advance()
        }
    }

    private mutating func value() throws(Failure) {
        guard let scalar = current else { throw fail("not valid TOML: a value is missing") }
        switch scalar {
        case "\"", "'": try string()
        case "[", "{":
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumNesting else {
                throw fail("not valid here: arrays and tables nested more than \(Self.maximumNesting) deep")
            }
            if scalar == "[" { try array() } else { try inlineTable() }
        case "0"..."9", "+", "-", "t", "f", "i", "n": plainValue()
        default: throw fail("not valid TOML: a value cannot start with “\(Self.visible(scalar))”")
        }
    }

    private mutating func array() throws(Failure) {
        advance()
        while true {
            skipBlank()
            if current == "]" { advance(); return }
            try value()
            skipBlank()
            switch current {
            case ",": advance()
            case "]": advance(); return
            default: throw fail("not valid TOML: expected `,` or `]` in an array")
            }
        }
    }

    private mutating func inlineTable() throws(Failure) {
        advance()
        skipSpaces()
        if current == "}" { advance(); return }
        while true {
            try keyValue()
            skipSpaces()
            switch current {
            case ",": advance()
            case "}": advance(); return
            default: throw fail("not valid TOML: expected `,` or `}` in an inline table")
            }
        }
    }

    /// A number, boolean, inf/nan or date-time: up to the next separator; a date followed by a
    /// space and a time is one value.
    private mutating func plainValue() {
        let start = index
        func consume() { while let next = current, !Self.endsPlainValue(next) { advance() } }
        consume()
        let isDate = index - start == 10 && text[start + 4] == "-" && text[start + 7] == "-"
        if isDate, current == " ", let next = peek(1), ("0"..."9").contains(next) {
            advance()
            consume()
        }
    }

    /// A basic or literal string, single- or multi-line.
    private mutating func string() throws(Failure) {
        guard let quote = current else { return }
        let multiLine = peek(1) == quote && peek(2) == quote
        let opening = line
        advance()
        if multiLine { advance(); advance() }
        while let scalar = current {
            if quote == "\"", scalar == "\\" {
                advance()
                advance()
                continue
            }
            if scalar == "\n", !multiLine { throw fail("not valid TOML: a string is not closed on its line") }
            if scalar == quote {
                if !multiLine { advance(); return }
                if peek(1) == quote, peek(2) == quote {
                    // Up to two more quotes may end the content just before the delimiter.
                    var run = 0
                    while current == quote, run < 5 { advance(); run += 1 }
                    return
                }
            }
            advance()
        }
        throw Failure(line: opening, message: "not valid TOML: a string is not closed")
    }

    private static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-": return true
        default: return false
        }
    }

    private static func endsPlainValue(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", ",", "]", "}", "#": return true
        default: return false
        }
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
    }
}
