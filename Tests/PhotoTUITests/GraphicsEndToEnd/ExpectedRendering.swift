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

    /// How the list's and the grid's thumbnails are drawn: in the run's own pixels (issue #26:
    /// sixel and iTerm2 too, placed once the list rests).
    var thumbnails: ExpectedRendering { self }

    /// The band each placed thumbnail must score in against its photo: the preview's on kitty
    /// (lossless); on sixel and iTerm2 a floor that catches a wrong or broken image (a 10×3-cell
    /// thumbnail in 256 colours scores lower than a preview), the median being held to
    /// ``thumbnailMedianFloor``.
    var thumbnailRange: ClosedRange<Double> {
        switch self {
        case .symbols, .kitty: return psnrRange
        case .sixel, .iterm2: return 20...99
        }
    }

    /// The least PSNR of the detail's photo around an overlay (issue #26: ≥ 30 dB in kitty; the
    /// preview's own floor where parts are encoded again).
    var overlayFloor: Double {
        switch self {
        case .symbols: return 0
        case .kitty: return 30
        case .sixel, .iterm2: return psnrRange.lowerBound
        }
    }

    /// The most bytes a whole detail may take on screen (issue #26: sixel 250 KB, iTerm2 60 KB,
    /// the cursor moves around it aside); nil: no ceiling.
    var detailByteCeiling: Int? {
        switch self {
        case .sixel: return 250_100
        case .iterm2: return 60_100
        case .symbols, .kitty: return nil
        }
    }

    /// The least median PSNR of the thumbnails on screen (issue #26: ≥ 25 dB on sixel and iTerm2).
    var thumbnailMedianFloor: Double {
        switch self {
        case .symbols: return 0
        case .kitty: return psnrRange.lowerBound
        case .sixel, .iterm2: return 25
        }
    }

    var description: String { rawValue }
}
