#if canImport(Glibc)
import Glibc
#endif

/// The placement registry: which images are on the terminal, where, and what a frame must send
/// to make the screen match its ``GraphicsRequest``s. One `prepare` before the cell renderer's
/// flush and one `commit` after it, per frame:
///
/// - a shown image whose slot is no longer asked for, whose image changed, or any of whose
///   cells no longer holds what the widget put under it (an overlay over it) is taken away:
///   kitty by deleting its placement (the image data stays), sixel and iTerm2 by having the
///   cell renderer send the rectangle's cells again; kitty keeps showing, cropped, the rows at
///   the top or bottom of the image that a panel across it left alone;
/// - a shown image whose rectangle moved (a list scrolled) is placed again: kitty by placing the
///   same image and placement id at the new place, which replaces the old placement, a few
///   dozen bytes; sixel and iTerm2 by repainting the old rectangle and sending the image again;
/// - an asked-for image not shown, whose rectangle is intact, is placed after the cells went out
///   (`ESC 7`, cursor to its corner, the image, `ESC 8`); kitty transmits each image once under
///   an id and later places it again for a few dozen bytes;
/// - an unchanged placement costs nothing.
///
/// Kitty keeps the images transmitted and not shown for a later placement, up to
/// ``kittyCapacity`` images and ``kittyMemoryBudget`` bytes of pixels, beyond which the least
/// recently placed are freed. Inside tmux every sequence is wrapped in passthrough, cursor
/// movement included, at the pane's offset. What the terminal itself erased (a full repaint
/// after a resize, leaving the alternate screen) is forgotten with `reset()`.
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
    public var kittyCapacity = 512
    /// Bytes of pixels kept stored in kitty (counted at 4 a pixel, as it may hold them), beyond
    /// which the least recently placed images are freed: kitty evicts images on its own past
    /// its quota (320 MB in 0.26), and an image placed by an id it evicted would not show.
    public var kittyMemoryBudget = 160 << 20

    private struct Shown {
        var key: String
        var rect: Rect
        var image: GraphicsImage
        var reserved: [Cell]
        var source: Rect?
        /// kitty: the placement's id within its image (1 unless the image shows in several
        /// slots at once).
        var placementID: UInt32
    }

    /// What of a request shows: its rect, or on kitty the top or bottom rows of it that an
    /// overlay left alone, and the part of the image they show.
    private struct Visible: Equatable {
        var rect: Rect
        var source: Rect?
    }

    private struct Placement {
        var request: GraphicsRequest
        var visible: Visible
        var placementID: UInt32
        /// The slot's image was shown elsewhere and moves (kitty replaces the placement in place).
        var isMove: Bool
    }

    private var shown: [String: Shown] = [:]
    private var pending: [UInt8] = []
    private var placements: [Placement] = []
    /// kitty: each image stored in the terminal, by key: its id, the pixel bytes it may hold, and
    /// when it was last placed (the value of `kittyPlacements` then: the lowest is the oldest).
    private var kittyImages: [String: (id: UInt32, bytes: Int, lastPlaced: Int)] = [:]
    /// kitty: the sum of `kittyImages`' bytes, and how many placements were sent so far.
    private var kittyStoredBytes = 0
    private var kittyPlacements = 0
    private var nextKittyID: UInt32
    private var frameOpen = false
    private var frameNumber = 0

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

    /// Kitty images stored in the terminal now (shown or kept for later), for tests.
    public var kittyStoredImages: Int { kittyImages.count }

    /// Before the cell renderer flushes `frame`: takes away what must go (sixel and iTerm2 by
    /// asking the backend to repaint) and works out what to place.
    public func prepare(_ frame: CellBuffer) {
        frameNumber += 1
        placements.removeAll(keepingCapacity: true)
        // One image per slot: a slot asked for twice shows the last request.
        var requests: [String: GraphicsRequest] = [:]
        var slots: [String] = []
        for request in frame.graphics where requests.updateValue(request, forKey: request.slot) == nil {
            slots.append(request.slot)
        }
        for (slot, current) in shown {
            let reason: String
            if let request = requests[slot] {
                if request.key != current.key || request.image !== current.image {
                    reason = "replaced"
                } else if let visible = visiblePart(of: request, in: frame) {
                    if visible.rect != current.rect || visible.source != current.source {
                        guard graphicsProtocol != .kitty else {
                            // Placing the same image and placement id again replaces the
                            // placement: no delete needed. The slot stays in `shown` (so the
                            // loop below skips it) until `commit` records it at its new place.
                            placements.append(Placement(request: request, visible: visible, placementID: current.placementID, isMove: true))
                            continue
                        }
                        reason = "moved"
                    } else if graphicsProtocol != .kitty && request.reserved != current.reserved {
                        // New cells under a sixel or iTerm2 image are drawn over its pixels: place it again.
                        reason = "redrawn"
                    } else {
                        continue
                    }
                } else {
                    reason = "covered"
                }
            } else {
                reason = "gone"
            }
            remove(slot: slot, current, reason: reason)
        }
        for slot in slots where shown[slot] == nil {
            let request = requests[slot]!
            guard let visible = visiblePart(of: request, in: frame) else { continue }
            placements.append(Placement(request: request, visible: visible, placementID: freePlacementID(for: request.key), isMove: false))
        }
        if synchronizedOutput && (!pending.isEmpty || !placements.isEmpty) {
            output.writeRaw(Array("\u{1B}[?2026h".utf8))
            frameOpen = true
        }
    }

    /// After the cell renderer flushed: sends the removals and placements `prepare` decided.
    public func commit() {
        for placement in placements {
            let request = placement.request
            let before = pending.count
            let reason = place(placement)
            let visible = placement.visible
            shown[request.slot] = Shown(key: request.key, rect: visible.rect, image: request.image, reserved: request.reserved,
                                        source: visible.source, placementID: placement.placementID)
            trace?(GraphicsTraceEvent(action: .place, slot: request.slot, rect: visible.rect, graphicsProtocol: graphicsProtocol,
                                      bytes: pending.count - before, encodeMilliseconds: request.image.encodeMilliseconds,
                                      reason: reason, frame: frameNumber, source: visible.source))
        }
        if !placements.isEmpty, graphicsProtocol == .kitty { evictKittyImages() }
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
                                      bytes: 0, encodeMilliseconds: 0, reason: reason, frame: frameNumber))
        }
        shown.removeAll()
        for id in kittyImages.values.map(\.id).sorted() { pending += wrapped(KittyEncoder.free(id: id)) }
        kittyImages.removeAll()
        kittyStoredBytes = 0
    }

    /// Takes every image off the screen now (tmux switched to another window: kitty images would
    /// stay over it) and forgets them; the next frame places them again.
    public func hideAll(reason: String) {
        if graphicsProtocol == .kitty, !shown.isEmpty {
            for (_, current) in shown {
                if let removal = kittyRemoval(current) { pending += wrapped(removal) }
            }
            output.writeRaw(pending)
            pending.removeAll(keepingCapacity: true)
        }
        reset(reason: reason)
    }

    /// Kitty's removal of every placement shown, unwrapped: for writing to the outer terminal
    /// directly when tmux would drop it (a pane that is no longer shown passes nothing through).
    public var kittyRemovalBytes: [UInt8] {
        guard graphicsProtocol == .kitty else { return [] }
        return shown.values.flatMap { kittyRemoval($0) ?? [] }
    }

    /// What to write before leaving: kitty's delete-all (wrapped under tmux); nothing for sixel
    /// and iTerm2, whose pixels leave with the alternate screen.
    public static func exitBytes(for graphicsProtocol: GraphicsProtocol, insideTmux: Bool) -> [UInt8] {
        guard graphicsProtocol == .kitty else { return [] }
        return insideTmux ? TmuxPassthrough.wrap(KittyEncoder.deleteAll) : KittyEncoder.deleteAll
    }

    // MARK: - Private

    /// What of `request` can show in `frame`: all of it when every cell of its rect still holds
    /// what the widget put under the image. On kitty, which crops, also the intact rows at its
    /// top (or bottom) when every other row is wholly covered: a panel across the bottom of a
    /// list hides the last row's lower half, and its upper half still shows pixels. Rows only
    /// partly covered (an overlay beside part of the image) show the cells around the overlay.
    /// Nil when nothing can show.
    private func visiblePart(of request: GraphicsRequest, in frame: CellBuffer) -> Visible? {
        let rect = request.rect
        guard rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0, rect.maxX <= frame.width, rect.maxY <= frame.height,
              request.reserved.count == rect.width * rect.height,
              // Only kitty crops; a sixel or iTerm2 image is sent whole.
              request.source == nil || graphicsProtocol == .kitty else { return nil }
        /// How many cells of row `y` still hold what was put under the image.
        func intactCells(row y: Int) -> Int {
            let start = (y - rect.y) * rect.width
            var count = 0
            for x in rect.x..<rect.maxX where frame[x, y] == request.reserved[start + x - rect.x] { count += 1 }
            return count
        }
        let intact = (rect.y..<rect.maxY).map(intactCells(row:))
        let whole = intact.prefix { $0 == rect.width }.count
        if whole == rect.height { return Visible(rect: rect, source: request.source) }
        guard graphicsProtocol == .kitty else { return nil }
        let top = whole, bottom = intact.reversed().prefix { $0 == rect.width }.count
        let image = request.image
        let full = request.source ?? Rect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        let rowPixels = full.height / rect.height
        if top > 0, intact[top...].allSatisfy({ $0 == 0 }) {
            return Visible(rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: top),
                           source: Rect(x: full.x, y: full.y, width: full.width, height: top * rowPixels))
        }
        if bottom > 0, intact[..<(rect.height - bottom)].allSatisfy({ $0 == 0 }) {
            return Visible(rect: Rect(x: rect.x, y: rect.maxY - bottom, width: rect.width, height: bottom),
                           source: Rect(x: full.x, y: full.y + (rect.height - bottom) * rowPixels, width: full.width,
                                        height: bottom * rowPixels))
        }
        return nil
    }

    /// The lowest placement id of `key`'s image that no shown or queued placement uses (an
    /// image shown in two slots at once needs two).
    private func freePlacementID(for key: String) -> UInt32 {
        var used = Set(placements.lazy.filter { $0.request.key == key }.map(\.placementID))
        for current in shown.values where current.key == key { used.insert(current.placementID) }
        var id: UInt32 = 1
        while used.contains(id) { id += 1 }
        return id
    }

    /// Kitty's removal of `current`'s placement, unwrapped; nil when its image is not stored.
    private func kittyRemoval(_ current: Shown) -> [UInt8]? {
        kittyImages[current.key].map { KittyEncoder.removePlacement(id: $0.id, placement: current.placementID) }
    }

    private func remove(slot: String, _ current: Shown, reason: String) {
        let before = pending.count
        switch graphicsProtocol {
        case .kitty:
            if let removal = kittyRemoval(current) { pending += wrapped(removal) }
        case .sixel, .iterm2:
            output.repaint(current.rect)
        }
        shown[slot] = nil
        trace?(GraphicsTraceEvent(action: .delete, slot: slot, rect: current.rect, graphicsProtocol: graphicsProtocol,
                                  bytes: pending.count - before, encodeMilliseconds: 0, reason: reason, frame: frameNumber))
    }

    /// Queues `placement`'s bytes; returns why it was placed, for the trace.
    private func place(_ placement: Placement) -> String {
        let request = placement.request
        let rect = placement.visible.rect
        switch graphicsProtocol {
        case .kitty:
            let id: UInt32
            let reason: String
            kittyPlacements += 1
            if let known = kittyImages[request.key] {
                id = known.id
                kittyImages[request.key]?.lastPlaced = kittyPlacements
                reason = placement.isMove ? "moved" : "again"
            } else {
                id = newKittyID()
                let bytes = request.image.pixelWidth * request.image.pixelHeight * 4
                kittyImages[request.key] = (id: id, bytes: bytes, lastPlaced: kittyPlacements)
                kittyStoredBytes += bytes
                for sequence in KittyEncoder.transmit(request.image, id: id) { pending += wrapped(sequence) }
                reason = "new"
            }
            pending += positioned(KittyEncoder.place(id: id, placement: placement.placementID, columns: rect.width, rows: rect.height,
                                                     source: placement.visible.source), at: rect)
            return reason
        case .sixel, .iterm2:
            pending += positioned(request.image.chunks.first ?? [], at: rect)
            return "new"
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

    /// Frees the least recently placed images not on screen while too many are stored.
    private func evictKittyImages() {
        func overLimit() -> Bool { kittyImages.count > kittyCapacity || kittyStoredBytes > kittyMemoryBudget }
        guard overLimit() else { return }
        let onScreen = Set(shown.values.map(\.key))
        let offScreen = kittyImages.filter { !onScreen.contains($0.key) }.sorted { $0.value.lastPlaced < $1.value.lastPlaced }
        for (key, image) in offScreen {
            guard overLimit() else { break }
            kittyImages[key] = nil
            kittyStoredBytes -= image.bytes
            pending += wrapped(KittyEncoder.free(id: image.id))
        }
    }
}
