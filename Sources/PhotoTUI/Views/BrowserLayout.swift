import Terminal

/// Where each part of the browser goes for a terminal size: the search bar on top, the list on
/// the left, the detail pane on the right when the terminal is wide enough, the status line at
/// the bottom. The full-screen detail takes everything between the bars.
struct BrowserLayout: Equatable {
    /// Below this width the side pane is dropped.
    static let sidePaneMinimumWidth = 80
    /// The list's share of the width when the side pane shows.
    static let listPercent = 55

    let searchBar: Rect
    let list: Rect
    /// Nil on narrow terminals.
    let detail: Rect?
    let fullScreenDetail: Rect
    let statusLine: Rect

    /// - Parameter sidePane: false in plain mode: one column, read line by line; the detail opens
    ///   full screen.
    init(size: Size, sidePane: Bool = true) {
        let area = Rect(size: size)
        let rows = Layout(.vertical, [.fixed(1), .fixed(1), .min(1), .fixed(1)]).split(area)
        searchBar = rows[0].inset(horizontal: 1)
        let body = rows[2]
        statusLine = rows[3]
        fullScreenDetail = Rect(x: body.x, y: rows[1].y, width: body.width, height: body.height + 1)
        if sidePane && size.width >= Self.sidePaneMinimumWidth {
            let columns = Layout(.horizontal, [.percent(Self.listPercent), .min(20)], spacing: 1).split(body)
            list = columns[0]
            detail = Rect(x: columns[1].x, y: rows[1].y, width: columns[1].width, height: body.height + 1)
        } else {
            list = body
            detail = nil
        }
    }
}
