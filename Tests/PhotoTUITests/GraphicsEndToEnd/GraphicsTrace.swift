import Foundation
import Terminal

/// What a `--graphics-trace FILE` says, read tolerantly: one line per event, `key=value` words
/// (#10 asks for one line per placement: rect, protocol, bytes, encode ms). A line with a
/// `rect=X,Y,W,H` (cells) places an image in its `slot` (or at that rect); a line with the word
/// delete, remove, clear or hide (or `action=` one of them) takes the slot's image away.
struct GraphicsTrace {
    struct Placement: Equatable {
        var slot: String
        var rect: Rect
        var protocolName: String?
        var bytes: Int?
        var encodeMilliseconds: Double?
    }

    /// Every placement line, in order.
    private(set) var placed: [Placement] = []
    /// What is on screen after the last line, by slot.
    private(set) var shown: [String: Placement] = [:]

    init(text: String) {
        for line in text.split(separator: "\n") {
            var fields: [String: String] = [:]
            var words: Set<String> = []
            for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { fields[parts[0].lowercased()] = parts[1] } else { words.insert(parts[0].lowercased()) }
            }
            let removal: Set<String> = ["delete", "remove", "clear", "hide", "erase"]
            let action = fields["action"]?.lowercased() ?? fields["op"]?.lowercased()
            if !words.isDisjoint(with: removal) || action.map(removal.contains) == true {
                if let slot = fields["slot"] { shown[slot] = nil } else { shown.removeAll() }
                continue
            }
            guard let rect = fields["rect"].flatMap(Self.rect) else { continue }
            let placement = Placement(
                slot: fields["slot"] ?? "\(rect)", rect: rect, protocolName: fields["protocol"] ?? fields["proto"],
                bytes: (fields["bytes"]).flatMap { Int($0) }, encodeMilliseconds: (fields["encode_ms"] ?? fields["encode"]).flatMap { Double($0) })
            placed.append(placement)
            shown[placement.slot] = placement
        }
    }

    init(file: String) {
        self.init(text: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }

    /// `X,Y,W,H` or `WxH+X+Y`.
    private static func rect(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.count == 4 else { return nil }
        if text.contains("x") && text.contains("+") {
            return Rect(x: numbers[2], y: numbers[3], width: numbers[0], height: numbers[1])
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
