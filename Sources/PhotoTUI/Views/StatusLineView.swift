import PhotoCore
import Terminal

/// The bottom line: where photos come from, requests left, cache figures, then the error or the
/// notice, and the key hints of the focused part on the right.
struct StatusLineView: Widget {
    var source: String
    /// "48/50 left", or "frugal: 4/50 left, resets by 20:41" when the quota runs low.
    var budget: String?
    /// "images 12 MB · disk 40 MB", from the image caches.
    var cacheSummary: String
    /// The last error (with its retry hint); shown instead of the notice.
    var errorMessage: String?
    var notice: String?
    /// Hints for a wide terminal, and what they shrink to below 120 columns.
    var hints: String
    var shortHints: String
    var theme: Theme

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let hints = area.width >= 120 ? self.hints : shortHints
        var left = [source]
        if let budget { left.append(budget) }
        if !cacheSummary.isEmpty { left.append(cacheSummary) }
        let message = errorMessage ?? notice
        let leftText = left.joined(separator: " · ") + (message.map { "  \($0)" } ?? "")
        StatusBar(left: leftText, right: hints, style: Style(attributes: .reverse)).render(in: area, into: &buffer)
        // The message in its own colour, over the bar, so an error stands out.
        if let message {
            let prefix = DisplayWidth.of(left.joined(separator: " · ")) + 2
            let hintsWidth = DisplayWidth.of(hints) + 1
            let width = area.width - prefix - hintsWidth
            if width > 3 {
                let style = errorMessage != nil ? Style(foreground: .palette(1), attributes: [.reverse, .bold]) : Style(attributes: [.reverse, .bold])
                buffer.draw(message, at: Point(x: area.x + prefix, y: area.y), width: width, style: style)
            }
        }
    }
}
