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
        /// Why it was placed (`new`, `again`, `moved`), when the trace says.
        var reason: String?
        /// The frame it was placed in, when the trace says.
        var frame: Int?
        /// The part of the image placed, in its pixels, when only part of it shows.
        var source: Rect?
    }

    /// A line that placed or took away an image, in order: the bytes of a frame add up from these.
    struct Event: Equatable {
        var isPlacement: Bool
        var slot: String?
        var bytes: Int
        var reason: String?
        var frame: Int?
    }

    /// Every placement line, in order.
    private(set) var placed: [Placement] = []
    /// Every placement and removal line, in order.
    private(set) var events: [Event] = []
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
            let frame = fields["frame"].flatMap { Int($0) }
            if !words.isDisjoint(with: removal) || action.map(removal.contains) == true {
                if let slot = fields["slot"] { shown[slot] = nil } else { shown.removeAll() }
                events.append(Event(isPlacement: false, slot: fields["slot"], bytes: fields["bytes"].flatMap { Int($0) } ?? 0,
                                    reason: fields["reason"], frame: frame))
                continue
            }
            if action == "transmit" {
                // Sent for the terminal to keep, shown nowhere: bytes written, nothing on screen.
                events.append(Event(isPlacement: false, slot: fields["slot"], bytes: fields["bytes"].flatMap { Int($0) } ?? 0,
                                    reason: fields["reason"], frame: frame))
                continue
            }
            guard let rect = fields["rect"].flatMap(Self.rect) else { continue }
            let placement = Placement(
                slot: fields["slot"] ?? "\(rect)", rect: rect, protocolName: fields["protocol"] ?? fields["proto"],
                bytes: (fields["bytes"]).flatMap { Int($0) }, encodeMilliseconds: (fields["encode_ms"] ?? fields["encode"]).flatMap { Double($0) },
                reason: fields["reason"], frame: frame, source: fields["source"].flatMap(Self.rect))
            placed.append(placement)
            events.append(Event(isPlacement: true, slot: placement.slot, bytes: placement.bytes ?? 0, reason: placement.reason, frame: frame))
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

extension GraphicsTrace {
    /// What the frames in which thumbnails (slots `row-…`, `tile-…`) moved cost: one entry per
    /// such frame (a scroll step), with its bytes for thumbnails, the thumbnails moved, and
    /// the bytes of those moves alone.
    struct ScrollStep: Equatable {
        var bytes: Int
        var moved: Int
        var movedBytes: Int
        var transmitted: Int
    }

    var thumbnailScrollSteps: [ScrollStep] {
        var steps: [Int: ScrollStep] = [:]
        for event in events {
            guard let frame = event.frame, let slot = event.slot, slot.hasPrefix("row-") || slot.hasPrefix("tile-") else { continue }
            var step = steps[frame] ?? ScrollStep(bytes: 0, moved: 0, movedBytes: 0, transmitted: 0)
            step.bytes += event.bytes
            if event.isPlacement, event.reason == "moved" {
                step.moved += 1
                step.movedBytes += event.bytes
            }
            if event.isPlacement, event.reason == "new" { step.transmitted += 1 }
            steps[frame] = step
        }
        return steps.keys.sorted().compactMap { steps[$0] }.filter { $0.moved > 0 }
    }

    /// The bytes of each thumbnail transmitted (placed for the first time, data and all).
    var newThumbnailBytes: [Int] {
        placed.filter { ($0.slot.hasPrefix("row-") || $0.slot.hasPrefix("tile-")) && $0.reason == "new" }.compactMap(\.bytes)
    }
}
