import EventStream
import PhotoCore

extension Reactive where Base: PhotoList {
    /// The selected row index (bind to `SearchViewModel.selection`).
    var selection: Observable<Int?> { base.selectionRelay.asObservable() }

    /// The visible rows came within a few rows of the end (bind to `SearchViewModel.nearBottom`).
    var nearEnd: Observable<Void> { base.nearEndRelay.asObservable() }

    /// The photos on screen, after every scroll or change of the rows under it.
    var visiblePhotos: Observable<[Photo]> { base.visibleRelay.asObservable() }

    /// Enter on a photo row.
    var activate: Observable<Void> { base.activateRelay.asObservable() }

    /// The view model's rows: a reset scrolls to the top, appends and replacements keep the
    /// selection and scroll position.
    var rows: Binder<RowsUpdate> { binder { list, update in list.apply(update) } }
}
