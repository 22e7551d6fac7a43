import EventStream
import Foundation
import PhotoCore
import Terminal

/// The detail's photo in real pixels (kitty, sixel or iTerm2): loaded at the pixel size of its
/// cells, encoded on the loader's worker that decoded it, kept per (photo, cells) so going back
/// to a photo shows it at once, and handed to the view on the main scheduler.
final class PixelImageStore {
    private struct Key: Hashable {
        var photoID: String
        var columns: Int
        var rows: Int
    }

    /// The protocol images are encoded for.
    let graphicsProtocol: GraphicsProtocol
    /// One cell's size in pixels.
    let cellPixels: Size
    /// Sixel colours the terminal has; nil when it did not say.
    let colorRegisters: Int?
    private let source: ImageSource
    private let main: Scheduler
    private let onChange: () -> Void
    private let capacity: Int
    private var loaded: [Key: GraphicsImage] = [:]
    private var order: [Key] = []
    private var inFlight: [Key: Disposable] = [:]

    /// - Parameters:
    ///   - cellPixels: the terminal's cell in pixels (a 10×20 guess when it did not say).
    ///   - capacity: encoded images kept (a kitty preview is a few hundred KB).
    ///   - colorRegisters: sixel colours the terminal has (XTSMGRAPHICS); nil when it did not say.
    init(graphicsProtocol: GraphicsProtocol, cellPixels: Size, colorRegisters: Int? = nil, source: ImageSource, main: Scheduler,
         capacity: Int = 24, onChange: @escaping () -> Void) {
        self.graphicsProtocol = graphicsProtocol
        self.colorRegisters = colorRegisters
        self.cellPixels = cellPixels
        self.source = source
        self.main = main
        self.capacity = capacity
        self.onChange = onChange
    }

    /// The encoded image of `photo` over `size` cells, when ready. Never waits.
    func image(for photo: Photo, size: Size) -> GraphicsImage? {
        loaded[Key(photoID: photo.id, columns: size.width, rows: size.height)]
    }

    /// Wants exactly this image now (nil: none): starts it if need be, cancels any other load.
    func load(_ wanted: (photo: Photo, size: Size)?) {
        var keep: Key?
        if let (photo, size) = wanted, size.width > 0, size.height > 0 {
            let key = Key(photoID: photo.id, columns: size.width, rows: size.height)
            keep = key
            if loaded[key] != nil {
                touch(key)
            } else if inFlight[key] == nil {
                start(key, photo: photo)
            }
        }
        for (key, load) in inFlight where key != keep {
            load.dispose()
            inFlight[key] = nil
        }
    }

    /// Cancels everything (the app is quitting).
    func cancelAll() {
        for load in inFlight.values { load.dispose() }
        inFlight.removeAll()
    }

    private func start(_ key: Key, photo: Photo) {
        let width = key.columns * cellPixels.width
        let height = key.rows * cellPixels.height
        let request = ImageRequest(images: photo.images, size: PixelSize(width: width, height: height))
        let graphicsProtocol = self.graphicsProtocol, cell = cellPixels, colorRegisters = self.colorRegisters
        let subscription = SingleAssignmentDisposable()
        inFlight[key] = subscription
        subscription.setDisposable(source.image(for: request, priority: .detail)
            .map { image in
                Self.encode(image, protocol: graphicsProtocol, columns: key.columns, rows: key.rows, cell: cell, colorRegisters: colorRegisters)
            }
            .observe(on: main)
            .subscribe(onSuccess: { [weak self] encoded in
                guard let self else { return }
                inFlight[key] = nil
                guard let encoded else { return }
                loaded[key] = encoded
                touch(key)
                onChange()
            }, onFailure: { [weak self] _ in
                // The cells show the placeholder (and the cell store's broken-image sign); nothing to add.
                self?.inFlight[key] = nil
            }))
    }

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

    private func touch(_ key: Key) {
        if let index = order.lastIndex(of: key) { order.remove(at: index) }
        order.append(key)
        while order.count > capacity { loaded[order.removeFirst()] = nil }
    }
}
