import Foundation

/// Decoded images kept in memory, least recently used first out, bounded by the bytes of their
/// pixels (not by count: a detail image weighs as much as fifty thumbnails).
///
/// Thread-safe: the loader's pool stores into it and the main thread reads from it.
///
/// ```swift
/// let cache = MemoryImageCache(byteLimit: 64 << 20)
/// cache.insert(image, for: key)
/// let hit = cache.image(for: key)
/// ```
public final class MemoryImageCache: @unchecked Sendable {
    /// A sensible default: 1/64 of physical memory, between 32 and 256 MiB.
    public static var defaultByteLimit: Int {
        let share = Int(clamping: ProcessInfo.processInfo.physicalMemory / 64)
        return min(max(share, 32 << 20), 256 << 20)
    }

    /// The most pixel bytes the cache holds.
    public let byteLimit: Int

    private final class Node {
        let key: String
        var image: PixelImage
        var newer: Node?
        weak var older: Node?
        init(key: String, image: PixelImage) {
            self.key = key
            self.image = image
        }
    }

    private let lock = NSLock()
    private var nodes: [String: Node] = [:]
    /// Most recently used end; follow `older` to reach `oldest`.
    private var newest: Node?
    private var oldest: Node?
    private var bytes = 0

    /// Creates a cache.
    /// - Parameter byteLimit: the budget in bytes of decoded pixels.
    public init(byteLimit: Int = MemoryImageCache.defaultByteLimit) {
        self.byteLimit = max(byteLimit, 0)
    }

    /// The image for `key`, marking it most recently used; `nil` on a miss.
    public func image(for key: String) -> PixelImage? {
        lock.lock()
        defer { lock.unlock() }
        guard let node = nodes[key] else { return nil }
        moveToNewest(node)
        return node.image
    }

    /// Stores `image` as the most recently used, evicting the least recently used until the
    /// total fits. An image larger than the whole budget is not kept.
    public func insert(_ image: PixelImage, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        if let node = nodes[key] {
            bytes -= node.image.byteCount
            unlink(node)
            nodes[key] = nil
        }
        guard image.byteCount <= byteLimit else { return }
        let node = Node(key: key, image: image)
        nodes[key] = node
        link(node)
        bytes += image.byteCount
        while bytes > byteLimit, let victim = oldest {
            bytes -= victim.image.byteCount
            unlink(victim)
            nodes[victim.key] = nil
        }
    }

    /// Forgets `key`.
    public func removeImage(for key: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let node = nodes.removeValue(forKey: key) else { return }
        bytes -= node.image.byteCount
        unlink(node)
    }

    /// Forgets everything.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        nodes.removeAll()
        newest = nil
        oldest = nil
        bytes = 0
    }

    /// The bytes of pixels held now.
    public var totalBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// The number of images held now.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return nodes.count
    }

    // MARK: - The list (called with the lock held)

    private func link(_ node: Node) {
        node.older = newest
        node.newer = nil
        newest?.newer = node
        newest = node
        if oldest == nil { oldest = node }
    }

    private func unlink(_ node: Node) {
        if let newer = node.newer { newer.older = node.older } else { newest = node.older }
        if let older = node.older { older.newer = node.newer } else { oldest = node.newer }
        node.newer = nil
        node.older = nil
    }

    private func moveToNewest(_ node: Node) {
        guard newest !== node else { return }
        unlink(node)
        link(node)
    }
}
