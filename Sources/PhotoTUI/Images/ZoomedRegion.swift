import PhotoCore

/// The part of a zoomed photo an image store loads: the whole photo at the zoom's size in screen
/// pixels, and the part of it on screen. Kitty takes the whole (it crops when placing, so a pan
/// sends nothing new); sixel, iTerm2 and cells take only the part, decoded no larger than needed,
/// cut and then encoded.
struct ZoomedRegion: Hashable {
    /// The whole photo at the zoom, in screen pixels.
    var zoomed: PixelSize
    /// The part on screen, in `zoomed`'s pixels; nil: all of it.
    var view: PixelRect?

    /// The most pixels decoded for one zoomed image (48 MB of RGB): past it the decode is
    /// smaller and the terminal enlarges it (a 4× zoom of a 24-megapixel photo).
    static let maximumDecodedPixels = 16_000_000

    /// What to ask of the loader and what to cut from it, for an image of `target` pixels of the
    /// view (nil: the whole zoomed photo) of a photo of `native` pixels (empty when unknown).
    func plan(target: PixelSize?, native: PixelSize) -> (decode: PixelSize, crop: PixelRect?) {
        guard !zoomed.isEmpty else { return (zoomed, nil) }
        var scale = 1.0
        // Never decoded past the photo's own pixels: the resampler enlarges the part instead.
        if !native.isEmpty { scale = min(scale, Double(native.width) / Double(zoomed.width)) }
        // Cells need only chafa's pixels a cell, not the screen's.
        if let target, let view, view.width > 0 { scale = min(scale, Double(target.width) / Double(view.width) * 1.25) }
        let area = Double(zoomed.width) * Double(zoomed.height)
        scale = min(scale, (Double(Self.maximumDecodedPixels) / area).squareRoot())
        let decode = PixelSize(width: max(1, Int((Double(zoomed.width) * scale).rounded())),
                               height: max(1, Int((Double(zoomed.height) * scale).rounded())))
        guard let view else { return (decode, nil) }
        return (decode, Self.scaled(view, by: Double(decode.width) / Double(zoomed.width), within: decode))
    }

    /// `rect` at `scale`, inside `bounds`, at least a pixel.
    static func scaled(_ rect: PixelRect, by scale: Double, within bounds: PixelSize) -> PixelRect {
        let x = min(max(0, Int((Double(rect.x) * scale).rounded(.down))), bounds.width - 1)
        let y = min(max(0, Int((Double(rect.y) * scale).rounded(.down))), bounds.height - 1)
        let width = min(max(1, Int((Double(rect.width) * scale).rounded())), bounds.width - x)
        let height = min(max(1, Int((Double(rect.height) * scale).rounded())), bounds.height - y)
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    /// The decoded image cut to the plan's crop and sized to `target` (nil: as decoded).
    static func cut(_ image: PixelImage, crop: PixelRect?, to target: PixelSize?) -> PixelImage {
        guard crop != nil || target != nil else { return image }
        let bounds = PixelSize(width: image.width, height: image.height)
        let source = crop.map { scaled($0, by: 1, within: bounds) } ?? PixelRect(bounds)
        let size = target ?? source.size
        if source == PixelRect(bounds), size == bounds { return image }
        return Resampler.resample(image, from: source, to: size)
    }
}
