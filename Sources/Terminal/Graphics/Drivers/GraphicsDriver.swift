/// One image protocol's way of putting pixels on the terminal, behind the interface the
/// ``GraphicsLayer`` diffs against: place a part of an image, move it, erase it, crop it. One type
/// per protocol (``KittyDriver``, ``SixelDriver``, ``ITerm2Driver``, ``CellDriver``), chosen by
/// ``GraphicsDriverTable`` from the terminal's identity and its answers to the probe.
///
/// The layer decides *what* changes on screen (which slot is new, moved, covered or gone); a
/// driver decides *how* its protocol says it, and keeps what its protocol needs to remember
/// (kitty: the images stored in the terminal, under which ids). Encoding is static (it runs on
/// image workers): ``GraphicsDriver/encode(_:columns:rows:options:)``.
///
/// ```swift
/// let driver = GraphicsDriverTable.driver(for: .sixel)
/// let layer = GraphicsLayer(driver: driver, output: screen.backend)
/// ```
public protocol GraphicsDriver: AnyObject {
    /// The protocol it speaks; nil for cells.
    var graphicsProtocol: GraphicsProtocol? { get }
    /// Moving a shown image costs a few bytes (kitty places it again by id), so a scroll needs no
    /// wait for the list to rest; false where a move sends the pixels again (sixel, iTerm2).
    var movesCheaply: Bool { get }
    /// Cells written over a shown image hide its pixels (sixel, iTerm2): new cells under it mean
    /// placing it again. Kitty draws images above the text: false.
    var cellsHidePixels: Bool { get }
    /// ncurses may scroll regions of the screen (`ESC[t;br` + `ESC[nS`) while this protocol's
    /// images are on it. False for sixel and iTerm2: xterm keeps a sixel under the blank cells
    /// that erased it and scrolls it back into view with the text (the "xterm ghost").
    var allowsHardwareScrolling: Bool { get }

    /// How its images show a part of themselves with nothing else said (kitty: cropped when placed).
    static var inherentCropping: GraphicsImage.Cropping { get }
    /// Encodes `pixels` for `columns × rows` cells (on an image worker); nil when it cannot.
    static func encode(_ pixels: RGBPixels, columns: Int, rows: Int, options: GraphicsEncodingOptions) -> GraphicsImage?

    /// Whether `image` (known as `key`) can be sent now: false while the driver makes its bytes
    /// off the loop thread (kitty's PNG of an image kept for shared memory, once kitty refused
    /// shared memory); the layer asks again in a later frame, the cells showing meanwhile.
    func isReady(toSend image: GraphicsImage, key: String) -> Bool
    /// Whether `part` of `image` can be shown (a whole image always; a part when the protocol
    /// crops when placing, or the image can be encoded again cut to it).
    func canShow(_ part: GraphicsPart, of image: GraphicsImage) -> Bool
    /// What placing `part` of `image` would write, about: for the per-frame byte budget.
    func estimatedBytes(placing part: GraphicsPart, of image: GraphicsImage, key: String) -> Int
    /// Queues the bytes that show `part` of `image` (known as `key`) as placement `placement`;
    /// `moving` when that placement is on screen elsewhere and moves. Returns why it was placed
    /// (`new`, `again`, `moved`), for the trace.
    func place(_ image: GraphicsImage, key: String, part: GraphicsPart, placement: UInt32, moving: Bool,
               writer: GraphicsWriter, into bytes: inout [UInt8]) -> String
    /// Takes placement `placement` (showing `part` of `key`) off the screen: by a command of its
    /// own, or by having the cell renderer repaint the part's cells.
    func erase(key: String, part: GraphicsPart, placement: UInt32, output: GraphicsOutput, writer: GraphicsWriter,
               into bytes: inout [UInt8])
    /// The erase of placement `placement` of `key` as bytes for the terminal directly (tmux passes
    /// nothing through from a pane it no longer shows); empty where erasing is a repaint.
    func directRemoval(key: String, placement: UInt32) -> [UInt8]
    /// After a frame's placements: frees what the terminal need not keep any longer (kitty's
    /// least recently placed images beyond its capacity), `onScreen` being the keys shown.
    func placed(onScreen: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8])
    /// The terminal erased every image itself (a full repaint, a return from Ctrl-Z): forget
    /// what the terminal kept, queuing what makes sure nothing is left behind.
    func forgetAll(writer: GraphicsWriter, into bytes: inout [UInt8])
    /// What to write before leaving the alternate screen (and on a crash).
    func exitBytes(insideTmux: Bool) -> [UInt8]
    /// The terminal said it no longer holds image `imageID` (kitty freed it on its own), with the
    /// error's code (`ENOENT`, `EBADF`: what the driver may learn from it): forgets it and returns
    /// its key, so that the next placement sends it again; nil when the id is not one of its
    /// images now, or the image was lost too often to send again.
    func lost(imageID: UInt32, code: String) -> String?
    /// The terminal keeps images sent ahead of their placement (kitty).
    var keepsImagesAhead: Bool { get }
    /// Sends `image` (known as `key`) for the terminal to keep without showing it, so that a later
    /// placement of `key` costs only the placement (the full-screen view's next photo, before
    /// `n`). False where the protocol keeps nothing (sixel, iTerm2 send the pixels to show them).
    func transmitAhead(_ image: GraphicsImage, key: String, writer: GraphicsWriter, into bytes: inout [UInt8]) -> Bool
    /// Whether the terminal holds `key`'s image now (placed before or sent ahead).
    func holds(key: String) -> Bool
    /// Frees the images sent ahead and not placed since whose keys are not in `keeping` (no longer
    /// a neighbour, the full-screen view closed): nothing stays in the terminal unasked for.
    func releaseAhead(keeping: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8])
}

extension GraphicsDriver {
    /// Drivers that keep nothing in the terminal lose nothing.
    public func lost(imageID: UInt32, code: String) -> String? { nil }
    /// Drivers that encode nothing on the loop thread are always ready.
    public func isReady(toSend image: GraphicsImage, key: String) -> Bool { true }
    /// Nothing is kept ahead where the terminal keeps no images.
    public var keepsImagesAhead: Bool { false }
    public func transmitAhead(_ image: GraphicsImage, key: String, writer: GraphicsWriter, into bytes: inout [UInt8]) -> Bool { false }
    public func holds(key: String) -> Bool { false }
    public func releaseAhead(keeping: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8]) {}
}
