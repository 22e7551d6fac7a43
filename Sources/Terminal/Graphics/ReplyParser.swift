/// Separates a terminal's answers to the probe (`ProbeQuery`) from the keys the user typed
/// meanwhile: the bytes read from the tty during the probe go in, `TerminalReply`s come out,
/// and everything that was not a reply waits in `takeTypeahead()` for the `KeyDecoder`.
///
/// Pure and incremental: sequences may be split across feeds at any byte. A string (APC `ESC _`,
/// DCS `ESC P`, OSC `ESC ]`, PM `ESC ^`, SOS `ESC X`) ends with ST (`ESC \`) or, for OSC, BEL.
/// A CSI sequence is a reply only in the forms terminals answer with (`?…c`, `>…c`, `…t`,
/// `?…$y`, `?…S`, `?…R`); arrows, function keys, mouse and focus reports are typeahead, byte
/// for byte.
///
/// ```swift
/// var parser = ReplyParser()
/// parser.feed(Array("j\u{1B}[?62;c".utf8))  // [.primaryAttributes([62])]
/// parser.takeTypeahead()                    // [0x6A]
/// ```
public struct ReplyParser: Sendable {
    /// A string longer than this without its terminator is junk: its bytes are dropped as they
    /// come (neither reply nor typeahead) until the terminator, so memory stays bounded.
    static let maximumStringLength = 64 * 1024
    /// No reply CSI is this long; a longer one is passed on as typeahead.
    static let maximumControlLength = 256

    private enum StringKind: Sendable { case apc, dcs, osc, pm, sos }

    private enum State: Sendable {
        case ground
        case escape
        case control
        case string(StringKind)
        case stringEscape(StringKind)
        /// A runaway string whose bytes are being dropped; `escape` after its ESC.
        case overflow(StringKind, escape: Bool)
        /// Inside a bracketed paste, `matched` bytes into its end marker.
        case paste(matched: Int)
    }

    private static let escapeByte: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private var state: State = .ground
    private var sequence: [UInt8] = []
    private var typeahead: [UInt8] = []

    public init() {}

    /// True while the bytes of an unfinished sequence are held back (or a runaway string is being
    /// skipped), waiting for the rest.
    public var hasPartialSequence: Bool {
        switch state {
        case .ground, .paste: return false
        default: return true
        }
    }

    /// Bytes held for an unfinished sequence (for tests of the runaway bound).
    var heldByteCount: Int { sequence.count }

    /// Decodes every reply the bytes complete; other bytes go to the typeahead.
    ///
    /// - Parameter bytes: the next bytes read from the terminal.
    /// - Returns: the replies completed by these bytes, in the order they arrived.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [TerminalReply] where Bytes.Element == UInt8 {
        var replies: [TerminalReply] = []
        for byte in bytes { consume(byte, into: &replies) }
        return replies
    }

    /// The replies one complete sequence holds (a DCS XTGETTCAP answer may hold several); none
    /// when it is a key or no reply this parser knows. The `KeyDecoder` asks this of every
    /// sequence it takes out of the keys.
    public static func replies(in sequence: ArraySlice<UInt8>) -> [TerminalReply] {
        var parser = ReplyParser()
        return parser.feed(sequence)
    }

    /// Returns and forgets the bytes that were not part of a reply (keys typed during the probe,
    /// complete key sequences included), in the order they arrived.
    public mutating func takeTypeahead() -> [UInt8] {
        defer { typeahead.removeAll() }
        return typeahead
    }

    /// Gives up waiting: returns the typeahead followed by the bytes of an unfinished sequence
    /// and starts afresh. Hand them to `KeyDecoder`, which swallows a late reply that completes
    /// later and decodes anything else (Alt-P, Alt-]) as keys.
    public mutating func flush() -> [UInt8] {
        let bytes = typeahead + sequence
        typeahead.removeAll()
        sequence.removeAll()
        state = .ground
        return bytes
    }

    private mutating func consume(_ byte: UInt8, into replies: inout [TerminalReply]) {
        switch state {
        case .ground:
            if byte == Self.escapeByte {
                sequence = [byte]
                state = .escape
            } else {
                typeahead.append(byte)
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                sequence.append(byte)
                state = .control
            case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                sequence.append(byte)
                state = .string(Self.kind(byte))
            case Self.escapeByte:
                // The first ESC was the Esc key (or rxvt's Alt prefix): pass it on, keep the second.
                typeahead.append(byte)
            default:
                typeahead.append(contentsOf: sequence)
                typeahead.append(byte)
                sequence.removeAll()
                state = .ground
            }
        case .control:
            switch byte {
            case 0x20...0x3F:
                sequence.append(byte)
                if sequence.count > Self.maximumControlLength { abandon() }
            case 0x40...0x7E:
                sequence.append(byte)
                finishControl(into: &replies)
            default:
                abandon()
                consume(byte, into: &replies)
            }
        case .string(let kind):
            if byte == Self.escapeByte {
                state = .stringEscape(kind)
            } else if byte == Self.bell && kind == .osc {
                sequence.append(byte)
                finishString(kind, terminatorLength: 1, into: &replies)
            } else if byte < 0x20 || byte == 0x7F {
                // Replies hold no control characters: this was Alt-P or Alt-] and then keys.
                abandon()
                consume(byte, into: &replies)
            } else {
                sequence.append(byte)
                if sequence.count > Self.maximumStringLength {
                    sequence = []
                    state = .overflow(kind, escape: false)
                }
            }
        case .stringEscape(let kind):
            if byte == UInt8(ascii: "\\") {
                sequence.append(contentsOf: [Self.escapeByte, byte])
                finishString(kind, terminatorLength: 2, into: &replies)
            } else {
                abandon()
                sequence = [Self.escapeByte]
                state = .escape
                consume(byte, into: &replies)
            }
        case .overflow(let kind, let escape):
            if escape {
                if byte == UInt8(ascii: "\\") {
                    state = .ground
                } else {
                    sequence = [Self.escapeByte]
                    state = .escape
                    consume(byte, into: &replies)
                }
            } else if byte == Self.escapeByte {
                state = .overflow(kind, escape: true)
            } else if byte == Self.bell && kind == .osc {
                state = .ground
            } else if byte < 0x20 || byte == 0x7F {
                state = .ground
                consume(byte, into: &replies)
            }
        case .paste(let matched):
            typeahead.append(byte)
            if byte == Self.pasteEnd[matched] {
                state = matched + 1 == Self.pasteEnd.count ? .ground : .paste(matched: matched + 1)
            } else {
                state = .paste(matched: byte == Self.escapeByte ? 1 : 0)
            }
        }
    }

    /// The held bytes were not a reply: they go to the typeahead as they are.
    private mutating func abandon() {
        typeahead.append(contentsOf: sequence)
        sequence.removeAll()
        state = .ground
    }

    private static func kind(_ introducer: UInt8) -> StringKind {
        switch introducer {
        case UInt8(ascii: "_"): return .apc
        case UInt8(ascii: "P"): return .dcs
        case UInt8(ascii: "]"): return .osc
        case UInt8(ascii: "^"): return .pm
        default: return .sos
        }
    }

    private mutating func finishControl(into replies: inout [TerminalReply]) {
        let bytes = sequence
        sequence.removeAll()
        state = .ground
        if bytes == Self.pasteStart {
            typeahead.append(contentsOf: bytes)
            state = .paste(matched: 0)
        } else if let reply = Self.controlReply(bytes) {
            replies.append(reply)
        } else {
            typeahead.append(contentsOf: bytes)
        }
    }

    /// The reply a complete CSI sequence is, or nil when it is a key (arrows, F-keys, mouse, focus).
    private static func controlReply(_ bytes: [UInt8]) -> TerminalReply? {
        let final = bytes[bytes.count - 1]
        let body = bytes[2..<(bytes.count - 1)]
        let parameterEnd = body.firstIndex { !(0x30...0x3F).contains($0) } ?? body.endIndex
        var parameters = body[body.startIndex..<parameterEnd]
        let intermediates = Array(body[parameterEnd...])
        var prefix: UInt8?
        if let first = parameters.first, (0x3C...0x3F).contains(first) {
            prefix = first
            parameters = parameters.dropFirst()
        }
        let numbers = Self.numbers(parameters)
        switch (final, prefix, intermediates) {
        case (UInt8(ascii: "c"), UInt8(ascii: "?"), []):
            return numbers.map { .primaryAttributes($0) } ?? .other(bytes)
        case (UInt8(ascii: "c"), UInt8(ascii: ">"), []):
            return numbers.map { .secondaryAttributes($0) } ?? .other(bytes)
        case (UInt8(ascii: "t"), nil, []) where !parameters.isEmpty:
            // No key ends in `t`: window reports other than 4 and 6 are replies too.
            guard let numbers, numbers.count == 3 else { return .other(bytes) }
            switch numbers[0] {
            case 4: return .windowPixels(width: numbers[2], height: numbers[1])
            case 6: return .cellSize(width: numbers[2], height: numbers[1])
            default: return .other(bytes)
            }
        case (UInt8(ascii: "y"), _, [UInt8(ascii: "$")]):
            guard prefix == UInt8(ascii: "?"), let numbers, numbers.count == 2 else { return .other(bytes) }
            return .modeReport(mode: numbers[0], value: numbers[1])
        case (UInt8(ascii: "S"), UInt8(ascii: "?"), []):
            guard let numbers, numbers.count >= 2 else { return .other(bytes) }
            return .graphicsAttribute(item: numbers[0], status: numbers[1], values: Array(numbers.dropFirst(2)))
        case (UInt8(ascii: "R"), UInt8(ascii: "?"), []):
            return .other(bytes)
        default:
            return nil
        }
    }

    /// Semicolon-separated decimal numbers, empty fields skipped (`62;` is `[62]`); nil if any
    /// field is not a number.
    private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        for field in parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: true) {
            guard let number = Int(String(decoding: field, as: UTF8.self)) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    private mutating func finishString(_ kind: StringKind, terminatorLength: Int, into replies: inout [TerminalReply]) {
        let bytes = sequence
        sequence.removeAll()
        state = .ground
        let content = bytes[2..<(bytes.count - terminatorLength)]
        let decoded: [TerminalReply]?
        switch kind {
        case .apc: decoded = Self.kittyReply(content).map { [$0] }
        case .dcs: decoded = Self.deviceControlReplies(content)
        case .osc: decoded = Self.colorReply(content).map { [$0] }
        case .pm, .sos: decoded = nil
        }
        replies.append(contentsOf: decoded ?? [.other(bytes)])
    }

    /// `G i=31;OK`: the keys before `;`, the message after it.
    static func kittyReply(_ content: ArraySlice<UInt8>) -> TerminalReply? {
        guard content.first == UInt8(ascii: "G") else { return nil }
        let text = String(decoding: content.dropFirst(), as: UTF8.self)
        let control = text.prefix { $0 != ";" }
        let message = control.endIndex < text.endIndex ? String(text[text.index(after: control.endIndex)...]) : ""
        for field in control.split(separator: ",") where field.hasPrefix("i=") {
            if let id = Int(field.dropFirst(2)) { return .kittyGraphics(id: id, message: message) }
        }
        return nil
    }

    /// XTVERSION (`>|name`) or XTGETTCAP (`1+r` / `0+r` with hex names and values, `;`-separated).
    private static func deviceControlReplies(_ content: ArraySlice<UInt8>) -> [TerminalReply]? {
        let text = String(decoding: content, as: UTF8.self)
        if text.hasPrefix(">|") { return [.version(String(text.dropFirst(2)))] }
        let found: Bool
        if text.hasPrefix("1+r") {
            found = true
        } else if text.hasPrefix("0+r") {
            found = false
        } else {
            return nil
        }
        var replies: [TerminalReply] = []
        for entry in text.dropFirst(3).split(separator: ";") {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = hexDecoded(parts[0]) else { return nil }
            if !found {
                replies.append(.capability(name: name, value: nil))
            } else if parts.count == 2 {
                guard let value = hexDecoded(parts[1]) else { return nil }
                replies.append(.capability(name: name, value: value))
            } else {
                replies.append(.capability(name: name, value: ""))
            }
        }
        return replies.isEmpty ? nil : replies
    }

    private static func hexDecoded(_ hex: Substring) -> String? {
        guard hex.count % 2 == 0, hex.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `11;rgb:RRRR/GGGG/BBBB` (OSC 10, 11 or 12; `rgba:` too), each channel scaled to 8 bits.
    private static func colorReply(_ content: ArraySlice<UInt8>) -> TerminalReply? {
        let text = String(decoding: content, as: UTF8.self)
        let fields = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard fields.count == 2, let slot = Int(fields[0]), (10...12).contains(slot) else { return nil }
        let spec = fields[1]
        let channels: Substring
        if spec.hasPrefix("rgb:") {
            channels = spec.dropFirst(4)
        } else if spec.hasPrefix("rgba:") {
            channels = spec.dropFirst(5)
        } else {
            return nil
        }
        let values = channels.split(separator: "/", omittingEmptySubsequences: false).map(eightBit)
        guard values.count >= 3, let red = values[0], let green = values[1], let blue = values[2] else { return nil }
        return .color(slot: slot, red: red, green: green, blue: blue)
    }

    /// One to four hex digits scaled to 0…255 (`ffff` and `ff` are 255, `8` is 136).
    private static func eightBit(_ hex: Substring) -> Int? {
        guard (1...4).contains(hex.count), hex.allSatisfy(\.isHexDigit), let value = Int(hex, radix: 16) else { return nil }
        switch hex.count {
        case 1: return value * 17
        case 2: return value
        case 3: return value >> 4
        default: return value >> 8
        }
    }
}
