/// Decodes the bytes a terminal sends into `Key`s: UTF-8 text, control keys, CSI and SS3
/// sequences of xterm, tmux/screen, rxvt and the Linux console, bracketed paste and SGR/X10 mouse.
///
/// Pure: feed it bytes as they arrive (sequences may be split across reads). A lone ESC is
/// ambiguous (Esc key, or the start of Alt-x or an arrow); when `hasPendingInput` is true after a
/// feed, the caller waits a short delay and calls `flush()` if nothing more came.
///
/// Replies to terminal queries never become keys: complete APC, DCS, OSC, PM and SOS strings and
/// CSI reply forms (`?…c`, `>…c`, `…t`, `?…$y`, `?…S`, `?…R`) are taken out of the keys, and
/// each one `ReplyParser` understands comes out as a `TerminalReply` (``decode(_:)`` hands keys
/// and replies on in the order they came; ``feed(_:)`` keeps the replies for ``takeReplies()``).
/// An unfinished string that looks like a reply (`ESC P >|`, `ESC _ G`, `ESC ] 11`…) waits like
/// a lone ESC; if `flush()` comes first it is decoded as keys, so Alt-P and Alt-] still work.
///
/// The app reads stdin itself instead of ncurses' `get_wch`, so that paste, SGR mouse and Esc/Alt
/// are decoded in one place that tests can drive; composed Hangul from an input method arrives
/// as UTF-8 and decodes like any other character.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[A한".utf8))  // [.up, .character("한")]
/// ```
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var replies: [TerminalReply] = []

    public init() {}

    /// The terminal's replies among the bytes ``feed(_:)`` and ``flush()`` took since the last
    /// call, oldest first (a probe's answers; kitty's `ENOENT` for an image it no longer holds).
    public mutating func takeReplies() -> [TerminalReply] {
        defer { replies.removeAll() }
        return replies
    }

    /// True when bytes are held back waiting for the rest of a sequence.
    public var hasPendingInput: Bool { !buffer.isEmpty }

    /// Decodes as many complete keys and replies as the bytes allow, in the order they came;
    /// keeps an incomplete tail for later.
    public mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> [InputEvent] where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Gives up waiting (see ``flush()``), keys and replies in order.
    public mutating func flushEvents() -> [InputEvent] { decode(final: true) }

    /// Decodes as many complete keys as the bytes allow; keeps an incomplete tail for later. The
    /// replies among them wait for ``takeReplies()``.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key] where Bytes.Element == UInt8 {
        keys(decode(bytes))
    }

    /// Gives up waiting: a held ESC becomes `.escape` and any other partial sequence is decoded
    /// as what it is so far. An unfinished paste keeps waiting for its end marker.
    public mutating func flush() -> [Key] { keys(flushEvents()) }

    /// The keys of `events`; their replies wait for ``takeReplies()``.
    private mutating func keys(_ events: [InputEvent]) -> [Key] {
        events.compactMap { event in
            switch event {
            case .key(let key): return key
            case .reply(let reply):
                replies.append(reply)
                return nil
            case .resize: return nil
            }
        }
    }

    private enum Step {
        case key(Key?, consumed: Int)
        case incomplete
    }

    private mutating func decode(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < buffer.count {
            switch step(at: index, final: final) {
            case .key(let key, let consumed):
                if let key {
                    events.append(.key(key))
                } else if buffer[index] == 0x1B, consumed >= 3 {
                    // A sequence that is no key: the reply it is, when it is one.
                    events += ReplyParser.replies(in: buffer[index..<(index + consumed)]).map(InputEvent.reply)
                }
                index += consumed
            case .incomplete:
                buffer.removeFirst(index)
                return events
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return events
    }

    private func step(at index: Int, final: Bool) -> Step {
        let byte = buffer[index]
        switch byte {
        case 0x1B: return escape(at: index, final: final)
        case 0x0D, 0x0A: return .key(.enter, consumed: 1)
        case 0x09: return .key(.tab, consumed: 1)
        case 0x7F, 0x08: return .key(.backspace, consumed: 1)
        case 0x00: return .key(.ctrl(" "), consumed: 1)
        case 0x01...0x1A: return .key(.ctrl(Character(Unicode.Scalar(byte + 0x60))), consumed: 1)
        case 0x1C...0x1F: return .key(.ctrl(Character(Unicode.Scalar(byte + 0x40))), consumed: 1)
        case 0x20..<0x7F:
            // Fast path unless a combining mark may follow in the same read.
            if index + 1 == buffer.count || buffer[index + 1] < 0xC2 {
                return .key(.character(Character(Unicode.Scalar(byte))), consumed: 1)
            }
            return utf8(at: index, final: final)
        default: return utf8(at: index, final: final)
        }
    }

    private func utf8(at index: Int, final: Bool) -> Step {
        let lead = buffer[index]
        let length: Int
        switch lead {
        case 0x20..<0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(nil, consumed: 1)  // stray continuation or invalid byte
        }
        var end = index + 1
        while end < buffer.count, end < index + length, buffer[end] & 0xC0 == 0x80 { end += 1 }
        if end < index + length {
            if end == buffer.count && !final { return .incomplete }
            return .key(nil, consumed: end - index)  // truncated sequence: drop it
        }
        // Combining marks that follow in the same read join their base character.
        var graphemeEnd = end
        var text = String(decoding: buffer[index..<end], as: UTF8.self)
        while graphemeEnd < buffer.count, buffer[graphemeEnd] >= 0xC2 {
            let next = sequenceLength(buffer[graphemeEnd])
            guard graphemeEnd + next <= buffer.count else { break }
            let candidate = text + String(decoding: buffer[graphemeEnd..<graphemeEnd + next], as: UTF8.self)
            guard candidate.count == 1 else { break }
            text = candidate
            graphemeEnd += next
        }
        guard let character = text.first, text.unicodeScalars.allSatisfy(Sanitizer.isSafe) else {
            return .key(nil, consumed: graphemeEnd - index)
        }
        return .key(.character(character), consumed: graphemeEnd - index)
    }

    private func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 1
        }
    }

    private func escape(at index: Int, final: Bool) -> Step {
        guard index + 1 < buffer.count else { return final ? .key(.escape, consumed: 1) : .incomplete }
        let next = buffer[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return csi(at: index, final: final)
        case UInt8(ascii: "O"):
            guard index + 2 < buffer.count else { return final ? .key(.alt(.character("O")), consumed: 2) : .incomplete }
            if let key = ss3(buffer[index + 2]) { return .key(key, consumed: 3) }
            return .key(.alt(.character("O")), consumed: 2)
        case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return controlString(at: index, final: final) ?? alt(at: index, final: final)
        case 0x1B:
            // ESC ESC [ A is Alt-Up in rxvt; a doubled ESC alone is one Esc press then another ESC.
            if index + 2 < buffer.count, buffer[index + 2] == UInt8(ascii: "[") || buffer[index + 2] == UInt8(ascii: "O") {
                switch escape(at: index + 1, final: final) {
                case .key(let key?, let consumed): return .key(.alt(key), consumed: consumed + 1)
                case .key(nil, let consumed): return .key(nil, consumed: consumed + 1)
                case .incomplete: return .incomplete
                }
            }
            return .key(.escape, consumed: 1)
        default:
            return alt(at: index, final: final)
        }
    }

    /// ESC then a key: Alt with that key.
    private func alt(at index: Int, final: Bool) -> Step {
        switch step(at: index + 1, final: final) {
        case .key(let key?, let consumed): return .key(.alt(key), consumed: consumed + 1)
        case .key(nil, let consumed): return .key(nil, consumed: consumed + 1)
        case .incomplete: return .incomplete
        }
    }

    /// A string longer than this that looks like a reply but never ends is dropped.
    static let maximumStringLength = 64 * 1024

    /// Byte strings a reply starts with after its introducer (`ESC _`, `ESC P`): the kitty
    /// graphics answer; XTVERSION, XTGETTCAP, DECRQSS and tmux.
    private static let applicationReplyPrefixes: [[UInt8]] = [Array("G".utf8)]
    private static let deviceControlReplyPrefixes: [[UInt8]] = [">|", "1+r", "0+r", "1$r", "0$r", "tmux"].map { Array($0.utf8) }

    /// A string (APC `ESC _`, DCS `ESC P`, OSC `ESC ]`, PM `ESC ^`, SOS `ESC X`) at `index`:
    /// swallowed when complete, `.incomplete` while an unfinished one looks like a reply, nil
    /// when the bytes are keys after all (Alt-P, then text).
    private func controlString(at index: Int, final: Bool) -> Step? {
        let introducer = buffer[index + 1]
        let isOperatingSystemCommand = introducer == UInt8(ascii: "]")
        var cursor = index + 2
        while cursor < buffer.count {
            let byte = buffer[cursor]
            if byte == 0x1B {
                guard cursor + 1 < buffer.count else { break }
                return buffer[cursor + 1] == UInt8(ascii: "\\") ? .key(nil, consumed: cursor + 2 - index) : nil
            }
            if byte == 0x07 && isOperatingSystemCommand { return .key(nil, consumed: cursor + 1 - index) }
            // Replies hold no control characters: Enter or Tab after Alt-] are keys.
            if byte < 0x20 || byte == 0x7F { return nil }
            cursor += 1
        }
        if final { return nil }
        if cursor - index > Self.maximumStringLength { return .key(nil, consumed: cursor - index) }
        let content = buffer[(index + 2)..<cursor]
        let prefixes: [[UInt8]]
        switch introducer {
        case UInt8(ascii: "_"): prefixes = Self.applicationReplyPrefixes
        case UInt8(ascii: "P"): prefixes = Self.deviceControlReplyPrefixes
        case UInt8(ascii: "]"):
            guard let first = content.first else { return .incomplete }
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) ? .incomplete : nil
        default: return nil
        }
        let looksLikeReply = prefixes.contains { content.starts(with: $0) || $0.starts(with: content) }
        return looksLikeReply ? .incomplete : nil
    }

    private func ss3(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): return .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): return .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): return .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private func csi(at index: Int, final: Bool) -> Step {
        var cursor = index + 2
        // Linux console function keys: ESC [ [ A ... ESC [ [ E.
        if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "[") {
            guard cursor + 1 < buffer.count else { return final ? .key(.alt(.character("[")), consumed: 2) : .incomplete }
            let letter = buffer[cursor + 1]
            if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) {
                return .key(.function(Int(letter - UInt8(ascii: "A")) + 1), consumed: 4)
            }
            return .key(nil, consumed: 4)
        }
        // X10 mouse: ESC [ M b x y, each byte offset by 32.
        if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "M") {
            guard cursor + 3 < buffer.count else { return final ? .key(nil, consumed: buffer.count - index) : .incomplete }
            let event = mouse(code: Int(buffer[cursor + 1]) - 32, x: Int(buffer[cursor + 2]) - 33,
                              y: Int(buffer[cursor + 3]) - 33, released: false)
            return .key(event.map(Key.mouse), consumed: 6)
        }
        while cursor < buffer.count, (0x20...0x3F).contains(buffer[cursor]) { cursor += 1 }
        guard cursor < buffer.count else {
            return final ? .key(.alt(.character("[")), consumed: 2) : .incomplete
        }
        let finalByte = buffer[cursor]
        let consumed = cursor + 1 - index
        guard (0x40...0x7E).contains(finalByte) else { return .key(nil, consumed: consumed - 1) }
        let paramText = String(decoding: buffer[(index + 2)..<cursor], as: UTF8.self)

        if paramText.hasPrefix("<") && (finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m")) {
            let numbers = paramText.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return .key(nil, consumed: consumed) }
            let event = mouse(code: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, released: finalByte == UInt8(ascii: "m"))
            return .key(event.map(Key.mouse), consumed: consumed)
        }
        // Private parameters (`?`, `>`, `=`) mark replies to queries, never keys: DA1/DA2, DECRPM,
        // XTSMGRAPHICS (`?…S` is not F4), DECXCPR (`?…R` is not F3).
        if let marker = paramText.utf8.first, (UInt8(ascii: "=")...UInt8(ascii: "?")).contains(marker) {
            return .key(nil, consumed: consumed)
        }
        let params = paramText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = params.first.flatMap { $0 } ?? 0
        let modifier = params.count > 1 ? (params[1] ?? 1) : 1

        if finalByte == UInt8(ascii: "~") && first == 200 {
            return paste(from: index + consumed, startIndex: index, final: final)
        }
        let key: Key?
        switch finalByte {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "I") where paramText.isEmpty: key = .focusIn
        case UInt8(ascii: "O") where paramText.isEmpty: key = .focusOut
        // rxvt shifted arrows: ESC [ a ... ESC [ d.
        case UInt8(ascii: "a") where paramText.isEmpty: key = .up
        case UInt8(ascii: "b") where paramText.isEmpty: key = .down
        case UInt8(ascii: "c") where paramText.isEmpty: key = .right
        case UInt8(ascii: "d") where paramText.isEmpty: key = .left
        case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            key = paramText.hasPrefix("?") ? nil : Self.tilde(first)
        default: key = nil  // window reports (`…t`), mode reports (`…$y`), ...: ignored
        }
        // xterm modifier parameter: 1 + (shift 1, alt 2, ctrl 4); Alt is the one apps use.
        if let key, (modifier - 1) & 2 != 0 { return .key(.alt(key), consumed: consumed) }
        return .key(key, consumed: consumed)
    }

    private static func tilde(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23, 24: return .function(code - 12)
        default: return nil
        }
    }

    private func paste(from start: Int, startIndex: Int, final: Bool) -> Step {
        let end = Self.pasteEnd
        var index = start
        while index + end.count <= buffer.count {
            if buffer[index] == 0x1B && Array(buffer[index..<index + end.count]) == end {
                let text = String(decoding: buffer[start..<index], as: UTF8.self)
                return .key(.paste(text), consumed: index + end.count - startIndex)
            }
            index += 1
        }
        return .incomplete
    }

    private func mouse(code: Int, x: Int, y: Int, released: Bool) -> MouseEvent? {
        guard code >= 0, x >= 0, y >= 0 else { return nil }
        let buttonBits = code & 0b11
        let button: MouseEvent.Button? = buttonBits == 0 ? .left : buttonBits == 1 ? .middle : buttonBits == 2 ? .right : nil
        if code & 64 != 0 {
            switch buttonBits {
            case 0: return MouseEvent(kind: .wheelUp, x: x, y: y)
            case 1: return MouseEvent(kind: .wheelDown, x: x, y: y)
            default: return nil  // horizontal wheel
            }
        }
        if released || button == nil { return MouseEvent(kind: .release, x: x, y: y) }
        if code & 32 != 0 { return MouseEvent(kind: .drag(button!), x: x, y: y) }
        return MouseEvent(kind: .press(button!), x: x, y: y)
    }
}
