import Terminal

/// The search box on top: the query, a spinner while a page loads and "N photos".
struct SearchBarView: Widget {
    var query: TextFieldState
    var isFocused: Bool
    var isLoading: Bool
    /// The spinner frame.
    var spinnerTick: Int
    /// "N photos" once the service said how many there are.
    var totalCount: Int?
    /// The filters in force ("latest · portrait"), shown while any is on; `nil` for none.
    var filters: String?
    /// The filters do not apply to what the list shows (the home feed).
    var filtersIdle = false
    var theme: Theme
    /// What is counted: ("photo", "photos"), or topics or collections on a list of them.
    var countNoun = ("photo", "photos")
    /// The key that focuses the box, for the placeholder ("press / to search").
    var searchKey = "/"
    /// Plain mode: "loading" in words, no spinner.
    var isPlain = false

    /// The prompt before the field.
    static let prompt = "Search: "

    /// Where the text field goes in the bar's `area` (the model keeps the cursor visible in it).
    func fieldArea(in area: Rect) -> Rect {
        let row = area.row(0)
        let statusWidth = min(DisplayWidth.of(statusText), max(0, row.width / 2))
        let promptWidth = min(DisplayWidth.of(Self.prompt), row.width)
        return Rect(x: row.x + promptWidth, y: row.y, width: max(0, row.width - promptWidth - statusWidth - (statusWidth > 0 ? 1 : 0)), height: 1)
    }

    /// One row: a prompt, the field, then the spinner and the count on the right.
    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row)
        let status = statusText
        let statusWidth = min(DisplayWidth.of(status), max(0, row.width / 2))
        let promptWidth = min(DisplayWidth.of(Self.prompt), row.width)
        buffer.draw(Self.prompt, at: Point(x: row.x, y: row.y), width: promptWidth, style: isFocused ? theme[.accent] : theme[.dim])
        TextField(state: query, placeholder: isFocused ? "type to search, Enter to go to the list" : "press \(searchKey) to search",
                  isFocused: isFocused, style: theme[.normal], placeholderStyle: theme[.dim])
            .render(in: fieldArea(in: area), into: &buffer)
        if statusWidth > 0 {
            let statusArea = Rect(x: row.maxX - statusWidth, y: row.y, width: statusWidth, height: 1)
            buffer.draw(status, in: statusArea, style: theme[.dim], alignment: .right)
        }
    }

    /// "[latest · portrait] ⠋ 1,204 photos", "⠋ loading", "1,204 photos", "1 photo" or "";
    /// plain, "filters: latest, portrait; loading, 1,204 photos".
    var statusText: String {
        let count = totalCount.map { Formatting.count($0, countNoun.0, plural: countNoun.1) }
        let busy = isPlain ? "loading," : String(Spinner(tick: spinnerTick).frame)
        let counting: String
        switch (isLoading, count) {
        case (true, let count?): counting = "\(busy) \(count)"
        case (true, nil): counting = isPlain ? "loading" : "\(busy) loading"
        case (false, let count?): counting = count
        case (false, nil): counting = ""
        }
        guard let filters else { return counting }
        if isPlain {
            let tag = "filters: " + PlainText.words(filters) + (filtersIdle ? ", not for the home feed" : "")
            return counting.isEmpty ? tag : "\(tag); \(counting)"
        }
        let tag = filtersIdle ? "[\(filters): not for the home feed]" : "[\(filters)]"
        return counting.isEmpty ? tag : "\(tag) \(counting)"
    }
}
