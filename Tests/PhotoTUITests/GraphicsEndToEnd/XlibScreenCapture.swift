import Foundation
import Terminal

/// Screenshots read in-process with Xlib's `XGetImage`, libX11 loaded at run time (xdotool
/// brings it; the test target links nothing of X). ImageMagick's `import` costs a process
/// start and ~300 ms a screenshot on a loaded machine, and the suite takes hundreds of them.
/// Each capture opens its own connection and closes it, so no connection outlives the Xvfb it
/// reads, and X errors return nil instead of ending the test process.
enum XlibScreenCapture {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias RootWindow = @convention(c) (OpaquePointer?) -> UInt
    private typealias GetImage = @convention(c) (OpaquePointer?, UInt, Int32, Int32, UInt32, UInt32, UInt, Int32) -> UnsafeMutableRawPointer?
    private typealias DestroyImage = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?

    private struct Library {
        let open: OpenDisplay
        let close: CloseDisplay
        let root: RootWindow
        let getImage: GetImage
        let destroy: DestroyImage
    }

    /// libX11's functions, or nil where it cannot be loaded (then `import` takes the screenshots).
    private static let library: Library? = {
        guard let handle = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let open = symbol("XOpenDisplay", as: OpenDisplay.self), let close = symbol("XCloseDisplay", as: CloseDisplay.self),
              let root = symbol("XDefaultRootWindow", as: RootWindow.self), let getImage = symbol("XGetImage", as: GetImage.self),
              let destroy = symbol("XDestroyImage", as: DestroyImage.self),
              let setErrorHandler = symbol("XSetErrorHandler", as: SetErrorHandler.self) else { return nil }
        // Xlib's default handler exits the process on an X error (a rect off the screen): ignore
        // it, XGetImage then returns nil and the caller falls back.
        _ = setErrorHandler { _, _ in 0 }
        return Library(open: open, close: close, root: root, getImage: getImage, destroy: destroy)
    }()

    /// The RGB pixels of `rect` of the root window of `display`, or nil when Xlib cannot read
    /// them (no libX11, no connection, a visual other than 32-bit TrueColor).
    static func capture(display: String, rect: Rect) -> ScreenImage? {
        guard let x = library, rect.width > 0, rect.height > 0, let connection = x.open(display) else { return nil }
        defer { _ = x.close(connection) }
        let zPixmap: Int32 = 2, allPlanes = UInt.max
        guard let image = x.getImage(connection, x.root(connection), Int32(rect.x), Int32(rect.y), UInt32(rect.width),
                                     UInt32(rect.height), allPlanes, zPixmap) else { return nil }
        defer { _ = x.destroy(image) }
        // struct _XImage on LP64: width, height, xoffset, format (int); data (char *) at 16;
        // byte_order, bitmap_unit, bitmap_bit_order, bitmap_pad, depth, bytes_per_line,
        // bits_per_pixel (int) from 24; red_mask, green_mask, blue_mask (unsigned long) from 56.
        let width = Int(image.load(fromByteOffset: 0, as: Int32.self)), height = Int(image.load(fromByteOffset: 4, as: Int32.self))
        let byteOrder = image.load(fromByteOffset: 24, as: Int32.self)
        let bytesPerLine = Int(image.load(fromByteOffset: 44, as: Int32.self))
        let bitsPerPixel = image.load(fromByteOffset: 48, as: Int32.self)
        let masks = (image.load(fromByteOffset: 56, as: UInt.self), image.load(fromByteOffset: 64, as: UInt.self),
                     image.load(fromByteOffset: 72, as: UInt.self))
        let lsbFirst: Int32 = 0
        guard width == rect.width, height == rect.height, bitsPerPixel == 32, byteOrder == lsbFirst,
              masks == (0xFF0000, 0xFF00, 0xFF), let data = image.load(fromByteOffset: 16, as: UnsafePointer<UInt8>?.self) else { return nil }
        // Each pixel is B, G, R, unused in memory.
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = data + y * bytesPerLine
                var o = y * width * 3
                for x in 0..<width {
                    out[o] = row[x * 4 + 2]
                    out[o + 1] = row[x * 4 + 1]
                    out[o + 2] = row[x * 4]
                    o += 3
                }
            }
        }
        return ScreenImage(width: width, height: height, pixels: pixels)
    }
}
