/// One line of `--graphics-trace`: an image placed, taken away, or sent ahead to be kept.
public struct GraphicsTraceEvent: Sendable, Equatable {
    /// `transmit`: the terminal was sent an image to keep, shown nowhere yet (kitty's `a=t`, the
    /// full-screen view's next photo); its rect is where it will show.
    public enum Action: String, Sendable { case place, delete, transmit }
    public var action: Action
    public var slot: String
    public var rect: Rect
    public var graphicsProtocol: GraphicsProtocol
    /// Bytes written for it (the transmission too, when the image was new to the terminal).
    public var bytes: Int
    /// The encode time of a placed image.
    public var encodeMilliseconds: Double
    /// Why it was placed (new: transmitted now; again: from data the terminal kept; moved: the
    /// same placement somewhere else) or went away (moved, replaced, covered, gone, reset).
    public var reason: String
    /// The frame it happened in (the layer's count of `prepare`s), so a reader can add up the
    /// bytes of one scroll step.
    public var frame: Int
    /// The part of the image placed, in its pixels, when only part of it shows (kitty).
    public var source: Rect?

    public init(action: Action, slot: String, rect: Rect, graphicsProtocol: GraphicsProtocol, bytes: Int,
                encodeMilliseconds: Double, reason: String = "", frame: Int = 0, source: Rect? = nil) {
        self.action = action
        self.slot = slot
        self.rect = rect
        self.graphicsProtocol = graphicsProtocol
        self.bytes = bytes
        self.encodeMilliseconds = encodeMilliseconds
        self.reason = reason
        self.frame = frame
        self.source = source
    }

    /// `action=place slot=detail rect=X,Y,W,H protocol=kitty bytes=N encode_ms=E reason=R [source=X,Y,W,H] frame=F`.
    public var line: String {
        var text = "action=\(action.rawValue) slot=\(slot.replacingOccurrences(of: " ", with: "_")) rect=\(rect.x),\(rect.y),\(rect.width),\(rect.height) protocol=\(graphicsProtocol.rawValue)"
        if action != .delete {
            text += " bytes=\(bytes) encode_ms=\((encodeMilliseconds * 100).rounded() / 100)"
            if !reason.isEmpty { text += " reason=\(reason)" }
            if let source { text += " source=\(source.x),\(source.y),\(source.width),\(source.height)" }
        } else {
            text += " bytes=\(bytes) reason=\(reason)"
        }
        return text + " frame=\(frame)"
    }
}
