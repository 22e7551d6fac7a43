import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The kitty graphics protocol: each image is transmitted once (PNG) under an id of our own
/// range, then placed, moved and taken away by that id for a few dozen bytes; a part of it is
/// shown by placing it with a source rectangle (`x,y,w,h`), which needs no new pixels (an overlay
/// over the photo, a zoom). Images drawn above the text, so cells written under one do not hide
/// it.
///
/// No hardware scrolling: when a scroll region's scroll takes an image's last placement out of
/// the region, kitty frees the image's data too (0.26's `grman_scroll_images` frees images left
/// without a placement), and a later placement by its id shows nothing while this driver
/// believes it stored. ncurses folds several moves into scrolls up and down, and a message
/// panel opening over the list's last rows scrolls them out: a row coming back showed blank.
///
/// It keeps the images stored and not shown for a later placement, up to ``capacity`` images and
/// ``memoryBudget`` bytes of pixels, beyond which the least recently placed are freed.
///
/// Kitty may still lose an image: free it on its own (past its storage quota, with the placements
/// a clear took away) or fail to load a transmit. Outside tmux, transmits and placements ask for
/// error answers only (`q=1`): kitty answers `ENOENT` for an image it does not hold (and an error
/// code for a transmit it could not load), the input path hands that to ``lost(imageID:code:)``, and
/// the image is transmitted again. Inside tmux they stay silent (`q=2`): tmux would take an answer
/// from the outer terminal for keys.
///
/// Where kitty reads shared memory (``GraphicsChoice/kittySharedMemory``: it runs on this
/// machine and said so), images keep their RGB pixels and each transmission writes them into a
/// POSIX shared-memory object (``SharedMemoryObjects``) and sends only its name (`t=s`): no PNG
/// encode, some 100 bytes through the terminal instead of a megabyte. An `EBADF` answer to one
/// (kitty could not open it after all) unlinks the object and turns shared memory off for the
/// rest of the session: that image and every later one go as PNG through the terminal (`t=d`),
/// encoded off the loop thread before they are sent (``isReady(toSend:key:)``).
public final class KittyDriver: GraphicsDriver {
    /// Kitty images kept stored in the terminal, beyond which the least recently placed is freed.
    public var capacity = 512
    /// Bytes of pixels kept stored in kitty (counted at 4 a pixel, as it may hold them), beyond
    /// which the least recently placed images are freed: kitty evicts images on its own past
    /// its quota (320 MB in 0.26), and an image placed by an id it evicted would not show.
    public var memoryBudget = 160 << 20

    /// Each image stored in the terminal, by key: its id, the pixel bytes it may hold, and when
    /// it was last placed (the value of `placements` then: the lowest is the oldest).
    private var images: [String: (id: UInt32, bytes: Int, lastPlaced: Int)] = [:]
    private var storedBytes = 0
    /// Images transmitted ahead (``transmitAhead(_:key:writer:into:)``) and not placed since:
    /// freed by ``releaseAhead(keeping:writer:into:)`` once no longer wanted.
    private var aheadKeys: Set<String> = []
    /// How often each image was lost: one that kitty keeps losing (a transmit it refuses) is not
    /// sent again past ``retransmissions`` times.
    private var losses: [String: Int] = [:]
    /// How many times an image kitty lost is transmitted again.
    public static let retransmissions = 3
    private var placements = 0
    private var nextID: UInt32
    /// Where images go through shared memory; nil: through the terminal (`t=d`), as after kitty
    /// refused an object.
    private var sharedMemory: SharedMemoryObjects?
    /// The shared-memory object each image was last sent in, by id, until it is freed: unlinked
    /// if kitty answers an error for it.
    private var sharedMemoryNames: [UInt32: String] = [:]
    /// PNGs of images that kept their pixels for shared memory, once kitty refused it.
    private let fallbacks = KittyPNGFallbacks()
    /// Runs the PNG encode of such an image off the loop thread (tests run it at once, or later).
    public var encodeInBackground: (@escaping @Sendable () -> Void) -> Void = {
        DispatchQueue.global(qos: .userInitiated).async(execute: $0)
    }

    /// Creates the driver; its ids are of a range of its own (by process), so another program's
    /// images in the same window are not touched.
    /// - Parameter sharedMemory: where to make the shared-memory objects images are sent in
    ///   (`t=s`), when kitty reads them; nil sends every image through the terminal (`t=d`).
    public init(sharedMemory: SharedMemoryObjects? = nil) {
        nextID = 0x5054_0000 | UInt32(truncatingIfNeeded: getpid() & 0xFF) << 8
        self.sharedMemory = sharedMemory
    }

    deinit {
        // Another driver takes over (the probe's answer changed): what kitty did not read goes.
        for name in sharedMemoryNames.values { sharedMemory?.unlink(name) }
    }

    /// Whether images go through shared memory now (false from kitty's first refusal), for tests
    /// and the encoder's options.
    public var sendsThroughSharedMemory: Bool { sharedMemory != nil }

    /// Images stored in the terminal now (shown or kept for later), for tests.
    public var storedImages: Int { images.count }

    /// Images sent ahead and not placed since, for tests.
    public var imagesAhead: Int { aheadKeys.count }

    public var graphicsProtocol: GraphicsProtocol? { .kitty }
    public var movesCheaply: Bool { true }
    public var cellsHidePixels: Bool { false }
    public var allowsHardwareScrolling: Bool { false }
    public var keepsImagesAhead: Bool { true }
    public static var inherentCropping: GraphicsImage.Cropping { .whenPlaced }

    public static func encode(_ pixels: RGBPixels, columns: Int, rows: Int, options: GraphicsEncodingOptions) -> GraphicsImage? {
        if options.kittySharedMemory {
            return KittyEncoder.encodeForSharedMemory(rgb: pixels.bytes, width: pixels.width, height: pixels.height, columns: columns, rows: rows)
        }
        return KittyEncoder.encode(rgb: pixels.bytes, width: pixels.width, height: pixels.height, columns: columns, rows: rows)
    }

    public func canShow(_ part: GraphicsPart, of image: GraphicsImage) -> Bool { true }

    /// False while the PNG of an image that kept its pixels for shared memory is being made off
    /// the loop (shared memory is off: kitty refused it), which this starts.
    public func isReady(toSend image: GraphicsImage, key: String) -> Bool {
        guard images[key] == nil, sharedMemory == nil, image.rawPixels != nil, fallbacks.png(for: key) == nil else { return true }
        fallbacks.make(image, key: key, run: encodeInBackground)
        return fallbacks.png(for: key) != nil
    }

    public func estimatedBytes(placing part: GraphicsPart, of image: GraphicsImage, key: String) -> Int {
        images[key] == nil ? (fallbacks.png(for: key) ?? image).byteCount + 100 : 60
    }

    public func place(_ image: GraphicsImage, key: String, part: GraphicsPart, placement: UInt32, moving: Bool,
                      writer: GraphicsWriter, into bytes: inout [UInt8]) -> String {
        let id: UInt32
        let reason: String
        placements += 1
        if let known = images[key] {
            id = known.id
            images[key]?.lastPlaced = placements
            reason = aheadKeys.remove(key) != nil ? "ahead" : moving ? "moved" : "again"
        } else {
            id = store(image, key: key, writer: writer, into: &bytes)
            reason = "new"
        }
        // Placing the same image and placement id again replaces the placement: a move needs
        // no delete.
        bytes += writer.positioned(KittyEncoder.place(id: id, placement: placement, columns: part.rect.width, rows: part.rect.height,
                                                      source: part.source, answersErrors: writer.tmuxPaneOffset == nil),
                                   at: part.rect)
        return reason
    }

    public func erase(key: String, part: GraphicsPart, placement: UInt32, output: GraphicsOutput, writer: GraphicsWriter,
                      into bytes: inout [UInt8]) {
        let removal = directRemoval(key: key, placement: placement)
        if !removal.isEmpty { bytes += writer.wrapped(removal) }
    }

    public func directRemoval(key: String, placement: UInt32) -> [UInt8] {
        images[key].map { KittyEncoder.removePlacement(id: $0.id, placement: placement) } ?? []
    }

    /// Transmits `image` (`a=t`, shown nowhere) under a new id, counted as placed now, so that
    /// the placement `n` makes finds it held; not again once kitty lost it too often.
    public func transmitAhead(_ image: GraphicsImage, key: String, writer: GraphicsWriter, into bytes: inout [UInt8]) -> Bool {
        guard images[key] == nil, losses[key, default: 0] <= Self.retransmissions else { return false }
        placements += 1
        _ = store(image, key: key, writer: writer, into: &bytes)
        aheadKeys.insert(key)
        return true
    }

    public func holds(key: String) -> Bool { images[key] != nil }

    public func releaseAhead(keeping: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8]) {
        for key in aheadKeys.subtracting(keeping).sorted() {
            aheadKeys.remove(key)
            guard let image = images.removeValue(forKey: key) else { continue }
            storedBytes -= image.bytes
            sharedMemoryNames[image.id] = nil
            bytes += writer.wrapped(KittyEncoder.free(id: image.id))
        }
    }

    /// Frees the least recently placed images not on screen while too many are stored.
    public func placed(onScreen: Set<String>, writer: GraphicsWriter, into bytes: inout [UInt8]) {
        func overLimit() -> Bool { images.count > capacity || storedBytes > memoryBudget }
        guard overLimit() else { return }
        let offScreen = images.filter { !onScreen.contains($0.key) }.sorted { $0.value.lastPlaced < $1.value.lastPlaced }
        for (key, image) in offScreen {
            guard overLimit() else { break }
            images[key] = nil
            aheadKeys.remove(key)
            storedBytes -= image.bytes
            sharedMemoryNames[image.id] = nil
            bytes += writer.wrapped(KittyEncoder.free(id: image.id))
        }
    }

    /// Kitty frees the data of images a screen clear took away, so they are transmitted again
    /// too (the frees only make sure none is left behind).
    public func forgetAll(writer: GraphicsWriter, into bytes: inout [UInt8]) {
        for id in images.values.map(\.id).sorted() { bytes += writer.wrapped(KittyEncoder.free(id: id)) }
        images.removeAll()
        aheadKeys.removeAll()
        sharedMemoryNames.removeAll()
        storedBytes = 0
    }

    /// `EBADF` for an image sent in shared memory: kitty could not open the object (it runs on
    /// another machine after all, or `/dev/shm` is not shared with it), so the object is
    /// unlinked and every image from now on goes through the terminal.
    public func lost(imageID: UInt32, code: String) -> String? {
        if let name = sharedMemoryNames.removeValue(forKey: imageID) {
            sharedMemory?.unlink(name)
            if code == "EBADF" { sharedMemory = nil }
        }
        guard let (key, image) = images.first(where: { $0.value.id == imageID }) else { return nil }
        images[key] = nil
        aheadKeys.remove(key)
        storedBytes -= image.bytes
        let count = losses[key, default: 0] + 1
        losses[key] = count
        return count <= Self.retransmissions ? key : nil
    }

    /// Kitty's delete-all (wrapped under tmux): kitty images outlive the alternate screen.
    public func exitBytes(insideTmux: Bool) -> [UInt8] {
        insideTmux ? TmuxPassthrough.wrap(KittyEncoder.deleteAll) : KittyEncoder.deleteAll
    }

    /// Records `image` as stored under a new id and queues its transmission.
    private func store(_ image: GraphicsImage, key: String, writer: GraphicsWriter, into bytes: inout [UInt8]) -> UInt32 {
        let id = newID()
        let size = image.pixelWidth * image.pixelHeight * 4
        images[key] = (id: id, bytes: size, lastPlaced: placements)
        storedBytes += size
        let answersErrors = writer.tmuxPaneOffset == nil
        guard let raw = image.rawPixels else {
            for sequence in KittyEncoder.transmit(image, id: id, answersErrors: answersErrors) { bytes += writer.wrapped(sequence) }
            return id
        }
        if let sharedMemory {
            sharedMemory.sweepIfDue()
            if let name = sharedMemory.create(raw) {
                sharedMemoryNames[id] = name
                bytes += writer.wrapped(KittyEncoder.transmitSharedMemory(name: name, width: image.pixelWidth, height: image.pixelHeight,
                                                                          id: id, answersErrors: answersErrors))
                return id
            }
        }
        // Shared memory refused (or no object could be made): the pixels as PNG after all, made
        // off the loop before the layer sent it (``isReady(toSend:key:)``), here only if not.
        if let png = fallbacks.png(for: key)
            ?? KittyEncoder.encode(rgb: raw, width: image.pixelWidth, height: image.pixelHeight, columns: image.columns, rows: image.rows) {
            for sequence in KittyEncoder.transmit(png, id: id, answersErrors: answersErrors) { bytes += writer.wrapped(sequence) }
        }
        return id
    }

    private func newID() -> UInt32 {
        nextID &+= 1
        if nextID == 0 { nextID = 1 }
        return nextID
    }
}
