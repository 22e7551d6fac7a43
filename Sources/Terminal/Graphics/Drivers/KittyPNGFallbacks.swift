import Foundation

/// PNGs of images that kept their pixels for kitty's shared memory, made when they must go
/// through the terminal after all (kitty refused an object: ``KittyDriver``'s `EBADF`). Each is
/// made once, off the loop thread (a full-screen photo takes some 100 ms to encode), and kept
/// for the image's later transmissions (kitty may lose it and want it again), the most recent
/// ``capacity`` of them.
final class KittyPNGFallbacks: @unchecked Sendable {
    /// PNGs kept, by key.
    let capacity: Int
    private let lock = NSLock()
    private var ready: [String: GraphicsImage] = [:]
    /// Keys of `ready`, oldest first.
    private var order: [String] = []
    private var encoding: Set<String> = []

    init(capacity: Int = 8) {
        self.capacity = capacity
    }

    /// The PNG of `key`'s image, when made.
    func png(for key: String) -> GraphicsImage? { lock.withLock { ready[key] } }

    /// Makes the PNG of `image` (known as `key`) through `run`, unless it is made or being made.
    func make(_ image: GraphicsImage, key: String, run: (@escaping @Sendable () -> Void) -> Void) {
        guard let raw = image.rawPixels else { return }
        let started: Bool = lock.withLock {
            guard ready[key] == nil, !encoding.contains(key) else { return false }
            encoding.insert(key)
            return true
        }
        guard started else { return }
        let (width, height, columns, rows) = (image.pixelWidth, image.pixelHeight, image.columns, image.rows)
        run { [self] in
            let png = KittyEncoder.encode(rgb: raw, width: width, height: height, columns: columns, rows: rows)
            lock.withLock {
                encoding.remove(key)
                guard let png else { return }
                ready[key] = png
                order.append(key)
                while order.count > capacity { ready[order.removeFirst()] = nil }
            }
        }
    }
}
