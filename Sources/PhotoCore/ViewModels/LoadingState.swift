/// What the list is waiting for, for the search bar's spinner.
public enum LoadingState: Equatable, Sendable {
    /// Nothing is loading.
    case idle
    /// The first page of a query (or the home feed) is loading: the list is empty or stale.
    case firstPage
    /// A further page is loading below the rows already shown.
    case nextPage
}
