/// How `[cache] memory_mb` is shared among everything that keeps images in memory, so the
/// setting bounds them together: decoded pixels (the loader's memory cache), encoded previews
/// and thumbnails (kitty, sixel, iTerm2 payloads, with the pixels sixel and iTerm2 previews keep
/// for crops), and the cells images are drawn with. Before, the decoded cache alone filled the
/// setting and the rest came on top (a 10-minute kitty session at 256 MB levelled off at 558 MB).
struct ImageMemoryBudget: Equatable {
    /// The whole budget in bytes.
    let totalBytes: Int

    /// Creates the budget of `totalBytes` (`[cache] memory_mb` × 2²⁰).
    init(totalBytes: Int) { self.totalBytes = max(0, totalBytes) }

    /// Decoded pixels: the most, as every other kind is made from them and a decode is the
    /// costly step to repeat.
    var decodedBytes: Int { share(70) }
    /// Encoded previews (the detail's photo at its pixel size).
    var previewBytes: Int { share(13) }
    /// Encoded thumbnails (list rows and grid tiles).
    var thumbnailBytes: Int { share(11) }
    /// Images as cells.
    var cellBytes: Int { share(6) }

    private func share(_ percent: Int) -> Int { totalBytes / 100 * percent }
}
