import EventStream
import PhotoCore
import Terminal

/// The bottom line: where photos come from, requests left, cache figures, then the last error
/// or a download's progress, and key hints on the right.
final class StatusLine: Control {
    var source = "offline library"
    var rateLimit: RateLimit?
    /// "cache 12 MB", from the image caches.
    var cacheSummary = ""
    /// The last error (with its retry hint); shown instead of the hints' neighbour.
    var errorMessage: String?
    /// A download's progress or result.
    var notice: String?
    var hints = "/ search  ⏎ open  f filters  ? help  q quit"
    /// What the hints shrink to on a narrow terminal.
    var shortHints = "? help  q quit"
    var theme = Theme.standard

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let hints = area.width >= 120 ? self.hints : shortHints
        var left = [source]
        if let rateLimit { left.append("\(Formatting.grouped(rateLimit.remaining))/\(Formatting.grouped(rateLimit.limit)) left") }
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
