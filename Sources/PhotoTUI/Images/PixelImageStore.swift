import EventStream
import Foundation
import PhotoCore
import Terminal

/// Photos in real pixels (kitty, sixel or iTerm2): the detail's photo and the list's and the
/// grid's thumbnails. Each is loaded at the pixel size of its cells, encoded by the protocol's
/// driver (``GraphicsDriverTable``) on the loader's worker that decoded it, kept per (photo,
/// cells, kind) so going back to a photo or scrolling back to a row shows it at once, and handed
/// to the views on the main scheduler. Images keep their pixels where the protocol cannot crop
/// when placing (sixel, iTerm2), so an overlay over one leaves the rest of the photo in pixels.
final class PixelImageStore {
    typealias Kind = PhotoImageKey.Kind
    private typealias Key = PhotoImageKey

    /// The protocol images are encoded for.
    let graphicsProtocol: GraphicsProtocol
    /// One cell's size in pixels.
    let cellPixels: Size
    /// Sixel colours the terminal has; nil when it did not say.
    let colorRegisters: Int?
    /// Kitty reads shared memory: images keep their RGB pixels (counted in the budget, 3 bytes a
    /// pixel) instead of a PNG, and go to kitty by the name of an object made when they are sent.
    let kittySharedMemory: Bool
    /// The most RGB bytes an image keeps for shared memory: a quarter of the previews' budget
    /// (a full-screen photo at 1280×800 is 3 MB); a larger one (a zoomed photo kitty takes
    /// whole) is a PNG as before, so that the store can keep it.
    private let sharedMemoryLimit: Int
    private let source: ImageSource
    private let onChange: () -> Void
    private let previews: KeyedImageStore<Key, GraphicsImage>
    private let thumbnails: KeyedImageStore<Key, GraphicsImage>

    /// - Parameters:
    ///   - cellPixels: the terminal's cell in pixels (a 10×20 guess when it did not say).
    ///   - capacity: encoded previews kept (a kitty preview is a few hundred KB).
    ///   - thumbnailCapacity: encoded thumbnails kept (10–50 KB each on kitty).
    ///   - budget: the bytes previews and thumbnails may keep (``ImageMemoryBudget``).
    ///   - colorRegisters: sixel colours the terminal has (XTSMGRAPHICS); nil when it did not say.
    ///   - kittySharedMemory: kitty reads pixels from shared memory (``GraphicsChoice/kittySharedMemory``).
    init(graphicsProtocol: GraphicsProtocol, cellPixels: Size, colorRegisters: Int? = nil, source: ImageSource, main: Scheduler,
         capacity: Int = 24, thumbnailCapacity: Int = 300, budget: ImageMemoryBudget = ImageMemoryBudget(totalBytes: 256 << 20),
         kittySharedMemory: Bool = false, onChange: @escaping () -> Void) {
        self.graphicsProtocol = graphicsProtocol
        self.colorRegisters = colorRegisters
        self.kittySharedMemory = kittySharedMemory
        sharedMemoryLimit = budget.previewBytes / 4
        self.cellPixels = cellPixels
        self.source = source
        self.onChange = onChange
        previews = KeyedImageStore(main: main, capacity: capacity, byteLimit: budget.previewBytes) { $0.retainedBytes }
        thumbnails = KeyedImageStore(main: main, capacity: thumbnailCapacity, byteLimit: budget.thumbnailBytes) { $0.retainedBytes }
    }

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
        load(keys: wanted.filter { $0.size.width > 0 && $0.size.height > 0 }
                .map { ($0.photo, Key(photoID: $0.photo.id, columns: $0.size.width, rows: $0.size.height, kind: kind)) }, kind: kind)
    }

    /// The same by keys: the full-screen photo (zoomed or not) and its neighbours, ahead.
    func load(keys wanted: [(photo: Photo, key: PhotoImageKey)], kind: Kind) {
        let store = store(kind)
        var keys = Set<Key>()
        for (photo, key) in wanted where key.columns > 0 && key.rows > 0 {
            keys.insert(key)
            if store[key] != nil {
                store.touch(key)
            } else if !store.isLoading(key) {
                start(key, photo: photo, kind: kind)
            }
        }
        store.cancel { !keys.contains($0) }
    }

    /// The image of `key`, when ready. Never waits.
    func image(for key: PhotoImageKey) -> GraphicsImage? { store(key.kind)[key] }

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
        let cells = pixelSize(cells: Size(width: key.columns, height: key.rows))
        // Zoomed: kitty takes the whole zoomed photo (a pan is a new source rectangle), the
        // others only the part on screen at the cells' pixels.
        let plan = key.zoom.map { $0.plan(target: $0.view == nil ? nil : cells, native: PixelSize(width: photo.width, height: photo.height)) }
        let target: PixelSize? = key.zoom?.view == nil ? nil : cells
        let request = ImageRequest(images: photo.images, size: plan?.decode ?? cells)
        let graphicsProtocol = self.graphicsProtocol, cell = cellPixels, colorRegisters = self.colorRegisters
        let sharedMemory = kittySharedMemory, sharedMemoryLimit = self.sharedMemoryLimit
        let work = source.image(for: request, priority: kind == .preview ? .detail : .visible)
            .map { decoded -> GraphicsImage in
                let image = plan.map { ZoomedRegion.cut(decoded, crop: $0.crop, to: target) } ?? decoded
                guard let encoded = Self.encode(image, protocol: graphicsProtocol, columns: key.columns, rows: key.rows, cell: cell,
                                                colorRegisters: colorRegisters, kind: kind,
                                                kittySharedMemory: sharedMemory && image.width * image.height * 3 <= sharedMemoryLimit) else {
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

    /// Encodes on the calling thread (a loader worker), with the protocol's driver.
    static func encode(_ image: PixelImage, protocol graphicsProtocol: GraphicsProtocol, columns: Int, rows: Int, cell: Size,
                       colorRegisters: Int? = nil, kind: Kind = .preview, kittySharedMemory: Bool = false) -> GraphicsImage? {
        // Every image keeps its pixels (a thumbnail's are 15–70 KB), so that a row cut by a
        // panel or an overlay over a preview leaves the rest in pixels on sixel and iTerm2 too.
        let options = GraphicsEncodingOptions(cellPixels: cell, colorRegisters: colorRegisters, jpeg: Self.jpeg,
                                              maxBytes: kind == .preview ? previewMaximumBytes[graphicsProtocol] : nil,
                                              keepsPixelsForCrops: true, kittySharedMemory: kittySharedMemory)
        return GraphicsDriverTable.driverType(for: graphicsProtocol)
            .encode(RGBPixels(width: image.width, height: image.height, bytes: image.pixels), columns: columns, rows: rows, options: options)
    }

    /// The most bytes of a preview (issue #26 sets them for a full-screen one): a sixel within
    /// 250 KB (its dither chosen to fit), an iTerm2 image within 60 KB (its JPEG quality lowered
    /// to fit). Kitty's go once and are placed again by id.
    static let previewMaximumBytes: [GraphicsProtocol: Int] = [.sixel: 250_000, .iterm2: 60_000]

    /// libturbojpeg through PhotoCore, for iTerm2 images.
    private static let jpeg: GraphicsEncodingOptions.JPEGCompressor = { pixels, quality in
        guard pixels.bytes.count == pixels.width * pixels.height * 3 else { return nil }
        return (try? JPEGEncoder(quality: quality).encode(PixelImage(width: pixels.width, height: pixels.height, pixels: pixels.bytes)))
            .map(Array.init)
    }
}
