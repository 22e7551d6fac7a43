import PhotoCore
import Terminal

/// The Duplicates screen (`D` on a folder): one group at a time, its members side by side as the
/// grid draws thumbnails, each with its path, size, dimensions and date, whether it is an exact
/// copy or a similar one, the suggested keeper and the members marked to discard; the group's
/// place among all of them above, and the Trash's question below while it is asked.
struct DuplicateReviewView: Widget {
    /// The least columns a member takes; members share the width evenly.
    static let minimumMemberWidth = 26
    /// Lines under each thumbnail: keep/discard, name, size, dimensions, date, kind.
    static let infoLines = 6

    var review: DuplicateReview
    /// The folder's name, for the heading.
    var folder: String
    var thumbnail: (Photo, Size) -> ImageCells?
    /// A member's thumbnail in real pixels, when the terminal shows them and it is encoded.
    var pixels: (Photo, Size) -> GraphicsImage? = { _, _ in nil }
    var theme: Theme

    /// Where the screen draws: the terminal above the status line.
    static func area(in layout: BrowserLayout) -> Rect {
        Rect(x: 0, y: 0, width: layout.statusLine.width, height: max(0, layout.statusLine.y))
    }

    /// Members shown at once in `area` for a group of `count`.
    static func columns(in area: Rect, count: Int) -> Int { max(1, min(count, area.width / minimumMemberWidth)) }

    /// The region the members are drawn in: below the heading, above the summary and question.
    static func membersArea(in area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 2, width: area.width, height: max(0, area.height - 5))
    }

    /// A member's thumbnail size: its column less the marker and the gap, by what the lines leave.
    static func thumbnailSize(in area: Rect, count: Int) -> Size {
        let members = membersArea(in: area), width = members.width / columns(in: area, count: count) - 2
        return Size(width: max(1, width), height: max(1, min(width / 2, members.height - infoLines - 1)))
    }

    /// The members on screen: a window of `columns` around the selected one.
    static func visibleMembers(selected: Int, count: Int, in area: Rect) -> Range<Int> {
        let columns = columns(in: area, count: count)
        let first = min(max(0, selected - columns + 1), max(0, count - columns))
        return first..<min(count, first + columns)
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        renderHeading(in: area, into: &buffer)
        let middle = area.row(area.height / 2)
        switch review.phase {
        case .finding:
            buffer.draw("Finding duplicates in \(folder)… (exact copies, then resized or recompressed ones)", in: middle,
                        style: theme[.dim], alignment: .center)
            return
        case .failed(let message):
            buffer.draw(message, in: middle, style: theme[.error], alignment: .center)
            return
        case .ready:
            break
        }
        guard let group = review.group else {
            buffer.draw("No duplicates in \(folder): no exact copies, no resized or recompressed ones.", in: middle,
                        style: theme[.dim], alignment: .center)
            return
        }
        renderMembers(of: group, in: area, into: &buffer)
        renderSummary(of: group, in: area, into: &buffer)
    }

    private func renderHeading(in area: Rect, into buffer: inout CellBuffer) {
        let rule = area.row(1)
        for x in rule.x..<rule.maxX { buffer.set(x: x, y: rule.y, cell: Cell(symbol: "─", style: theme[.dim])) }
        var width = area.width - 1
        if let position = review.positionText {
            width -= buffer.draw(position, in: area.row(0).inset(horizontal: 1), style: theme[.accent], alignment: .right) + 2
        }
        buffer.draw("Duplicates · \(folder)", at: Point(x: area.x + 1, y: area.y), width: max(0, width), style: theme[.normal].adding(.bold))
    }

    private func renderMembers(of group: DuplicateGroup, in area: Rect, into buffer: inout CellBuffer) {
        let members = Self.membersArea(in: area), count = group.files.count
        let columns = Self.columns(in: area, count: count), width = members.width / columns
        let size = Self.thumbnailSize(in: area, count: count)
        let keeper = review.keeper(of: group)?.path
        let visible = Self.visibleMembers(selected: review.memberIndex, count: count, in: area)
        for (slot, index) in visible.enumerated() {
            let file = group.files[index]
            let origin = Point(x: members.x + slot * width, y: members.y)
            let isSelected = index == review.memberIndex, isDiscarded = review.discards.contains(file.path)
            if isSelected {
                for y in origin.y..<min(members.maxY, origin.y + size.height + Self.infoLines) {
                    buffer.set(x: origin.x, y: y, cell: Cell(symbol: "▌", style: theme[.accent]))
                }
            }
            let thumb = Rect(x: origin.x + 1, y: origin.y, width: size.width, height: size.height).intersection(members)
            let photo = file.photo
            if thumb.size == size, let tile = Thumbnail.tile(slot, photo: photo, image: pixels(photo, size)) {
                // As the grid does: the cells under the pixels, one slot per column on screen.
                let tint = Style(background: PhotoColors.color(hex: photo.color) ?? .default)
                ImageView(cells: thumbnail(photo, size), pixels: tile.image, slot: tile.slot, key: tile.key, background: tint,
                          cropsToArea: true, waitsForRest: true)
                    .render(in: thumb, into: &buffer)
            } else if let cells = thumbnail(photo, size) {
                buffer.draw(cells, at: Point(x: thumb.x, y: thumb.y), clippedTo: thumb)
            } else {
                buffer.fill(thumb, with: .blank(Style(background: PhotoColors.color(hex: photo.color) ?? .default)))
            }
            if isDiscarded {
                buffer.draw(" ✕ ", at: Point(x: thumb.x, y: thumb.y), width: 3, style: theme[.error].adding(.reverse))
            }
            let lines = info(of: file, in: group, isKeeper: file.path == keeper, isDiscarded: isDiscarded)
            for (row, line) in lines.enumerated() {
                let y = origin.y + size.height + row
                guard y < members.maxY else { break }
                buffer.draw(line.text, at: Point(x: origin.x + 1, y: y), width: width - 2,
                            style: row == 1 && isSelected ? theme[.selection] : line.style)
            }
        }
        if visible.lowerBound > 0 { buffer.draw("◀", at: Point(x: members.x, y: members.maxY - 1), width: 1, style: theme[.dim]) }
        if visible.upperBound < count {
            buffer.draw("▶", at: Point(x: members.maxX - 1, y: members.maxY - 1), width: 1, style: theme[.dim])
        }
    }

    /// The lines under a member's thumbnail.
    private func info(of file: LocalPhotoFile, in group: DuplicateGroup, isKeeper: Bool,
                      isDiscarded: Bool) -> [(text: String, style: Style)] {
        let verdict: (String, Style) = isDiscarded ? ("✕ discard (to the Trash)", theme[.error])
            : isKeeper ? ("✓ keep (suggested)", theme[.accent]) : ("  keep", theme[.dim])
        let pixels = file.pixelSize.width > 0 ? "\(file.pixelSize.width)×\(file.pixelSize.height)" : "size unknown"
        let date = PhotoText.dateTimeFormatter.string(from: file.date) + (file.dateNote == nil ? "" : " (file time)")
        let kind = group.kind == .exact ? "exact copy (same bytes)" : Self.similarity(of: file, in: group)
        return [verdict, (Sanitizer.sanitize(FileNameBytes.display(file.relativePath)), theme[.normal]),
                (Formatting.bytes(file.byteCount), theme[.normal]), (pixels, theme[.normal]), (date, theme[.dim]), (kind, theme[.dim])]
    }

    /// "similar · largest" or "similar · 25% of the pixels".
    private static func similarity(of file: LocalPhotoFile, in group: DuplicateGroup) -> String {
        let pixels = file.pixelSize.width * file.pixelSize.height
        let most = group.files.map { $0.pixelSize.width * $0.pixelSize.height }.max() ?? 0
        guard most > 0, pixels > 0 else { return "similar" }
        return pixels == most ? "similar · the largest" : "similar · \(max(1, pixels * 100 / most))% of the pixels"
    }

    /// The group in a line, and the Trash's question while it is asked.
    private func renderSummary(of group: DuplicateGroup, in area: Rect, into buffer: inout CellBuffer) {
        let marked = group.files.filter { review.discards.contains($0.path) }
        var summary = "\(group.files.count) files"
        if !marked.isEmpty {
            summary += " · \(marked.count) marked to discard (\(Formatting.bytes(marked.reduce(0) { $0 + $1.byteCount })))"
        }
        let all = review.marked.count
        if all > marked.count { summary += " · \(all) marked in all groups" }
        summary += " · nothing is deleted: discarded files go to the Trash"
        buffer.draw(summary, at: Point(x: area.x + 1, y: area.maxY - 3), width: area.width - 2, style: theme[.dim])
        if let question = review.question {
            buffer.draw(question, in: area.row(area.height - 2).inset(horizontal: 1), style: theme[.accent].adding(.reverse),
                        alignment: .center)
        }
    }
}
