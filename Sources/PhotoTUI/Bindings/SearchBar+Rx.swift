import EventStream

extension Reactive where Base: SearchBar {
    /// The text after every edit, starting with the current text (bind to `SearchViewModel.query`).
    var text: Observable<String> { base.textRelay.asObservable() }

    /// Enter in the search box (bind to `SearchViewModel.searchNow`).
    var submit: Observable<Void> { base.submitRelay.asObservable() }

    /// Shows the spinner while true.
    var isLoading: Binder<Bool> { binder { bar, loading in bar.isLoading = loading } }

    /// "N photos" on the right; nil hides it.
    var totalCount: Binder<Int?> { binder { bar, count in bar.totalCount = count } }
}
