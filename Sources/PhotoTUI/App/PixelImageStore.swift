import EventStream
import Foundation
import PhotoCore
import Terminal

/// Photos in real pixels (kitty, sixel or iTerm2): the detail's photo, and on kitty the list's
/// and the grid's thumbnails. Each is loaded at the pixel size of its cells, encoded on the
/// loader's worker that decoded it, kept per (photo, cells, kind) for the store's protocol so
/// going back to a photo or scrolling back to a row shows it at once, and handed to the views
/// on the main scheduler.
final class PixelImageStore {
    typealias Kind = PhotoImageKey.Kind
    private typealias Key = PhotoImageKey

    /// The protocol images are encoded for.
    let graphicsProtocol: GraphicsProtocol
    /// One cell's size in pixels.
    let cellPixels: Size
    /// Sixel colours the terminal has; nil when it did not say.
    let colorRegisters: Int?
    private let source: ImageSource
    private let onChange: () -> Void
    private let previews: KeyedImageStore<Key, GraphicsImage>
    private let thumbnails: KeyedImageStore<Key, GraphicsImage>

    /// - Parameters:
    ///   - cellPixels: the terminal's cell in pixels (a 10×20 guess when it did not say).
    ///   - capacity: encoded previews kept (a kitty preview is a few hundred KB).
    ///   - thumbnailCapacity: encoded thumbnails kept (10–50 KB each on kitty).
    ///   - colorRegisters: sixel colours the terminal has (XTSMGRAPHICS); nil when it did not say.
    init(graphicsProtocol: GraphicsProtocol, cellPixels: Size, colorRegisters: Int? = nil, source: ImageSource, main: Scheduler,
         capacity: Int = 24, thumbnailCapacity: Int = 300, onChange: @escaping () -> Void) {
        self.graphicsProtocol = graphicsProtocol
        self.colorRegisters = colorRegisters
        self.cellPixels = cellPixels
        self.source = source
        self.onChange = onChange
        previews = KeyedImageStore(main: main, capacity: capacity)
        thumbnails = KeyedImageStore(main: main, capacity: thumbnailCapacity)
    }

    /// Whether thumbnails are shown in pixels too: on kitty only, where a thumbnail that scrolls
    /// is placed again by id for a few dozen bytes. Sixel and iTerm2 would send every visible
    /// thumbnail's pixels again at each scroll step (and repaint its cells first).
    var showsThumbnails: Bool { graphicsProtocol == .kitty }

    /// The encoded image of `photo` over `size` cells, when ready. Never waits.
    func image(for photo: Photo, size: Size, kind: Kind = .preview) -> GraphicsImage? {
        store(kind)[Key(photoID: photo.id, columns: size.width, rows: size.height, kind: kind)]
    }

    /// Wants exactly this preview now (nil: none): starts it if need be, cancels any other.
    func load(_ wanted: (photo: Photo, size: Size)?) {
        load(wanted.map { [$0] } ?? [], kind: .preview)
    }

    /// Wants exactly these images of `kind` now: starts what is missing, cancels the loads of
    /// that kind for anything else (rows scrolled away, a photo no longer selected).
    func load(_ wanted: [(photo: Photo, size: Size)], kind: Kind) {
        let store = store(kind)
        var keys = Set<Key>()
        for (photo, size) in wanted where size.width > 0 && size.height > 0 {
            let key = Key(photoID: photo.id, columns: size.width, rows: size.height, kind: kind)
            keys.insert(key)
            if store[key] != nil {
                store.touch(key)
            } else if !store.isLoading(key) {
                start(key, photo: photo, kind: kind)
            }
        }
        store.cancel { !keys.contains($0) }
    }

    /// Cancels everything (the app is quitting).
    func cancelAll() {
        previews.cancelAll()
        thumbnails.cancelAll()
    }

    /// The pixels an image over `cells` is loaded at: the cells' own, so the terminal shows them
    /// one to one (sixel too: the encoder covers a height that is not a multiple of six).
    func pixelSize(cells: Size) -> PixelSize {
        PixelSize(width: cells.width * cellPixels.width, height: cells.height * cellPixels.height)
    }

    private func store(_ kind: Kind) -> KeyedImageStore<Key, GraphicsImage> {
        kind == .preview ? previews : thumbnails
    }

    private func start(_ key: Key, photo: Photo, kind: Kind) {
        let request = ImageRequest(images: photo.images, size: pixelSize(cells: Size(width: key.columns, height: key.rows)))
        let graphicsProtocol = self.graphicsProtocol, cell = cellPixels, colorRegisters = self.colorRegisters
        let work = source.image(for: request, priority: kind == .preview ? .detail : .visible)
            .map { image -> GraphicsImage in
                guard let encoded = Self.encode(image, protocol: graphicsProtocol, columns: key.columns, rows: key.rows, cell: cell,
                                                colorRegisters: colorRegisters) else {
                    throw EncodingFailed()
                }
                return encoded
            }
        // On a failure the cells show the placeholder (and the cell store's broken-image sign)
        // until the retry brings the pixels.
        store(kind).start(key, work, onLoaded: { [weak self] _ in self?.onChange() }, onFailure: { [weak self] _ in
            self?.store(kind).retry(key, after: ImageCellStore.retryDelay) { self?.start(key, photo: photo, kind: kind) }
        })
    }

    private struct EncodingFailed: Error {}

    /// Encodes on the calling thread (a loader worker).
    static func encode(_ image: PixelImage, protocol graphicsProtocol: GraphicsProtocol, columns: Int, rows: Int, cell: Size,
                       colorRegisters: Int? = nil) -> GraphicsImage? {
        switch graphicsProtocol {
        case .kitty:
            return KittyEncoder.encode(rgb: image.pixels, width: image.width, height: image.height, columns: columns, rows: rows)
        case .sixel:
            return SixelEncoder.encode(rgb: image.pixels, width: image.width, height: image.height, columns: columns, rows: rows,
                                       cellWidth: cell.width, cellHeight: cell.height,
                                       colorRegisters: colorRegisters ?? Int(SixelEncoder.paletteSize))
        case .iterm2:
            let start = DispatchTime.now().uptimeNanoseconds
            guard let jpeg = try? JPEGEncoder(quality: 85).encode(image) else { return nil }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            return ITerm2Encoder.encode(jpeg: Array(jpeg), width: image.width, height: image.height, columns: columns, rows: rows,
                                        encodeMilliseconds: milliseconds)
        }
    }
}
