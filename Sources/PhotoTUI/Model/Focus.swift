/// Which control takes keys: the result list (where the browser starts) or the search box.
enum Focus: Equatable {
    case search, list
}
