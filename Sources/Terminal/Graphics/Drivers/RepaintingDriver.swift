/// What sixel and iTerm2 have in common, the protocols that cannot move or crop an image once
/// drawn: a placement writes the whole sequence at the part's corner (a part is the image's kept
/// pixels cut and encoded again, cached while shown), and erasing has the cell renderer repaint
/// the part's cells, which wipes the pixels and keeps ncurses' model true (graphics brief §3).
/// Cells written over such an image hide it, and it does not survive the terminal's scrolling.
protocol RepaintingDriver: GraphicsDriver {
    /// The parts encoded again, while their images are on screen.
    var crops: ReencodedCrops { get }
}

extension RepaintingDriver {
    public var movesCheaply: Bool { false }
    public var cellsHidePixels: Bool { true }
    public var allowsHardwareScrolling: Bool { false }
    public static var inherentCropping: GraphicsImage.Cropping { .none }

    public func canShow(_ part: GraphicsPart, of image: GraphicsImage) -> Bool {
        part.source == nil || image.canCrop
    }

    /// The image's bytes, or its share of them for a part not yet encoded.
    public func estimatedBytes(placing part: GraphicsPart, of image: GraphicsImage, key: String) -> Int {
        guard let source = part.source, image.pixelWidth > 0, image.pixelHeight > 0 else { return image.byteCount + 20 }
        return image.byteCount * source.width * source.height / (image.pixelWidth * image.pixelHeight) + 20
    }

    public func place(_ image: GraphicsImage, key: String, part: GraphicsPart, placement: UInt32, moving: Bool,
                      writer: GraphicsWriter, into bytes: inout [UInt8]) -> String {
        guard let shown = crops.image(image, key: key, part: part), let sequence = shown.chunks.first else { return "uncroppable" }
        bytes += writer.positioned(sequence, at: part.rect)
        return "new"
    }

    public func erase(key: String, part: GraphicsPart, placement: UInt32, output: GraphicsOutput, writer: GraphicsWriter,
                      into bytes: inout [UInt8]) {
        if writer.tmuxPaneOffset == nil { output.writeRaw(Self.erasure(of: part.rect)) }
        output.repaint(part.rect)
    }

    /// Spaces written over each row of `rect`, the cursor and its attributes saved and
    /// restored, before the cells go out (which then repaint the same cells in their own
    /// colours). xterm takes a sixel's pixels away only under text written over them: ncurses
    /// repaints runs of blanks with ECH or EL, which leave the pixels held under the blanks,
    /// and a later sixel drawn across them brought a strip of an old list thumbnail back into
    /// the grid. Not inside tmux, whose own redraw wipes the outer terminal's sixels and whose
    /// idea of the outer screen a write behind its back would falsify.
    static func erasure(of rect: Rect) -> [UInt8] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let blanks = [UInt8](repeating: 0x20, count: rect.width)
        var bytes: [UInt8] = [0x1B, 0x37]
        for y in rect.y..<rect.maxY { bytes += Array("\u{1B}[\(y + 1);\(rect.x + 1)H".utf8) + blanks }
        return bytes + [0x1B, 0x38]
    }

    public func directRemoval(key: String, placement: UInt32) -> [UInt8] { [] }

    public func placed(onScreen: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8]) {
        crops.keep(only: onScreen)
    }

    public func forgetAll(writer: GraphicsWriter, into bytes: inout [UInt8]) { crops.removeAll() }

    /// Nothing: the pixels leave with the alternate screen.
    public func exitBytes(insideTmux: Bool) -> [UInt8] { [] }
}
