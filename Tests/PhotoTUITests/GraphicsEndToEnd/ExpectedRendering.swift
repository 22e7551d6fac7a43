/// How the detail's photo should reach the screen in a run, and how close to the source photo
/// its pixels must then be (PSNR in dB against the photo scaled to the image's rect).
enum ExpectedRendering: String, CustomStringConvertible {
    /// Character cells (chafa symbols, half blocks): today's 21–23 dB, kept as it is.
    case symbols
    /// Kitty graphics protocol: lossless pixels.
    case kitty
    /// Sixel: 256 colour registers, dithered.
    case sixel
    /// iTerm2 inline images (OSC 1337): JPEG.
    case iterm2

    /// The targets (#10) for pixels; for cells, the band today's renderer scores in.
    /// A run must reach it to count the photo as shown (waits and the resize check use it too).
    var psnrRange: ClosedRange<Double> {
        switch self {
        case .symbols: return 15...30
        case .kitty: return 45...99
        case .sixel: return 28...99
        case .iterm2: return 35...99
        }
    }

    /// How the list's and the grid's thumbnails are drawn: pixels on kitty only (a scroll step
    /// places them again by id); sixel and iTerm2 keep cell thumbnails.
    var thumbnails: ExpectedRendering { self == .kitty ? .kitty : .symbols }

    var description: String { rawValue }
}
