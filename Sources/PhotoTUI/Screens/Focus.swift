/// Which control takes typing: the search box or the result list.
enum Focus: Equatable {
    case search, list
}
