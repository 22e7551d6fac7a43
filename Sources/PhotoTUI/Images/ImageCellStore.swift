import EventStream
import Foundation
import PhotoCore
import Terminal

/// Image cells for the screens: chafa's symbols for the list's thumbnails and the detail's
/// previews (half blocks only for the BlurHash placeholders). It loads only what is on screen, cancels loads whose rows scrolled away, shows the
/// BlurHash placeholder in the frame a row first shows, and converts each image to cells on the
/// thread that decoded it (the loader's worker), so only cells reach the main loop. State is
/// touched on the main scheduler only.
final class ImageCellStore {
    typealias Kind = PhotoImageKey.Kind
    private typealias Key = PhotoImageKey

    private let source: ImageSource
    private let mode: ImageColorMode
    private let symbols: ImageSymbols
    private let onChange: () -> Void
    private let loaded: KeyedImageStore<Key, ImageCells>
    private var placeholders: [Key: ImageCells] = [:]
    /// The pixels asked of the loader for a thumbnail of so many cells (see `pixelSize(for:)`).
    private let thumbnailPixels: ((Size) -> PixelSize)?

    /// How long a failed image shows the broken-image placeholder before it is tried again.
    static let retryDelay: RxTimeInterval = .seconds(5)

    /// - Parameters:
    ///   - source: the image loader.
    ///   - mode: colours the terminal shows.
    ///   - symbols: the characters images may use.
    ///   - main: the UI scheduler; results are stored there.
    ///   - capacity: converted images kept (cells are small: a 10×3 thumbnail is 30 cells).
    ///   - byteLimit: the bytes their cells may take (``ImageMemoryBudget/cellBytes``).
    ///   - thumbnailPixels: the pixels to ask for a thumbnail of so many cells, when another
    ///     store loads the same thumbnails at that size (kitty's, at the terminal's cell size):
    ///     the loader then fetches and decodes each once for both. Nil: four by eight a cell.
    ///   - onChange: called on `main` when cells arrived (mark the screen dirty).
    init(source: ImageSource, mode: ImageColorMode, symbols: ImageSymbols = .blocks, main: Scheduler, capacity: Int = 600,
         byteLimit: Int = .max, thumbnailPixels: ((Size) -> PixelSize)? = nil, onChange: @escaping () -> Void) {
        self.source = source
        self.mode = mode
        self.symbols = symbols
        self.loaded = KeyedImageStore(main: main, capacity: capacity, byteLimit: byteLimit) { $0.cells.count * MemoryLayout<ImageCell>.stride }
        self.thumbnailPixels = thumbnailPixels
        self.onChange = onChange
    }

    /// Placeholder colours derived from the first thumbnail of photos that came without one.
    private(set) var derivedColors: [String: String] = [:]

    /// Loads in progress (for tests and the benchmark's idle check).
    var inFlightCount: Int { loaded.inFlightCount }

    /// The cells for a photo at a size: the image when converted, else its BlurHash placeholder
    /// (made now if need be, so a row's first frame has it), else nil. Never waits.
    func cells(for photo: Photo, size: Size, kind: Kind) -> ImageCells? {
        let key = Key(photoID: photo.id, columns: size.width, rows: size.height, kind: kind)
        if let cells = loaded[key] ?? placeholders[key] { return cells }
        // The first frame that shows a row draws its placeholder; the load follows that frame.
        guard size.width > 0, size.height > 0, let placeholder = placeholder(for: photo, size: size, kind: kind) else { return nil }
        placeholders[key] = placeholder
        return placeholder
    }

    /// True when the real image (not the placeholder) is ready.
    func hasImage(for photo: Photo, size: Size, kind: Kind) -> Bool {
        loaded[Key(photoID: photo.id, columns: size.width, rows: size.height, kind: kind)] != nil
    }

    /// Wants exactly these images of `kind` now: starts what is missing, cancels loads of that
    /// kind for anything else (rows scrolled away, a preview for a photo no longer selected).
    /// `ahead` are wanted too, soon (rows below the screen while scrolling): started after the
    /// others, at the prefetch priority.
    func load(_ wanted: [(photo: Photo, size: Size)], ahead: [(photo: Photo, size: Size)] = [], kind: Kind) {
        func keyed(_ list: [(photo: Photo, size: Size)]) -> [(photo: Photo, key: PhotoImageKey)] {
            list.filter { $0.size.width > 0 && $0.size.height > 0 }
                .map { ($0.photo, Key(photoID: $0.photo.id, columns: $0.size.width, rows: $0.size.height, kind: kind)) }
        }
        load(keys: keyed(wanted), ahead: keyed(ahead), kind: kind)
    }

    /// The same by keys: the full-screen photo (zoomed or not) and its neighbours, ahead.
    func load(keys wanted: [(photo: Photo, key: PhotoImageKey)], ahead: [(photo: Photo, key: PhotoImageKey)] = [], kind: Kind) {
        var keys = Set<Key>()
        for (index, (photo, key)) in (wanted + ahead).enumerated() where key.columns > 0 && key.rows > 0 {
            keys.insert(key)
            if loaded[key] != nil {
                loaded.touch(key)
                continue
            }
            if key.zoom == nil, placeholders[key] == nil,
               let placeholder = placeholder(for: photo, size: Size(width: key.columns, height: key.rows), kind: kind) {
                placeholders[key] = placeholder
            }
            if !loaded.isLoading(key) { start(key, photo: photo, isAhead: index >= wanted.count) }
        }
        loaded.cancel { $0.kind == kind && !keys.contains($0) }
        // Placeholders are cheap to remake; keep only the wanted ones of this kind.
        for key in placeholders.keys where key.kind == kind && !keys.contains(key) { placeholders[key] = nil }
    }

    /// The converted cells of `key` (a zoomed part), when ready: no placeholder. Never waits.
    func cells(for key: PhotoImageKey) -> ImageCells? { loaded[key] }

    /// Cancels everything (the app is quitting).
    func cancelAll() { loaded.cancelAll() }

    private func start(_ key: Key, photo: Photo, isAhead: Bool = false) {
        // Zoomed: only the part on screen, decoded no larger than chafa's pixels need.
        let plan = key.zoom.map { $0.plan(target: pixelSize(for: key), native: PixelSize(width: photo.width, height: photo.height)) }
        let target = pixelSize(for: key)
        let request = ImageRequest(images: photo.images, size: plan?.decode ?? target)
        let priority: ImagePriority = key.kind == .preview ? .detail : isAhead ? .prefetch : .visible
        let mode = self.mode, symbols = self.symbols
        let deriveColor = photo.color == nil && photo.blurHash == nil && derivedColors[photo.id] == nil
        // One hop: the cells are made where the image was decoded, then go to the main loop.
        let work = source.image(for: request, priority: priority)
            .map { decoded in
                let image = plan.map { ZoomedRegion.cut(decoded, crop: $0.crop, to: target) } ?? decoded
                return (Self.convert(image, key: key, mode: mode, symbols: symbols), deriveColor ? PlaceholderColor.hex(of: image) : nil)
            }
        loaded.start(key, work, keep: { $0.0 }, onLoaded: { [weak self] converted in
            guard let self else { return }
            if let color = converted.1 { derivedColors[photo.id] = color }
            placeholders[key] = nil
            onChange()
        }, onFailure: { [weak self] error in
            guard let self else { return }
            // A format nothing here decodes (WebP, GIF…) will not decode on a retry either: say so in its place.
            if case JPEGError.unsupportedFormat(let format) = error {
                placeholders[key] = Self.notice("\(format) not supported", columns: key.columns, rows: key.rows, mode: mode)
                onChange()
                return
            }
            failed(key, photo: photo)
        })
    }

    /// A damaged, half-written or vanished image: the broken-image placeholder, and another try
    /// after ``retryDelay`` while the row is still wanted.
    private func failed(_ key: Key, photo: Photo) {
        placeholders[key] = Self.brokenImage(columns: key.columns, rows: key.rows, mode: mode)
        onChange()
        loaded.retry(key, after: Self.retryDelay) { [weak self] in self?.start(key, photo: photo) }
    }

    /// Grey cells with a cross in the middle: "this image could not be read".
    static func brokenImage(columns: Int, rows: Int, mode: ImageColorMode) -> ImageCells {
        func color(_ level: UInt8) -> Color {
            switch mode {
            case .truecolor: return .rgb(level, level, level)
            case .palette240: return .palette(Palette240.index(level, level, level))
            case .symbolsOnly: return .default
            }
        }
        let grey = color(70), ink = color(190)
        var cells = Array(repeating: ImageCell(symbol: mode == .symbolsOnly ? "░" : " ", foreground: ink, background: grey),
                          count: columns * rows)
        if columns > 0, rows > 0 { cells[(rows / 2) * columns + columns / 2].symbol = "✕" }
        return ImageCells(columns: columns, rows: rows, cells: cells)
    }

    /// `text` word-wrapped and centred on the broken-image grey.
    static func notice(_ text: String, columns: Int, rows: Int, mode: ImageColorMode = .symbolsOnly) -> ImageCells {
        let blank = brokenImage(columns: columns, rows: rows, mode: mode)
        var grid = blank.cells.map { cell -> ImageCell in
            var plain = cell
            plain.symbol = " "
            return plain
        }
        var lines: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if let last = lines.last, last.count + 1 + word.count <= columns {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word.prefix(columns)))
            }
        }
        let top = max(0, (rows - lines.count) / 2)
        for (index, line) in lines.prefix(rows).enumerated() {
            let left = max(0, (columns - line.count) / 2)
            for (offset, character) in line.enumerated() where left + offset < columns {
                grid[(top + index) * columns + left + offset].symbol = character
            }
        }
        return ImageCells(columns: columns, rows: rows, cells: grid)
    }

    /// Pixels asked of the loader: four by eight per cell for chafa's quadrant and sextant
    /// symbols, thumbnails as previews (half blocks made 10×3-cell thumbnails colour swatches);
    /// a thumbnail that is also shown in pixels at the size of those (one load for both).
    private func pixelSize(for key: Key) -> PixelSize {
        if key.kind == .thumbnail, let thumbnailPixels { return thumbnailPixels(Size(width: key.columns, height: key.rows)) }
        return PixelSize(width: key.columns * 4, height: key.rows * 8)
    }

    private static func convert(_ image: PixelImage, key: Key, mode: ImageColorMode, symbols: ImageSymbols) -> ImageCells {
        let pixels = RGBPixels(width: image.width, height: image.height, bytes: image.pixels)
        // Dithered previews only: a 10×3 thumbnail has too few cells to carry a pattern.
        let dither = key.kind == .preview ? ChafaConverter.previewDither : 0
        return ChafaConverter(mode: mode, symbols: symbols, paletteDither: dither).convert(pixels, columns: key.columns, rows: key.rows)
    }

    /// The BlurHash at two pixels per cell, drawn with half blocks: microseconds (the loader
    /// decodes it small and caches it), so it is made on the main thread and shows in the same
    /// frame as the row.
    private func placeholder(for photo: Photo, size: Size, kind: Kind) -> ImageCells? {
        if photo.provider != .unsplash, photo.blurHash == nil, mode != .symbolsOnly, let hex = photo.color ?? derivedColors[photo.id],
           let color = Self.rgb(hex), size.width > 0, size.height > 0 {
            // No BlurHash (Openverse): a flat fill of the photo's colour, known or derived.
            let bytes = [UInt8](repeating: 0, count: size.width * size.height * 2 * 3).enumerated().map { index, _ in color[index % 3] }
            return HalfBlockConverter.convert(RGBPixels(width: size.width, height: size.height * 2, bytes: bytes),
                                              columns: size.width, rows: size.height, mode: mode)
        }
        guard let hash = photo.blurHash, mode != .symbolsOnly,
              let image = source.placeholder(blurHash: hash, size: PixelSize(width: size.width, height: size.height * 2))
        else { return nil }
        return HalfBlockConverter.convert(RGBPixels(width: image.width, height: image.height, bytes: image.pixels),
                                          columns: size.width, rows: size.height, mode: mode)
    }

    /// `#rrggbb` as three bytes.
    private static func rgb(_ hex: String) -> [UInt8]? {
        guard hex.count == 7, hex.hasPrefix("#"), let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        return [UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
