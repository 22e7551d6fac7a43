import EventStream

extension Reactive where Base: FiltersPanel {
    /// Enter in the overlay: the filters to search with (bind to `SearchViewModel.filters`).
    var applied: Observable<FilterChoice> { base.appliedRelay.asObservable() }
}
