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
    /// "library not saved" or "library read-only": stays, in the error colour, while it holds.
    var libraryMark: String? = nil
    /// The last error (with its retry hint); shown instead of the notice.
    var errorMessage: String?
    var notice: String?
    /// Hints for a wide terminal, and what they shrink to below 120 columns.
    var hints: String
    var shortHints: String
    var theme: Theme
    /// Plain mode: the figures joined with commas, no middle dots.
    var isPlain = false

    /// The hints shown at `width`: all on a wide line, the essential ones on a narrow one or
    /// when the message needs the room.
    private func hints(at width: Int) -> String {
        guard width >= 120 else { return shortHints }
        guard let message = errorMessage ?? notice else { return hints }
        let roomWithAll = width - (DisplayWidth.of(leftText) + 2) - (DisplayWidth.of(hints) + 1)
        return DisplayWidth.of(message) <= roomWithAll ? hints : shortHints
    }

    private var leftText: String {
        var left = [source]
        if let budget { left.append(budget) }
        if !cacheSummary.isEmpty { left.append(cacheSummary) }
        if let libraryMark { left.append(libraryMark) }
        return left.joined(separator: isPlain ? ", " : " · ")
    }

    /// Columns the message has on a line `width` wide, between the figures and the hints.
    func messageWidth(at width: Int) -> Int {
        width - (DisplayWidth.of(leftText) + 2) - (DisplayWidth.of(hints(at: width)) + 1)
    }

    /// Whether the message fits on the line whole; when not, the browser shows it wrapped in a
    /// panel above (`MessagePanelView`) and the line leaves it out.
    func fitsMessage(at width: Int) -> Bool {
        guard let message = errorMessage ?? notice else { return true }
        return DisplayWidth.of(message) <= messageWidth(at: width)
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let hints = hints(at: area.width)
        let message = errorMessage ?? notice
        let leftText = self.leftText + (message.map { "  \($0)" } ?? "")
        StatusBar(left: leftText, right: hints, style: Style(attributes: .reverse)).render(in: area, into: &buffer)
        if let libraryMark {
            // Over the bar in the error colour, where the figures put it (it ends them).
            let start = DisplayWidth.of(self.leftText) - DisplayWidth.of(libraryMark)
            let room = area.width - (DisplayWidth.of(hints) + 1) - start
            if room > 0 {
                buffer.draw(libraryMark, at: Point(x: area.x + start, y: area.y), width: room,
                            style: Style(foreground: .palette(1), attributes: [.reverse, .bold]))
            }
        }
        // The message in its own colour, over the bar, so an error stands out.
        if let message {
            let prefix = DisplayWidth.of(self.leftText) + 2
            let width = messageWidth(at: area.width)
            if width > 3 {
                let style = errorMessage != nil ? Style(foreground: .palette(1), attributes: [.reverse, .bold]) : Style(attributes: [.reverse, .bold])
                buffer.draw(message, at: Point(x: area.x + prefix, y: area.y), width: width, style: style)
            }
        }
    }
}
