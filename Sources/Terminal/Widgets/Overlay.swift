/// A box drawn over the middle of the screen for help or a message. The app decides when it
/// shows and what dismisses it (usually any key). Without a border (`isBordered` false, for a
/// plain screen a screen reader reads line by line) it takes the whole area: its title on the
/// first line, the lines, the footer on the last.
public struct Overlay: Widget {
    public var title: String
    public var lines: [String]
    public var footer: String
    public var style: Style
    public var borderStyle: Style
    public var isBordered: Bool

    public init(title: String, lines: [String], footer: String = "", style: Style = .plain, borderStyle: Style = Theme.standard[.accent],
                isBordered: Bool = true) {
        self.title = title
        self.lines = lines
        self.footer = footer
        self.style = style
        self.borderStyle = borderStyle
        self.isBordered = isBordered
    }

    /// Where the box goes inside `area`: sized to the content, at most the area less a margin.
    public func frame(in area: Rect) -> Rect {
        guard isBordered else { return area }
        let contentWidth = ([title, footer] + lines).map { DisplayWidth.of(Sanitizer.sanitize($0)) }.max() ?? 0
        let width = min(contentWidth + 4, max(area.width - 4, min(area.width, 10)))
        let height = min(lines.count + (footer.isEmpty ? 2 : 4), max(area.height - 2, min(area.height, 3)))
        return area.centered(Size(width: width, height: height))
    }

    /// The most content an overlay in `area` can show: its lines' width and count.
    public static func contentSize(in area: Rect, hasFooter: Bool, isBordered: Bool = true) -> Size {
        guard isBordered else { return Size(width: max(0, area.width - 2), height: max(0, area.height - (hasFooter ? 4 : 2))) }
        return Size(width: max(0, area.width - 8), height: max(0, area.height - (hasFooter ? 6 : 4)))
    }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        let box = frame(in: area)
        guard box.width >= 4, box.height >= 3 else { return }
        buffer.fill(box, with: .blank(style))
        let inner: Rect
        if isBordered {
            Pane(title: title, borderStyle: borderStyle, titleStyle: borderStyle).render(in: box, into: &buffer)
            inner = Pane.inner(of: box).inset(horizontal: 1)
        } else {
            let heading = String(title.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            buffer.draw(heading, at: Point(x: box.x + 1, y: box.y), width: box.width - 2,
                        style: borderStyle)
            inner = Rect(x: box.x + 1, y: box.y + 2, width: box.width - 2, height: box.height - 2)
        }
        let footerRows = footer.isEmpty ? 0 : 2
        for (index, line) in lines.prefix(max(0, inner.height - footerRows)).enumerated() {
            buffer.draw(line, at: Point(x: inner.x, y: inner.y + index), width: inner.width, style: style)
        }
        if !footer.isEmpty, inner.height >= 1 {
            buffer.draw(footer, in: inner.row(inner.height - 1), style: style.adding(.dim), alignment: isBordered ? .center : .left)
        }
    }
}
