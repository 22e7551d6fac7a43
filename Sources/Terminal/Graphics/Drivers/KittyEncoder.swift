import Foundation

/// The kitty graphics protocol's sequences: an image is transmitted once (as PNG, `f=100`)
/// under an id, then placed, moved away and placed again by that id for a few dozen bytes each;
/// every command asks for no reply (`q=2`), so nothing comes back on stdin, except transmits and
/// placements that ask for error answers (`q=1`) where the input path reads them.
///
/// Where kitty runs on this machine and said so (``GraphicsChoice/kittySharedMemory``), the
/// pixels go through a POSIX shared-memory object instead (`t=s`, raw RGB `f=24`): the image
/// keeps its pixels (``encodeForSharedMemory(rgb:width:height:columns:rows:)``, no encode) and
/// the transmission is one short command naming the object (``transmitSharedMemory(name:width:height:id:answersErrors:)``).
///
/// PNG rather than zlib-compressed raw RGB (`f=24,o=z`): PNG filters each row before deflating,
/// which takes photos to 55–70 % of the bytes in the same encode time (``PNGWriter``).
///
/// ```swift
/// let image = KittyEncoder.encode(rgb: pixels, width: 640, height: 432, columns: 71, rows: 24)
/// write(KittyEncoder.transmit(image, id: 7).joined() + KittyEncoder.place(id: 7, columns: 71, rows: 24))
/// ```
public enum KittyEncoder {
    /// The largest base64 chunk kitty takes in one escape sequence.
    public static let chunkSize = 4096

    /// Encodes `rgb` (`width × height` pixels, 3 bytes each) as PNG for transmission; the image
    /// will be shown over `columns × rows` cells. Nil when the pixels do not match the size.
    public static func encode(rgb: [UInt8], width: Int, height: Int, columns: Int, rows: Int, level: Int32 = 1) -> GraphicsImage? {
        let start = DispatchTime.now().uptimeNanoseconds
        guard let png = PNGWriter.encode(rgb: rgb, width: width, height: height, level: level) else { return nil }
        let base64 = Array(Data(png).base64EncodedData())
        var chunks: [[UInt8]] = []
        chunks.reserveCapacity(base64.count / chunkSize + 1)
        var offset = 0
        while offset < base64.count {
            let end = min(offset + chunkSize, base64.count)
            chunks.append(Array(base64[offset..<end]))
            offset = end
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return GraphicsImage(graphicsProtocol: .kitty, columns: columns, rows: rows, pixelWidth: width, pixelHeight: height,
                             chunks: chunks, encodeMilliseconds: milliseconds)
    }

    /// Keeps `rgb` (`width × height` pixels, 3 bytes each) as it is, for transmission through
    /// shared memory; nil when the pixels do not match the size.
    public static func encodeForSharedMemory(rgb: [UInt8], width: Int, height: Int, columns: Int, rows: Int) -> GraphicsImage? {
        guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
        return GraphicsImage(graphicsProtocol: .kitty, columns: columns, rows: rows, pixelWidth: width, pixelHeight: height,
                             chunks: [], rawPixels: rgb, encodeMilliseconds: 0)
    }

    /// The transmission of a `width × height` RGB image under `id` from the shared-memory object
    /// `name`: one escape sequence whatever the size (the payload is the name, base64), which
    /// kitty follows by reading the object and unlinking it.
    /// - Parameter answersErrors: kitty answers an error (`q=1`: `EBADF` when it could not open
    ///   the object) instead of nothing (`q=2`).
    public static func transmitSharedMemory(name: String, width: Int, height: Int, id: UInt32, answersErrors: Bool = false) -> [UInt8] {
        command("a=t,t=s,f=24,s=\(width),v=\(height),i=\(id),q=\(answersErrors ? 1 : 2);", payload: Array(Data(name.utf8).base64EncodedData()))
    }

    /// The transmission of `image` under `id`, one escape sequence per chunk (under tmux each is
    /// wrapped on its own: tmux limits what one passthrough may carry).
    /// - Parameter answersErrors: kitty answers an error (`q=1`: the image could not be loaded)
    ///   instead of nothing (`q=2`).
    public static func transmit(_ image: GraphicsImage, id: UInt32, answersErrors: Bool = false) -> [[UInt8]] {
        var sequences: [[UInt8]] = []
        sequences.reserveCapacity(image.chunks.count)
        let quiet = answersErrors ? 1 : 2
        for (index, chunk) in image.chunks.enumerated() {
            let more = index < image.chunks.count - 1 ? 1 : 0
            let head = index == 0
                ? "a=t,f=100,i=\(id),q=\(quiet),m=\(more);"
                : "q=\(quiet),m=\(more);"
            sequences.append(command(head, payload: chunk))
        }
        return sequences
    }

    /// Shows image `id` over `columns × rows` cells from the cursor, without moving the cursor
    /// (`C=1`), as placement `placement` of the image: placing the same image and placement
    /// again replaces it, so a moved image costs this one command.
    /// - Parameters:
    ///   - source: the part of the image to show, in its pixels (nil: all of it).
    ///   - answersErrors: kitty answers an error (`q=1`: `ENOENT` when it no longer holds the
    ///     image) instead of nothing (`q=2`).
    public static func place(id: UInt32, placement: UInt32 = 1, columns: Int, rows: Int, source: Rect? = nil,
                             answersErrors: Bool = false) -> [UInt8] {
        let crop = source.map { ",x=\($0.x),y=\($0.y),w=\($0.width),h=\($0.height)" } ?? ""
        return command("a=p,i=\(id),p=\(placement)\(crop),c=\(columns),r=\(rows),C=1,q=\(answersErrors ? 1 : 2)")
    }

    /// Takes placement `placement` of image `id` off the screen; the image stays stored for a
    /// later `place`.
    public static func removePlacement(id: UInt32, placement: UInt32 = 1) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Forgets image `id` (its placements and its data).
    public static func free(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// Takes every image off the screen and frees them: on exit, suspend and crash.
    public static let deleteAll: [UInt8] = command("a=d,d=A,q=2")

    private static func command(_ control: String, payload: [UInt8] = []) -> [UInt8] {
        [0x1B, 0x5F, 0x47] + Array(control.utf8) + payload + [0x1B, 0x5C]
    }
}
