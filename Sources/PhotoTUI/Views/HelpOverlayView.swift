import Terminal

/// The `?` overlay: the key table's help for what this source and screen can do, laid out by
/// `HelpLayout` in as many columns as fit, scrolled by the moving keys when it is taller than the
/// screen (its footer then says how, and where the view is).
struct HelpOverlayView: Widget {
    var state: BrowserState
    var keys: KeyTable
    var theme: Theme

    /// The full-screen photo's keys first while it shows, the Duplicates screen's while it shows;
    /// elsewhere only `z` and `D`, which open them (the help of the list fits 80×24).
    var sections: [HelpSection] {
        let title = KeyBinding.Section.fullScreen.rawValue, duplicates = KeyBinding.Section.duplicates.rawValue
        let photo = allSections.filter { $0.title == title }, review = allSections.filter { $0.title == duplicates }
        let rest = allSections.filter { $0.title != title && $0.title != duplicates }
        if state.mode.isReviewingDuplicates { return review + rest }
        return state.mode.isShowingPhoto ? photo + rest : rest
    }

    /// What the source cannot do, for a local file what `o`, `y` and `d` mean instead.
    private var allSections: [HelpSection] {
        let picking = state.picker != nil
        guard state.isLocalSource else { return keys.help(hidingCommands: state.missingNavigationCommands, picking: picking) }
        let fileCommands: [BrowserCommand] = [.download, .openInBrowser, .copyLink, .copyCredit]
        var sections = keys.help(hidingCommands: state.missingNavigationCommands + fileCommands, picking: picking)
        let entries = [(BrowserCommand.openInBrowser, "open the file"), (.copyLink, "copy its path")].compactMap { command, text in
            keys.key(for: command, in: .list, picking: picking).map { HelpSection.Entry(keys: $0, text: text) }
        }
        if !entries.isEmpty { sections.append(HelpSection(title: "Your folder", entries: entries)) }
        return sections
    }

    /// The layout for a screen of `area`.
    func page(in area: Rect) -> HelpLayout.Page {
        let room = Overlay.contentSize(in: area, hasFooter: true, isBordered: !state.isPlain)
        guard state.isPlain else { return HelpLayout(sections: sections).page(width: room.width, height: room.height) }
        // Plain: one column, read line by line, each entry a sentence with its keys in words.
        let worded = sections.map { section in
            HelpSection(title: section.title, entries: section.entries.map { HelpSection.Entry(keys: PlainText.words($0.keys.split(separator: " ").joined(separator: ", ")), text: $0.text) })
        }
        return HelpLayout(sections: worded, maxColumns: 1, inlineKeys: true).page(width: room.width, height: room.height)
    }

    /// The first row to show after `move`.
    func scrolled(_ offset: Int, by move: ListMove, in area: Rect) -> Int {
        let room = Overlay.contentSize(in: area, hasFooter: true, isBordered: !state.isPlain)
        return HelpLayout.scrolled(offset, by: move, rowCount: page(in: area).rows.count, height: room.height)
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        let page = page(in: area)
        let height = Overlay.contentSize(in: area, hasFooter: true, isBordered: !state.isPlain).height
        let first = min(max(0, state.helpScroll), max(0, page.rows.count - height))
        let shown = Array(page.rows.dropFirst(first).prefix(height))
        Overlay(title: " Keys ", lines: shown, footer: footer(page, first: first, shown: shown.count),
                borderStyle: theme[.accent], isBordered: !state.isPlain)
            .render(in: area, into: &buffer)
    }

    /// "any key closes", or how to scroll and where the view is.
    private func footer(_ page: HelpLayout.Page, first: Int, shown: Int) -> String {
        guard !page.fits else { return "any key closes" }
        let rows = "rows \(first + 1)–\(first + shown) of \(page.rows.count)"
        return state.isPlain ? "Up, Down, Page Up, Page Down scroll; \(rows); any other key closes"
            : "↑↓ PgUp PgDn scroll · \(rows) · any other key closes"
    }
}
