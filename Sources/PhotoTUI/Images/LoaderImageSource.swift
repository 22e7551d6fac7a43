import EventStream
import PhotoCore

/// The screens' `ImageSource` over the image loader, with the caches' figures for the status line.
final class LoaderImageSource: ImageSource {
    let loader: ImageLoader
    private let memory: MemoryImageCache
    private let disk: DiskImageCache?

    init(loader: ImageLoader, memory: MemoryImageCache, disk: DiskImageCache?) {
        self.loader = loader
        self.memory = memory
        self.disk = disk
    }

    func image(for request: ImageRequest, priority: ImagePriority) -> Single<PixelImage> {
        loader.image(for: request, priority: priority)
    }

    func placeholder(blurHash: String, size: PixelSize) -> PixelImage? {
        loader.placeholder(blurHash: blurHash, size: size)
    }

    var cacheSummary: String {
        "images \(Formatting.bytes(memory.totalBytes)) · disk \(Formatting.bytes(disk?.totalBytes ?? 0))"
    }
}
