import EventStream

extension Reactive where Base: PhotoList {
    /// The selected row index (bind to `SearchViewModel.selection`).
    var selection: Observable<Int?> { base.selectionRelay.asObservable() }

    /// The visible rows came within a few rows of the end (bind to `SearchViewModel.nearBottom`).
    var nearEnd: Observable<Void> { base.nearEndRelay.asObservable() }

    /// The rows on screen, after every scroll (thumbnail requests follow it).
    var visibleRows: Observable<Range<Int>> { base.visibleRelay.asObservable() }

    /// Enter on a photo row.
    var activate: Observable<Void> { base.activateRelay.asObservable() }

    /// The rows; `reset` scrolls to the top, otherwise selection and scroll survive.
    var items: Binder<(items: [ListItem], reset: Bool)> { binder { list, update in list.setItems(update.items, reset: update.reset) } }
}
