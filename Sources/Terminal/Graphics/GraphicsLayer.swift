import Foundation

/// The placement registry: which images are on the terminal, where, and what a frame must change
/// to make the screen match its ``GraphicsRequest``s. It diffs; its ``GraphicsDriver`` says each
/// change in its protocol. One `prepare` before the cell renderer's flush and one `commit` after
/// it, per frame:
///
/// - a shown image whose slot is no longer asked for or whose image changed is erased;
/// - a shown image whose visible parts changed (its rectangle moved as a list scrolled, an
///   overlay opened or closed over it) is moved: a driver that moves cheaply (kitty) places the
///   same placements again, others erase it and place it anew;
/// - what an overlay leaves of an image shows in up to ``maximumParts`` rectangular parts, each a
///   placement of the image cut to it (kitty by a source rectangle, sixel and iTerm2 by encoding
///   the part again when the image kept its pixels), or its cells when it cannot be cut;
/// - new cells under a shown image of a driver whose cells hide pixels place it again;
/// - an asked-for image not shown is placed after the cells went out, within ``bytesPerFrame``
///   (the rest waits for the next frames, which it asks for through ``onNeedsFrame``), and, if
///   the request waits for rest and the driver moves images at a price, only once the requests
///   that wait have not moved for ``restMilliseconds`` (a held `j` shows cells, then pixels);
/// - an unchanged placement costs nothing;
/// - an image whose bytes its driver still makes off the loop thread
///   (``GraphicsDriver/isReady(toSend:key:)``) shows its cells until they are made;
/// - a request sent ahead (``GraphicsRequest/isAhead``) is transmitted for the terminal to keep,
///   one a frame, only in a frame that writes nothing else and ``aheadRestMilliseconds`` after
///   the last one that did (never in the way of a frame the user waits for), and freed once no
///   frame asks for it.
///
/// What the terminal itself erased (a full repaint after a resize, leaving the alternate screen)
/// is forgotten with `reset()`.
public final class GraphicsLayer {
    /// The protocol's driver.
    public let driver: GraphicsDriver
    /// Where the output goes.
    public let output: GraphicsOutput
    /// Inside tmux: the pane's top-left cell on the outer terminal (sequences go in passthrough).
    public var tmuxPaneOffset: Point?
    /// Wrap each frame in DEC 2026 synchronized output (kitty, foot, WezTerm): no half frames.
    public var synchronizedOutput: Bool
    /// Receives one event per placement and removal (`--graphics-trace`).
    public var trace: ((GraphicsTraceEvent) -> Void)?
    /// Receives three stamps per frame (`--graphics-trace`): diff begins, cells flushed, bytes written.
    public var stamp: ((GraphicsFrameStamp) -> Void)?
    /// The most bytes of new placements one frame writes (after the first, which always goes):
    /// a screen of six sixel tiles is ~150 KB, a full-screen sixel up to 250 KB.
    public var bytesPerFrame = 320_000
    /// How long the requests that wait for rest must stay put before they are placed, on a
    /// driver whose moves send pixels (yazi's `image_delay`).
    public var restMilliseconds = 120
    /// How long after the last frame that placed or took away an image the layer waits before
    /// it sends an image ahead: a key pressed meanwhile gets its frame without that transmission
    /// in front of it.
    public var aheadRestMilliseconds = 60
    /// Most parts an image shows in around an overlay; more, and it shows its cells.
    public var maximumParts = 6
    /// How often a frame asks again for an image whose bytes the driver makes off the loop.
    static let readyPollMilliseconds = 16
    /// Called when a request was held back (the byte budget, a scroll not at rest): the layer
    /// wants a frame after so many milliseconds.
    public var onNeedsFrame: ((Int) -> Void)?
    /// Places nothing while set (tmux showed another pane or window: `hideAll` took the images
    /// away, and anything placed now would show over what tmux shows instead); cleared when the
    /// pane has the focus again.
    public var isHidden = false
    /// Now, in nanoseconds of a monotonic clock (a test's virtual clock).
    public var clock: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

    private struct ShownPart: Equatable {
        var part: GraphicsPart
        /// The placement's id among the image's placements (kitty).
        var placementID: UInt32
    }

    private struct Shown {
        var key: String
        var image: GraphicsImage
        var reserved: [Cell]
        var parts: [ShownPart]
    }

    private struct Placement {
        var request: GraphicsRequest
        var parts: [ShownPart]
        /// Which parts are on screen elsewhere and move (the driver places them again in place).
        var moving: [Bool]
    }

    private var shown: [String: Shown] = [:]
    private var pending: [UInt8] = []
    private var placements: [Placement] = []
    private var frameOpen = false
    private var frameNumber = 0
    /// Where each request that waits for rest was in the last frame, and what it showed.
    private struct RestingPlace: Equatable {
        var rect: Rect
        var key: String
    }

    /// Where each slot that waits for rest was when last asked for (kept while it is not), the
    /// slots asked for in the last frame, and when one last moved.
    private var lastPlaces: [String: RestingPlace] = [:]
    /// How many places of slots no longer asked for are kept: enough for a preview that is being
    /// made while a key is held, not one per row scrolled past in a 100,000-photo list.
    static let keptPlacesOfGoneSlots = 64
    private var restless: Set<String> = []
    private var lastMotion: UInt64 = 0
    /// When a frame last placed or took away an image (sending ahead waits for quiet after it).
    private var lastBusy: UInt64 = 0

    /// Creates the layer over `driver`, writing to `output`.
    public init(driver: GraphicsDriver, output: GraphicsOutput, tmuxPaneOffset: Point? = nil, synchronizedOutput: Bool = false) {
        self.driver = driver
        self.output = output
        self.tmuxPaneOffset = tmuxPaneOffset
        self.synchronizedOutput = synchronizedOutput
    }

    /// Creates the layer with a new driver for `graphicsProtocol`.
    public convenience init(graphicsProtocol: GraphicsProtocol, output: GraphicsOutput, tmuxPaneOffset: Point? = nil,
                            synchronizedOutput: Bool = false) {
        self.init(driver: GraphicsDriverTable.driver(for: graphicsProtocol), output: output, tmuxPaneOffset: tmuxPaneOffset,
                  synchronizedOutput: synchronizedOutput)
    }

    /// The protocol images are drawn with (nil: cells).
    public var graphicsProtocol: GraphicsProtocol? { driver.graphicsProtocol }

    /// Slots on screen now, for tests: the cells their parts span.
    public var shownSlots: [String: Rect] { shown.mapValues { Self.span($0.parts.map(\.part.rect)) } }

    /// How many slots' last places the layer remembers, for tests.
    var rememberedPlaceCount: Int { lastPlaces.count }

    /// The parts of each slot on screen now, for tests.
    public var shownParts: [String: [GraphicsPart]] { shown.mapValues { $0.parts.map(\.part) } }

    private var writer: GraphicsWriter { GraphicsWriter(tmuxPaneOffset: tmuxPaneOffset) }

    /// Before the cell renderer flushes `frame`: takes away what must go (sixel and iTerm2 by
    /// asking the backend to repaint) and works out what to place.
    public func prepare(_ frame: CellBuffer) {
        frameNumber += 1
        stamp?(GraphicsFrameStamp(stage: .prepare, frame: frameNumber))
        placements.removeAll(keepingCapacity: true)
        // One image per slot: a slot asked for twice shows the last request.
        var requests: [String: GraphicsRequest] = [:]
        var slots: [String] = []
        for request in frame.graphics where !request.isAhead && requests.updateValue(request, forKey: request.slot) == nil {
            slots.append(request.slot)
        }
        if isHidden { requests.removeAll() }
        let now = clock()
        noteMotion(requests, now: now)
        for (slot, current) in shown {
            let reason: String
            if let request = requests[slot] {
                if request.key != current.key || request.image !== current.image {
                    reason = "replaced"
                } else {
                    let parts = visibleParts(of: request, in: frame)
                    if parts == current.parts.map(\.part) {
                        // New cells under a sixel or iTerm2 image are drawn over its pixels: place it again.
                        guard driver.cellsHidePixels && request.reserved != current.reserved else { continue }
                        reason = "redrawn"
                    } else if parts.isEmpty {
                        reason = "covered"
                    } else if driver.movesCheaply {
                        move(slot, current, to: parts, request: request)
                        continue
                    } else {
                        reason = "moved"
                    }
                }
            } else {
                reason = "gone"
            }
            remove(slot: slot, current, reason: reason)
        }
        placeNew(slots.filter { shown[$0] == nil }.compactMap { requests[$0] }, in: frame, now: now)
        if synchronizedOutput && (!pending.isEmpty || !placements.isEmpty) {
            output.writeRaw(Array("\u{1B}[?2026h".utf8))
            frameOpen = true
        }
        sendAhead(isHidden ? [] : frame.graphics.filter(\.isAhead), now: now)
    }

    /// After the cell renderer flushed: sends the removals and placements `prepare` decided.
    public func commit() {
        stamp?(GraphicsFrameStamp(stage: .flushed, frame: frameNumber))
        let writer = self.writer
        for placement in placements {
            let request = placement.request
            for (index, shownPart) in placement.parts.enumerated() {
                let before = pending.count
                let reason = driver.place(request.image, key: request.key, part: shownPart.part, placement: shownPart.placementID,
                                          moving: placement.moving[index], writer: writer, into: &pending)
                trace?(GraphicsTraceEvent(action: .place, slot: Self.traceSlot(request.slot, part: index), rect: shownPart.part.rect,
                                          graphicsProtocol: request.image.graphicsProtocol, bytes: pending.count - before,
                                          encodeMilliseconds: request.image.encodeMilliseconds, reason: reason, frame: frameNumber,
                                          source: shownPart.part.source))
            }
            shown[request.slot] = Shown(key: request.key, image: request.image, reserved: request.reserved, parts: placement.parts)
        }
        if !placements.isEmpty { driver.placed(onScreen: Set(shown.values.map(\.key)), writer: writer, into: &pending) }
        placements.removeAll(keepingCapacity: true)
        if frameOpen {
            pending += Array("\u{1B}[?2026l".utf8)
            frameOpen = false
        }
        let written = pending.count
        if !pending.isEmpty {
            output.writeRaw(pending)
            pending.removeAll(keepingCapacity: true)
        }
        stamp?(GraphicsFrameStamp(stage: .written, frame: frameNumber, bytes: written))
    }

    /// The terminal erased every image itself (a full repaint after a resize, a return from
    /// Ctrl-Z, tmux redrawing the pane): forget them, so the next frame places them again.
    public func reset(reason: String = "reset") {
        for (slot, current) in shown {
            for (index, shownPart) in current.parts.enumerated() {
                traceRemoval(slot: slot, part: index, current.image, shownPart.part.rect, bytes: 0, reason: reason)
            }
        }
        shown.removeAll()
        driver.forgetAll(writer: writer, into: &pending)
    }

    /// The cell renderer sends every cell again in this frame: pixels that cells cover (sixel,
    /// iTerm2) are wiped, so they are forgotten and placed again by `prepare`; kitty's images are
    /// above the cells and stay.
    public func cellsRepainted() {
        if driver.cellsHidePixels { reset(reason: "repainted") }
    }

    /// The terminal's answer to a command: kitty answers only errors (`ENOENT` to a placement of
    /// an image it freed on its own, another code for a transmit it could not load), so the slots
    /// that showed the image are forgotten and the next frame transmits it again. True when a
    /// frame is needed for that. The trace's reason says the code: `lost-ENOENT`.
    @discardableResult
    public func received(_ reply: TerminalReply) -> Bool {
        guard case .kittyGraphics(let id, let message) = reply, message != "OK", let imageID = UInt32(exactly: id) else { return false }
        let code = String(message.prefix { $0 != ":" }.filter { $0.isLetter || $0.isNumber })
        guard let key = driver.lost(imageID: imageID, code: code) else { return false }
        for (slot, current) in shown where current.key == key {
            for (index, shownPart) in current.parts.enumerated() {
                traceRemoval(slot: slot, part: index, current.image, shownPart.part.rect, bytes: 0, reason: "lost-\(code.prefix(16))")
            }
            shown[slot] = nil
        }
        return true
    }

    /// Takes every image off the screen now (tmux switched to another window: kitty images would
    /// stay over it) and forgets them; the next frame places them again.
    public func hideAll(reason: String) {
        for current in shown.values {
            for shownPart in current.parts {
                let removal = driver.directRemoval(key: current.key, placement: shownPart.placementID)
                if !removal.isEmpty { pending += writer.wrapped(removal) }
            }
        }
        if !pending.isEmpty {
            output.writeRaw(pending)
            pending.removeAll(keepingCapacity: true)
        }
        reset(reason: reason)
    }

    /// The removal of every placement shown, unwrapped, where the driver erases by command
    /// (kitty): for writing to the outer terminal directly when tmux would drop it (a pane that
    /// is no longer shown passes nothing through). Empty for drivers that erase by repainting.
    public var directRemovalBytes: [UInt8] {
        shown.values.flatMap { current in
            current.parts.flatMap { driver.directRemoval(key: current.key, placement: $0.placementID) }
        }
    }

    // MARK: - Private

    /// Frees what was sent ahead and is no longer asked for (nor on screen); sends the first
    /// asked for and not held, when this frame writes nothing else and the layer has been quiet
    /// for ``aheadRestMilliseconds``; else asks for a frame when it will have been.
    private func sendAhead(_ requests: [GraphicsRequest], now: UInt64) {
        // A driver that keeps nothing in the terminal has nothing to send or free: no sets built
        // every frame for it.
        guard driver.keepsImagesAhead else { return }
        if !placements.isEmpty || !pending.isEmpty { lastBusy = now }
        let writer = self.writer
        let keeping = Set(requests.map(\.key)).union(shown.values.map(\.key)).union(placements.map(\.request.key))
        driver.releaseAhead(keeping: keeping, writer: writer, into: &pending)
        let waiting = requests.filter { request in !driver.holds(key: request.key) && !placements.contains { $0.request.key == request.key } }
        guard let first = waiting.first else { return }
        // Asked first, so that bytes made off the loop are under way while the layer waits for quiet.
        let ready = driver.isReady(toSend: first.image, key: first.key)
        let quietAt = lastBusy + UInt64(aheadRestMilliseconds) * 1_000_000
        guard placements.isEmpty, now >= quietAt else {
            onNeedsFrame?(now >= quietAt ? aheadRestMilliseconds : Int((quietAt - now) / 1_000_000) + 1)
            return
        }
        guard ready else {
            onNeedsFrame?(Self.readyPollMilliseconds)
            return
        }
        let before = pending.count
        guard driver.transmitAhead(first.image, key: first.key, writer: writer, into: &pending) else { return }
        lastBusy = now
        trace?(GraphicsTraceEvent(action: .transmit, slot: first.slot, rect: first.rect, graphicsProtocol: first.image.graphicsProtocol,
                                  bytes: pending.count - before, encodeMilliseconds: first.image.encodeMilliseconds, reason: "ahead",
                                  frame: frameNumber))
        if waiting.count > 1 { onNeedsFrame?(aheadRestMilliseconds) }
    }

    /// Places what is asked for and not shown: requests that do not wait for rest first, within
    /// the frame's byte budget (the first always goes); asks for a frame for what waits.
    private func placeNew(_ requests: [GraphicsRequest], in frame: CellBuffer, now: UInt64) {
        var budget = bytesPerFrame
        var placedOne = false
        var wakeAfter: Int?
        let resting = now >= lastMotion + UInt64(restMilliseconds) * 1_000_000
        for request in requests.filter({ !$0.waitsForRest }) + requests.filter(\.waitsForRest) {
            let parts = visibleParts(of: request, in: frame)
            guard !parts.isEmpty else { continue }
            if request.waitsForRest && !driver.movesCheaply && !resting {
                let left = Int((lastMotion + UInt64(restMilliseconds) * 1_000_000 - now) / 1_000_000) + 1
                wakeAfter = min(wakeAfter ?? left, left)
                continue
            }
            guard driver.isReady(toSend: request.image, key: request.key) else {
                // Its bytes are being made off the loop: its cells show until a later frame.
                wakeAfter = min(wakeAfter ?? Self.readyPollMilliseconds, Self.readyPollMilliseconds)
                continue
            }
            let cost = parts.reduce(0) { $0 + driver.estimatedBytes(placing: $1, of: request.image, key: request.key) }
            if placedOne && cost > budget {
                // The terminal parses what went; the rest follows in the next frames.
                wakeAfter = min(wakeAfter ?? 16, 16)
                continue
            }
            budget -= cost
            placedOne = true
            var used = Set(placements.lazy.filter { $0.request.key == request.key }.flatMap { $0.parts.map(\.placementID) })
            for current in shown.values where current.key == request.key { used.formUnion(current.parts.map(\.placementID)) }
            let shownParts = parts.map { part -> ShownPart in
                let id = Self.lowestFree(used)
                used.insert(id)
                return ShownPart(part: part, placementID: id)
            }
            placements.append(Placement(request: request, parts: shownParts, moving: Array(repeating: false, count: parts.count)))
        }
        if let wakeAfter { onNeedsFrame?(wakeAfter) }
    }

    /// A driver that moves cheaply places the same placements at their new parts (kitty
    /// replaces a placement placed again), takes away those left over and adds the missing.
    private func move(_ slot: String, _ current: Shown, to parts: [GraphicsPart], request: GraphicsRequest) {
        var used = Set(current.parts.map(\.placementID))
        for other in shown.values where other.key == current.key { used.formUnion(other.parts.map(\.placementID)) }
        var shownParts: [ShownPart] = []
        var moving: [Bool] = []
        for (index, part) in parts.enumerated() {
            if index < current.parts.count {
                shownParts.append(ShownPart(part: part, placementID: current.parts[index].placementID))
                moving.append(true)
            } else {
                let id = Self.lowestFree(used)
                used.insert(id)
                shownParts.append(ShownPart(part: part, placementID: id))
                moving.append(false)
            }
        }
        for (index, left) in current.parts.enumerated().dropFirst(parts.count) {
            let before = pending.count
            driver.erase(key: current.key, part: left.part, placement: left.placementID, output: output, writer: writer, into: &pending)
            traceRemoval(slot: slot, part: index, current.image, left.part.rect, bytes: pending.count - before, reason: "covered")
        }
        placements.append(Placement(request: request, parts: shownParts, moving: moving))
    }

    private func remove(slot: String, _ current: Shown, reason: String) {
        for (index, shownPart) in current.parts.enumerated() {
            let before = pending.count
            driver.erase(key: current.key, part: shownPart.part, placement: shownPart.placementID, output: output, writer: writer,
                         into: &pending)
            traceRemoval(slot: slot, part: index, current.image, shownPart.part.rect, bytes: pending.count - before, reason: reason)
        }
        shown[slot] = nil
    }

    /// Remembers when a request that waits for rest moved, was replaced or went away: a
    /// preview whose photo changes with each move of a held key is motion too, and so is one
    /// that comes back changed after frames without it (a held key moves on while each photo's
    /// preview is still being made, so the slot is missing from most frames: on a loaded
    /// machine each preview that came in would otherwise find the layer at rest).
    private func noteMotion(_ requests: [String: GraphicsRequest], now: UInt64) {
        var waiting: Set<String> = []
        var moved = false
        for (slot, request) in requests where request.waitsForRest {
            let place = RestingPlace(rect: request.rect, key: request.key)
            if let last = lastPlaces.updateValue(place, forKey: slot), last != place { moved = true }
            waiting.insert(slot)
        }
        if moved || !restless.isSubset(of: waiting) { lastMotion = now }
        restless = waiting
        if lastPlaces.count > waiting.count + Self.keptPlacesOfGoneSlots {
            // Rows scrolled away: when one comes back, the scroll that brings it is motion already.
            lastPlaces = lastPlaces.filter { waiting.contains($0.key) }
        }
    }

    /// What of `request` can show in `frame`: all of it when every cell of its rect still holds
    /// what the widget put under the image; else, when the driver can show a part of the image,
    /// the rectangles of intact cells (rows with the same intact runs banded together), at most
    /// ``maximumParts``. Empty when nothing can show.
    private func visibleParts(of request: GraphicsRequest, in frame: CellBuffer) -> [GraphicsPart] {
        let rect = request.rect, image = request.image
        guard rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0, rect.maxX <= frame.width, rect.maxY <= frame.height,
              request.reserved.count == rect.width * rect.height else { return [] }
        let whole = GraphicsPart(rect: rect, source: request.source)
        guard request.source == nil || driver.canShow(whole, of: image) else { return [] }
        var runs: [[Range<Int>]] = []
        for y in rect.y..<rect.maxY {
            let start = (y - rect.y) * rect.width
            var row: [Range<Int>] = []
            var x = rect.x
            while x < rect.maxX {
                guard frame[x, y] == request.reserved[start + x - rect.x] else { x += 1; continue }
                let first = x
                while x < rect.maxX, frame[x, y] == request.reserved[start + x - rect.x] { x += 1 }
                row.append(first..<x)
            }
            runs.append(row)
        }
        if runs.allSatisfy({ $0 == [rect.x..<rect.maxX] }) { return [whole] }
        let full = request.source ?? Rect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        var parts: [GraphicsPart] = []
        var y = 0
        while y < runs.count {
            var end = y + 1
            while end < runs.count, runs[end] == runs[y] { end += 1 }
            for run in runs[y] {
                let cells = Rect(x: run.lowerBound, y: rect.y + y, width: run.count, height: end - y)
                let x0 = full.x + (cells.x - rect.x) * full.width / rect.width, x1 = full.x + (cells.maxX - rect.x) * full.width / rect.width
                let y0 = full.y + y * full.height / rect.height, y1 = full.y + end * full.height / rect.height
                parts.append(GraphicsPart(rect: cells, source: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))
            }
            y = end
        }
        guard parts.count <= maximumParts, let first = parts.first, driver.canShow(first, of: image) else { return [] }
        return parts
    }

    private func traceRemoval(slot: String, part: Int, _ image: GraphicsImage, _ rect: Rect, bytes: Int, reason: String) {
        trace?(GraphicsTraceEvent(action: .delete, slot: Self.traceSlot(slot, part: part), rect: rect,
                                  graphicsProtocol: image.graphicsProtocol, bytes: bytes, encodeMilliseconds: 0, reason: reason,
                                  frame: frameNumber))
    }

    /// The trace's name of a part: the slot for the first, `slot~N` for the others.
    private static func traceSlot(_ slot: String, part: Int) -> String { part == 0 ? slot : "\(slot)~\(part)" }

    private static func lowestFree(_ used: Set<UInt32>) -> UInt32 {
        var id: UInt32 = 1
        while used.contains(id) { id += 1 }
        return id
    }

    private static func span(_ rects: [Rect]) -> Rect {
        guard let first = rects.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for rect in rects.dropFirst() {
            minX = min(minX, rect.x)
            minY = min(minY, rect.y)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
