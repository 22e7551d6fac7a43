import Foundation
import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// The terminal's width in pixels, for `--size screen`: what the kernel says (`TIOCGWINSZ`'s
/// `ws_xpixel`, which kitty, foot, WezTerm and xterm fill in), else one cell's pixels from the
/// graphics probe times the columns, else ``fallback``.
enum ScreenPixelWidth {
    /// The width when the terminal tells nothing: a common desktop screen.
    static let fallback = 1920

    /// The width from what is known.
    /// - Parameters:
    ///   - pixelWidth: `ws_xpixel` (0 when the terminal reports none).
    ///   - columns: `ws_col`.
    ///   - cellPixels: one cell's pixels from the graphics probe, if it ran.
    static func width(pixelWidth: Int, columns: Int, cellPixels: Size?) -> Int {
        if pixelWidth > 0 { return pixelWidth }
        if let cellPixels, cellPixels.width > 0, columns > 0 { return cellPixels.width * columns }
        return fallback
    }

    /// The width now, asking the kernel about the first of stdout, stderr, stdin and
    /// `/dev/tty` that is a terminal.
    static func current(cellPixels: Size?) -> Int {
        var size = winsize()
        var known = [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO].contains { ioctl($0, UInt(TIOCGWINSZ), &size) == 0 }
        if !known {
            let terminal = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
            if terminal >= 0 {
                known = ioctl(terminal, UInt(TIOCGWINSZ), &size) == 0
                close(terminal)
            }
        }
        guard known else { return fallback }
        return width(pixelWidth: Int(size.ws_xpixel), columns: Int(size.ws_col), cellPixels: cellPixels)
    }
}
