import PhotoCore
import Terminal

/// The full-screen view: the photo over the whole terminal, fitted or zoomed, and under it, when
/// `i` asked for it, a one-line strip: its name, its credit and licence as its provider asks,
/// its size and the zoom. A notice or an error takes the bottom line while it lasts.
struct FullScreenPhotoView: Widget {
    var photo: Photo?
    var state: FullScreenState
    /// The image as the stores key it, for the zoom and the screen (see ``FullScreenImage``).
    var image: (Photo, Rect) -> FullScreenImage
    /// Cells and pixels of an image by key, when ready; the fitted preview's cells (or its
    /// placeholder) for a zoomed key not ready yet.
    var cells: (Photo, PhotoImageKey) -> ImageCells?
    var pixels: (Photo, PhotoImageKey) -> GraphicsImage?
    /// The message for the bottom line (a notice, the detail's error).
    var message: String?
    var isError = false
    var theme: Theme
    /// The images shown next (`n`, `p`), sent for the terminal to hold where it keeps images
    /// (kitty), so that the key costs only their placement.
    var ahead: () -> [(photo: Photo, key: PhotoImageKey)] = { [] }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        buffer.fill(area, with: .blank(theme[.normal]))
        let photoArea = Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - (state.showsInfo ? 1 : 0)))
        let strip = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
        guard let photo else {
            buffer.draw("Nothing selected", in: area.row(area.height / 2), style: theme[.dim], alignment: .center)
            return
        }
        let shown = image(photo, photoArea)
        renderPhoto(photo, shown, into: &buffer)
        renderAhead(in: shown.rect, into: &buffer)
        if state.showsInfo { renderStrip(photo, label: shown.label, in: strip, into: &buffer) }
        if let message {
            buffer.fill(strip, with: .blank(theme[.normal]))
            buffer.draw(message, in: strip.inset(horizontal: 1), style: theme[isError ? .error : .accent], alignment: .left)
        }
    }

    /// The cells (the zoomed part's, else the fitted preview's), and the pixels over them.
    private func renderPhoto(_ photo: Photo, _ shown: FullScreenImage, into buffer: inout CellBuffer) {
        guard !shown.rect.isEmpty else { return }
        if let cells = cells(photo, shown.key) {
            buffer.draw(cells, at: Point(x: shown.rect.x, y: shown.rect.y), clippedTo: shown.rect)
        } else {
            buffer.fill(shown.rect, with: .blank(Style(background: PhotoColors.color(hex: photo.color) ?? .default)))
        }
        guard let pixels = pixels(photo, shown.key) else { return }
        let source: Rect?
        if shown.zoomed != nil, shown.key.zoom?.view == nil {
            // The whole zoomed photo, placed cut to the part on screen (kitty: no new pixels).
            guard pixels.canCrop else { return }
            source = shown.source(in: pixels)
        } else {
            // The fitted photo, or the part on screen encoded on its own: placed whole.
            guard pixels.columns == shown.rect.width, pixels.rows == shown.rect.height else { return }
            source = nil
        }
        var reserved: [Cell] = []
        reserved.reserveCapacity(shown.rect.width * shown.rect.height)
        for y in shown.rect.y..<shown.rect.maxY {
            for x in shown.rect.x..<shown.rect.maxX { reserved.append(buffer[x, y]) }
        }
        let zoom = shown.zoomed.map { " zoom \($0.width)x\($0.height)" } ?? ""
        let part = shown.key.zoom?.view.map { " at \($0.x),\($0.y)" } ?? ""
        buffer.graphics.append(GraphicsRequest(slot: "detail", key: Self.graphicsKey(photo, pixels) + "\(zoom)\(part)",
                                               rect: shown.rect, image: pixels, reserved: reserved, source: source))
    }

    /// The neighbours' fitted pixels, when ready, as requests sent ahead (the same keys their
    /// placement after `n`/`p` will have).
    private func renderAhead(in rect: Rect, into buffer: inout CellBuffer) {
        for (index, next) in ahead().enumerated() {
            guard let pixels = pixels(next.photo, next.key) else { continue }
            buffer.graphics.append(GraphicsRequest(slot: "ahead \(index + 1)", key: Self.graphicsKey(next.photo, pixels), rect: rect,
                                                   image: pixels, reserved: [], isAhead: true))
        }
    }

    /// The graphics layer's key of `photo`'s image `pixels` fitted (a zoom adds to it).
    private static func graphicsKey(_ photo: Photo, _ pixels: GraphicsImage) -> String {
        "\(photo.id) \(pixels.columns)x\(pixels.rows)"
    }

    /// "name · credit · licence · 6000×4000 · 200 %", cut at the right.
    private func renderStrip(_ photo: Photo, label: String, in strip: Rect, into buffer: inout CellBuffer) {
        buffer.fill(strip, with: .blank(theme[.normal]))
        let name = photo.file?.name ?? PhotoText.title(of: photo)
        let size = photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "size ?"
        let right = "\(size) · \(label)"
        let used = buffer.draw(right, in: strip.inset(horizontal: 1), style: theme[.dim], alignment: .right)
        let credit = PhotoText.attribution(of: photo)
        // A credit line that names the work already ("“Dunes” by Ada, CC BY") says it once.
        let left = credit.contains(name) ? credit : "\(name) · \(credit)"
        buffer.draw(left, at: Point(x: strip.x + 1, y: strip.y), width: max(0, strip.width - used - 3), style: theme[.accent])
    }
}
