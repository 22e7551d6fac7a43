/// One request's worth of the home feed, in the order the feed loads them as the list nears its
/// end: the first editorial page, then each topic's first page, then the editorial feed's later
/// pages.
enum HomeChunk: Equatable {
    /// A page of `/photos`.
    case editorial(page: Int)
    /// The first page of the topic at this index of `/topics`.
    case topic(index: Int)
}
