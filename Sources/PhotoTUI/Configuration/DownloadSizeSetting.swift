import Foundation
import PhotoCore

/// `--size original|WIDTH|screen` (env `PHOTO_TUI_DOWNLOAD_SIZE`, config `[downloads] size`):
/// the size downloads are saved at. `screen` is the terminal's width in pixels, read when each
/// download starts (``ScreenPixelWidth``).
enum DownloadSizeSetting: Equatable, Sendable, CustomStringConvertible {
    case original
    case width(Int)
    case screen

    /// What is accepted, for messages.
    static let accepted = "original, a width in pixels such as 2400, or screen"

    /// Parses `original`, `screen` or a width (1…16384); `nil` for anything else.
    init?(parsing text: String) {
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "screen" {
            self = .screen
            return
        }
        switch DownloadSize(parsing: text) {
        case .original?: self = .original
        case .width(let width)?: self = .width(width)
        case nil: return nil
        }
    }

    /// The size for a download starting now; `screenWidth` is asked only for `screen`.
    func resolve(screenWidth: () -> Int) -> DownloadSize {
        switch self {
        case .original: return .original
        case .width(let width): return .width(width)
        case .screen: return .width(min(max(1, screenWidth()), DownloadSize.maximumWidth))
        }
    }

    var description: String {
        switch self {
        case .original: return "original"
        case .width(let width): return String(width)
        case .screen: return "screen"
        }
    }
}
