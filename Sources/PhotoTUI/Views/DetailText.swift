import PhotoCore
import Terminal

/// The detail's words for a photo, wrapped to a column: the title, the credit line exactly as it
/// is copied, the labelled metadata (values wrap under their label) and the description. Nothing
/// that credits or licenses the photo is ever cut: a Creative Commons attribution needs the
/// licence's address whole. Only the description (and, when the column runs out of rows, the last
/// metadata: tags come last) may end early.
struct DetailText: Equatable {
    /// A line of the column, and how it is drawn.
    struct Line: Equatable {
        enum Role: Equatable { case title, credit, label, value, note, description }
        var text: String
        var role: Role
        /// Columns from the column's left edge.
        var indent = 0
    }

    /// Columns of a label ("Downloads ").
    static let labelWidth = 10
    /// Lines a title may take.
    static let titleLines = 2

    var title: String
    var credit: String
    var metadata: [(label: String, value: String)]
    var description: String?
    var isLoadingDetail = false

    init(photo: Photo, isLoadingDetail: Bool = false) {
        title = PhotoText.title(of: photo)
        credit = PhotoText.attribution(of: photo)
        metadata = PhotoText.metadata(of: photo)
        let text = photo.description ?? photo.altDescription
        description = text == title ? nil : text
        self.isLoadingDetail = isLoadingDetail
    }

    static func == (lhs: DetailText, rhs: DetailText) -> Bool {
        lhs.title == rhs.title && lhs.credit == rhs.credit && lhs.description == rhs.description
            && lhs.isLoadingDetail == rhs.isLoadingDetail && lhs.metadata.map { [$0.label, $0.value] } == rhs.metadata.map { [$0.label, $0.value] }
    }

    /// The widest line unwrapped: what the column would like to be.
    var naturalWidth: Int {
        ([DisplayWidth.of(title), DisplayWidth.of(credit)] + metadata.map { Self.labelWidth + DisplayWidth.of($0.value) }).max() ?? 0
    }

    /// Rows the title, credit and metadata take at `width` (the description is extra).
    func essentialRows(width: Int) -> Int { rows(width: width).filter { $0.first?.role != .description }.count }

    /// Every line at `width`: the description last, after a blank line.
    func lines(width: Int) -> [Line] {
        let width = max(1, width)
        var lines = TextWrapper.wrap(title, width: width).prefix(Self.titleLines).map { Line(text: $0, role: .title) }
        lines += TextWrapper.wrap(credit, width: width).map { Line(text: $0, role: .credit) }
        let valueWidth = max(1, width - Self.labelWidth)
        for (label, value) in metadata {
            let wrapped = TextWrapper.wrap(value, width: valueWidth)
            lines.append(Line(text: label, role: .label))
            for (index, part) in wrapped.enumerated() {
                if index > 0 { lines.append(Line(text: "", role: .label)) }
                lines.append(Line(text: part, role: .value, indent: Self.labelWidth))
            }
        }
        if isLoadingDetail { lines.append(Line(text: "loading details…", role: .note)) }
        if let description, !description.isEmpty {
            lines.append(Line(text: "", role: .description))
            lines += TextWrapper.wrap(description, width: width).map { Line(text: $0, role: .description) }
        }
        return lines
    }

    /// The lines grouped by screen row (a label and its value share one).
    func rows(width: Int) -> [[Line]] {
        var rows: [[Line]] = []
        for line in lines(width: width) {
            if line.role == .value, let last = rows.last, last.count == 1, last[0].role == .label {
                rows[rows.count - 1].append(line)
            } else {
                rows.append([line])
            }
        }
        return rows
    }
}
