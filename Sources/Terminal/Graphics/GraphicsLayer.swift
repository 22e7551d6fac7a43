#if canImport(Glibc)
import Glibc
#endif

/// The placement registry: which images are on the terminal, where, and what a frame must send
/// to make the screen match its ``GraphicsRequest``s. One `prepare` before the cell renderer's
/// flush and one `commit` after it, per frame:
///
/// - a shown image whose slot is no longer asked for, whose image or rectangle changed, or
///   any of whose cells no longer holds what the widget put under it (an overlay over it) is taken away:
///   kitty by deleting its placement, sixel and iTerm2 by having the cell renderer send the
///   rectangle's cells again;
/// - an asked-for image not shown, whose rectangle is intact, is placed after the cells went out
///   (`ESC 7`, cursor to its corner, the image, `ESC 8`); kitty transmits each image once under
///   an id and later places it again for a few dozen bytes;
/// - an unchanged placement costs nothing.
///
/// Inside tmux every sequence is wrapped in passthrough, cursor movement included, at the
/// pane's offset. What the terminal itself erased (a full repaint after a resize, leaving the
/// alternate screen) is forgotten with `reset()`.
public final class GraphicsLayer {
    /// The protocol images are drawn with.
    public let graphicsProtocol: GraphicsProtocol
    /// Where the output goes.
    public let output: GraphicsOutput
    /// Inside tmux: the pane's top-left cell on the outer terminal (sequences go in passthrough).
    public var tmuxPaneOffset: Point?
    /// Wrap each frame in DEC 2026 synchronized output (kitty, foot, WezTerm): no half frames.
    public var synchronizedOutput: Bool
    /// Receives one event per placement and removal (`--graphics-trace`).
    public var trace: ((GraphicsTraceEvent) -> Void)?
    /// Kitty images kept stored in the terminal, beyond which the least recently placed is freed.
    public var kittyCapacity = 48

    private struct Shown {
        var key: String
        var rect: Rect
        var image: GraphicsImage
        var reserved: [Cell]
    }

    private var shown: [String: Shown] = [:]
    private var pending: [UInt8] = []
    private var placements: [(GraphicsRequest, Int)] = []
    /// kitty: image key → id, in the order last placed (oldest first).
    private var kittyIDs: [String: UInt32] = [:]
    private var kittyOrder: [String] = []
    private var nextKittyID: UInt32
    private var frameOpen = false

    /// Creates the layer for `graphicsProtocol` writing to `output`.
    public init(graphicsProtocol: GraphicsProtocol, output: GraphicsOutput, tmuxPaneOffset: Point? = nil, synchronizedOutput: Bool = false) {
        self.graphicsProtocol = graphicsProtocol
        self.output = output
        self.tmuxPaneOffset = tmuxPaneOffset
        self.synchronizedOutput = synchronizedOutput
        // Ids of our own range, so another program's images in the same window are not touched.
        nextKittyID = 0x5054_0000 | UInt32(truncatingIfNeeded: getpid() & 0xFF) << 8
    }

    /// Slots on screen now, for tests.
    public var shownSlots: [String: Rect] { shown.mapValues(\.rect) }

    /// Before the cell renderer flushes `frame`: takes away what must go (sixel and iTerm2 by
    /// asking the backend to repaint) and works out what to place.
    public func prepare(_ frame: CellBuffer) {
        placements.removeAll(keepingCapacity: true)
        let requests = Dictionary(frame.graphics.map { ($0.slot, $0) }, uniquingKeysWith: { _, last in last })
        for (slot, current) in shown {
            let request = requests[slot]
            let reason: String?
            if request == nil {
                reason = "gone"
            } else if request!.key != current.key || request!.image !== current.image {
                reason = "replaced"
            } else if request!.rect != current.rect {
                reason = "moved"
            } else if !Self.isIntact(request!, in: frame) {
                reason = "covered"
            } else if graphicsProtocol != .kitty && request!.reserved != current.reserved {
                // New cells under a sixel or iTerm2 image are drawn over its pixels: place it again.
                reason = "redrawn"
            } else {
                reason = nil
            }
            guard let reason else { continue }
            remove(slot: slot, current, reason: reason)
        }
        for request in frame.graphics where shown[request.slot] == nil && Self.isIntact(request, in: frame)
            && request.rect.width > 0 && request.rect.height > 0 {
            placements.append((request, 0))
        }
        if synchronizedOutput && (!pending.isEmpty || !placements.isEmpty) {
            output.writeRaw(Array("\u{1B}[?2026h".utf8))
            frameOpen = true
        }
    }

    /// After the cell renderer flushed: sends the removals and placements `prepare` decided.
    public func commit() {
        for (request, _) in placements {
            let before = pending.count
            place(request)
            shown[request.slot] = Shown(key: request.key, rect: request.rect, image: request.image, reserved: request.reserved)
            trace?(GraphicsTraceEvent(action: .place, slot: request.slot, rect: request.rect, graphicsProtocol: graphicsProtocol,
                                      bytes: pending.count - before, encodeMilliseconds: request.image.encodeMilliseconds))
        }
        placements.removeAll(keepingCapacity: true)
        if frameOpen {
            pending += Array("\u{1B}[?2026l".utf8)
            frameOpen = false
        }
        guard !pending.isEmpty else { return }
        output.writeRaw(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// The terminal erased every image itself (a full repaint after a resize, a return from
    /// Ctrl-Z, tmux redrawing the pane): forget them, so the next frame places them again. Kitty
    /// frees the data of images a screen clear took away, so they are transmitted again too (the
    /// free sent here only makes sure none is left behind).
    public func reset(reason: String = "reset") {
        for (slot, current) in shown {
            trace?(GraphicsTraceEvent(action: .delete, slot: slot, rect: current.rect, graphicsProtocol: graphicsProtocol,
                                      bytes: 0, encodeMilliseconds: 0, reason: reason))
        }
        shown.removeAll()
        for id in kittyIDs.values.sorted() { pending += wrapped(KittyEncoder.free(id: id)) }
        kittyIDs.removeAll()
        kittyOrder.removeAll()
    }

    /// Takes every image off the screen now (tmux switched to another window: kitty images would
    /// stay over it) and forgets them; the next frame places them again.
    public func hideAll(reason: String) {
        if graphicsProtocol == .kitty, !shown.isEmpty {
            for (_, current) in shown {
                if let id = kittyIDs[current.key] { pending += wrapped(KittyEncoder.removePlacement(id: id)) }
            }
            output.writeRaw(pending)
            pending.removeAll(keepingCapacity: true)
        }
        reset(reason: reason)
    }

    /// What to write before leaving: kitty's delete-all (wrapped under tmux); nothing for sixel
    /// and iTerm2, whose pixels leave with the alternate screen.
    public static func exitBytes(for graphicsProtocol: GraphicsProtocol, insideTmux: Bool) -> [UInt8] {
        guard graphicsProtocol == .kitty else { return [] }
        return insideTmux ? TmuxPassthrough.wrap(KittyEncoder.deleteAll) : KittyEncoder.deleteAll
    }

    // MARK: - Private

    private static func isIntact(_ request: GraphicsRequest, in frame: CellBuffer) -> Bool {
        let rect = request.rect
        guard rect.x >= 0, rect.y >= 0, rect.maxX <= frame.width, rect.maxY <= frame.height,
              request.reserved.count == rect.width * rect.height else { return false }
        for y in rect.y..<rect.maxY {
            let row = (y - rect.y) * rect.width
            for x in rect.x..<rect.maxX where frame[x, y] != request.reserved[row + x - rect.x] { return false }
        }
        return true
    }

    private func remove(slot: String, _ current: Shown, reason: String) {
        let before = pending.count
        switch graphicsProtocol {
        case .kitty:
            if let id = kittyIDs[current.key] { pending += wrapped(KittyEncoder.removePlacement(id: id)) }
        case .sixel, .iterm2:
            output.repaint(current.rect)
        }
        shown[slot] = nil
        trace?(GraphicsTraceEvent(action: .delete, slot: slot, rect: current.rect, graphicsProtocol: graphicsProtocol,
                                  bytes: pending.count - before, encodeMilliseconds: 0, reason: reason))
    }

    private func place(_ request: GraphicsRequest) {
        let rect = request.rect
        switch graphicsProtocol {
        case .kitty:
            let id: UInt32
            if let known = kittyIDs[request.key] {
                id = known
                kittyOrder.removeAll { $0 == request.key }
            } else {
                id = newKittyID()
                kittyIDs[request.key] = id
                for sequence in KittyEncoder.transmit(request.image, id: id) { pending += wrapped(sequence) }
            }
            kittyOrder.append(request.key)
            pending += positioned(KittyEncoder.place(id: id, columns: rect.width, rows: rect.height), at: rect)
            evictKittyImages()
        case .sixel, .iterm2:
            pending += positioned(request.image.chunks.first ?? [], at: rect)
        }
    }

    /// Save the cursor, go to the rectangle's corner, `body`, restore the cursor; inside tmux all
    /// of it in one passthrough at the pane's offset (tmux does not move the outer cursor for us).
    private func positioned(_ body: [UInt8], at rect: Rect) -> [UInt8] {
        let offset = tmuxPaneOffset ?? Point(x: 0, y: 0)
        let move = Array("\u{1B}7\u{1B}[\(rect.y + offset.y + 1);\(rect.x + offset.x + 1)H".utf8)
        let sequence = move + body + [0x1B, 0x38]
        return wrapped(sequence)
    }

    private func wrapped(_ sequence: [UInt8]) -> [UInt8] {
        tmuxPaneOffset == nil ? sequence : TmuxPassthrough.wrap(sequence)
    }

    private func newKittyID() -> UInt32 {
        nextKittyID &+= 1
        if nextKittyID == 0 { nextKittyID = 1 }
        return nextKittyID
    }

    private func evictKittyImages() {
        let onScreen = Set(shown.values.map(\.key)).union(placements.map(\.0.key))
        while kittyOrder.count > kittyCapacity, let index = kittyOrder.firstIndex(where: { !onScreen.contains($0) }) {
            let key = kittyOrder.remove(at: index)
            if let id = kittyIDs.removeValue(forKey: key) { pending += wrapped(KittyEncoder.free(id: id)) }
        }
    }
}
