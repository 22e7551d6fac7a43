import EventStream
import Terminal

/// The search box on top: the query being typed, a spinner while a page loads and "N photos".
final class SearchBar: Control {
    /// Text, cursor and scroll of the field.
    private(set) var field = TextFieldState()
    var isFocused = true
    var isLoading = false
    /// The spinner frame, advanced by the app's timer while loading.
    var spinnerTick = 0
    /// "N photos" once the service said how many there are.
    var totalCount: Int?
    var theme = Theme.standard

    /// Every edit of the text (not cursor moves), the current text first on subscription.
    let textRelay: BehaviorRelay<String>
    /// Enter in the field.
    let submitRelay = PublishRelay<Void>()

    init(text: String = "", scheduler: Scheduler = MainScheduler.instance, requestRender: @escaping () -> Void = {}) {
        field = TextFieldState(text: text)
        textRelay = BehaviorRelay(value: field.text)
        super.init(scheduler: scheduler, requestRender: requestRender)
    }

    var text: String { field.text }

    /// Replaces the text (Ctrl-U, a starting query) and reports it like an edit.
    func setText(_ text: String) {
        field.setText(text)
        publishIfChanged()
        setNeedsRender()
    }

    /// Edits the text; Enter submits. Returns false for keys the field leaves to the screen.
    @discardableResult
    func handle(_ key: Key) -> Bool {
        if key == .enter {
            submitRelay.accept(())
            return true
        }
        guard field.handle(key) else { return false }
        publishIfChanged()
        setNeedsRender()
        return true
    }

    private func publishIfChanged() {
        if field.text != textRelay.value { textRelay.accept(field.text) }
    }

    /// One row: a prompt, the field, then the spinner and the count on the right.
    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row)
        let status = statusText
        let statusWidth = min(DisplayWidth.of(status), max(0, row.width / 2))
        let prompt = "Search: "
        let promptWidth = min(DisplayWidth.of(prompt), row.width)
        buffer.draw(prompt, at: Point(x: row.x, y: row.y), width: promptWidth, style: isFocused ? theme[.accent] : theme[.dim])
        let fieldArea = Rect(x: row.x + promptWidth, y: row.y, width: row.width - promptWidth - statusWidth - (statusWidth > 0 ? 1 : 0), height: 1)
        field.keepCursorVisible(width: fieldArea.width)
        TextField(state: field, placeholder: isFocused ? "type to search, Enter to go to the list" : "press / to search",
                  isFocused: isFocused, style: theme[.normal], placeholderStyle: theme[.dim])
            .render(in: fieldArea, into: &buffer)
        if statusWidth > 0 {
            let statusArea = Rect(x: row.maxX - statusWidth, y: row.y, width: statusWidth, height: 1)
            buffer.draw(status, in: statusArea, style: theme[.dim], alignment: .right)
        }
    }

    /// "⠋ 1,204 photos", "⠋ loading", "1,204 photos", "1 photo" or "".
    var statusText: String {
        let count = totalCount.map { "\(Formatting.grouped($0)) \($0 == 1 ? "photo" : "photos")" }
        switch (isLoading, count) {
        case (true, let count?): return "\(Spinner(tick: spinnerTick).frame) \(count)"
        case (true, nil): return "\(Spinner(tick: spinnerTick).frame) loading"
        case (false, let count?): return count
        case (false, nil): return ""
        }
    }
}
