import Foundation
import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// What a kitty terminal would hold after the bytes a ``GraphicsLayer`` wrote: the images it
/// stores and where each placement is, read from the kitty graphics commands (unwrapping tmux's
/// passthrough, following `ESC 7`, cursor moves and `ESC 8`). A test checks the screen the
/// terminal would show against the frame, with no terminal: no placement left where the frame
/// has none (a ghost), none missing, and none of an image the terminal no longer has.
///
/// A transmission through shared memory (`t=s`) is read as kitty reads it: the object named is
/// opened, must hold the pixels its size says, and is unlinked; one it cannot open (or that
/// ``readsSharedMemory`` is off for, a kitty on another machine) stores nothing and is answered
/// `EBADF` in ``errorReplies``.
///
/// ```swift
/// let terminal = KittyTerminalModel()
/// let layer = GraphicsLayer(graphicsProtocol: .kitty, output: terminal)
/// // … frames …
/// #expect(terminal.placedRects == [Rect(x: 1, y: 2, width: 10, height: 3)])
/// #expect(terminal.problems.isEmpty)
/// ```
public final class KittyTerminalModel: GraphicsOutput {
    /// A placement: image `image`, placement `placement`.
    public struct PlacementKey: Hashable, Sendable {
        public var image: UInt32
        public var placement: UInt32
    }

    /// The ids of the images stored.
    public private(set) var images: Set<UInt32> = []
    /// Placements on screen, by image and placement id: the cells each covers.
    public private(set) var placements: [PlacementKey: Rect] = [:]
    /// Commands a real kitty would refuse or that show a bug: a placement of an image it does
    /// not have, a transmission of an image it already has, a cursor not restored.
    public private(set) var problems: [String] = []
    /// Bytes written so far.
    public private(set) var bytesWritten = 0
    /// Complete transmissions and delete commands so far.
    public private(set) var transmissions = 0
    public private(set) var deleteCommands = 0
    /// Rectangles the layer asked the cell renderer to repaint (sixel and iTerm2 only).
    public private(set) var repaints: [Rect] = []
    /// Transmissions read from shared memory (counted in ``transmissions`` too).
    public private(set) var sharedMemoryTransmissions = 0
    /// Whether `t=s` objects can be opened (false: a kitty on another machine).
    public var readsSharedMemory = true
    /// The error answers kitty would send to commands that asked for them (`q=1`), in order.
    public private(set) var errorReplies: [TerminalReply] = []

    private var cursor = Point(x: 0, y: 0)
    private var saved: Point?
    /// A transmission in chunks: its image id, until the last chunk (`m=0`).
    private var receiving: UInt32?

    public init() {}

    /// The cells covered by placements, sorted top to bottom, left to right.
    public var placedRects: [Rect] {
        placements.values.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// What an erase of the whole screen (ED2: ncurses' repaint after a resize) does in kitty:
    /// every placement goes, and so does every image left with none.
    public func clearScreen() {
        placements.removeAll()
        images.removeAll()
    }

    public func repaint(_ rect: Rect) { repaints.append(rect) }

    public func writeRaw(_ bytes: [UInt8]) {
        bytesWritten += bytes.count
        interpret(Self.unwrappingPassthrough(bytes))
    }

    // MARK: - Private

    /// `ESC P tmux; … ESC \` with its ESCs doubled, as the bytes tmux hands the outer terminal.
    private static func unwrappingPassthrough(_ bytes: [UInt8]) -> [UInt8] {
        let prefix: [UInt8] = [0x1B, 0x50] + Array("tmux;".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: prefix) {
                index += prefix.count
                while index < bytes.count {
                    if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x1B {
                        output.append(0x1B)
                        index += 2
                    } else if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5C {
                        index += 2
                        break
                    } else {
                        output.append(bytes[index])
                        index += 1
                    }
                }
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    private func interpret(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case 0x37:  // ESC 7
                saved = cursor
                index += 2
            case 0x38:  // ESC 8
                if let saved { cursor = saved } else { problems.append("ESC 8 without ESC 7") }
                saved = nil
                index += 2
            case 0x5B:  // CSI: only cursor position matters here
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { return }
                if bytes[end] == 0x48 {
                    let numbers = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
                    cursor = Point(x: (numbers.count > 1 ? numbers[1] : 1) - 1, y: (numbers.first ?? 1) - 1)
                }
                index = end + 1
            case 0x5F:  // APC
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == 0x5C) { end += 1 }
                guard end + 1 < bytes.count else { return }
                let body = Array(bytes[(index + 2)..<end])
                if body.first == 0x47 { command(Array(body.dropFirst())) }
                index = end + 2
            default:
                index += 2
            }
        }
    }

    private func command(_ body: [UInt8]) {
        let split = body.firstIndex(of: 0x3B) ?? body.count
        let control = String(decoding: body[..<split], as: UTF8.self)
        var keys: [String: String] = [:]
        for pair in control.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { keys[parts[0]] = parts[1] }
        }
        func number(_ key: String) -> UInt32 { keys[key].flatMap { UInt32($0) } ?? 0 }
        if let id = receiving, keys["a"] == nil {
            if keys["m"] != "1" {
                images.insert(id)
                transmissions += 1
                receiving = nil
            }
            return
        }
        switch keys["a"] ?? "t" {
        case "t" where keys["t"] == "s", "T" where keys["t"] == "s":
            let id = number("i")
            if images.contains(id) { problems.append("image \(id) transmitted again while stored") }
            if keys["m"] == "1" { problems.append("shared-memory transmission of image \(id) in chunks") }
            let payload = Array(body[(body.firstIndex(of: 0x3B).map { $0 + 1 } ?? body.count)...])
            let bytesPerPixel = keys["f"] == "32" ? 4 : 3
            guard readsSharedMemory, let name = Data(base64Encoded: Data(payload)).map({ String(decoding: $0, as: UTF8.self) }),
                  let size = Self.readAndUnlink(name) else {
                if keys["q"] != "2" { errorReplies.append(.kittyGraphics(id: Int(id), message: "EBADF:Failed to open file for graphics transmission")) }
                return
            }
            guard size >= Int(number("s")) * Int(number("v")) * bytesPerPixel else {
                problems.append("shared memory of image \(id) holds \(size) bytes, fewer than its size says")
                return
            }
            images.insert(id)
            transmissions += 1
            sharedMemoryTransmissions += 1
        case "t", "T":
            let id = number("i")
            if images.contains(id) { problems.append("image \(id) transmitted again while stored") }
            if keys["m"] == "1" {
                receiving = id
            } else {
                images.insert(id)
                transmissions += 1
            }
        case "p":
            let id = number("i")
            guard images.contains(id) else {
                if keys["q"] == "1" { errorReplies.append(.kittyGraphics(id: Int(id), message: "ENOENT:No such image")) }
                problems.append("placement of image \(id), which the terminal does not have")
                return
            }
            let key = PlacementKey(image: id, placement: number("p"))
            placements[key] = Rect(x: cursor.x, y: cursor.y, width: Int(number("c")), height: Int(number("r")))
        case "d":
            deleteCommands += 1
            let id = number("i")
            switch keys["d"] ?? "a" {
            case "i":
                let placement = number("p")
                placements = placements.filter { $0.key.image != id || (placement != 0 && $0.key.placement != placement) }
            case "I":
                placements = placements.filter { $0.key.image != id }
                images.remove(id)
            case "a", "A":
                placements.removeAll()
                if keys["d"] == "A" { images.removeAll() }
            default:
                problems.append("delete d=\(keys["d"] ?? "") not modelled")
            }
        default:
            problems.append("action a=\(keys["a"] ?? "") not modelled")
        }
    }

    /// Opens the shared-memory object `name` as kitty does, unlinks it, and returns its size;
    /// nil when it cannot be opened.
    private static func readAndUnlink(_ name: String) -> Int? {
        let descriptor = shm_open(name, O_RDONLY, 0)
        guard descriptor >= 0 else { return nil }
        defer {
            close(descriptor)
            shm_unlink(name)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
