/// What sixel and iTerm2 placements have in common: the whole sequence written at the part's
/// corner, its size in bytes as the estimate (a part costs its share of the whole until encoded).
enum RepaintedPlacement {
    /// Writes `image` (nil: the part could not be made, nothing is written) at `part`.
    static func place(_ image: GraphicsImage?, at part: GraphicsPart, writer: GraphicsWriter, into bytes: inout [UInt8]) -> String {
        guard let image, let sequence = image.chunks.first else { return "uncroppable" }
        bytes += writer.positioned(sequence, at: part.rect)
        return "new"
    }

    static func estimatedBytes(placing part: GraphicsPart, of image: GraphicsImage) -> Int {
        guard let source = part.source, image.pixelWidth > 0, image.pixelHeight > 0 else { return image.byteCount + 20 }
        return image.byteCount * source.width * source.height / (image.pixelWidth * image.pixelHeight) + 20
    }
}
