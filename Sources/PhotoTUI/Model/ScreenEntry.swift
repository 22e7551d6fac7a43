import PhotoCore

/// One screen on the browser's back stack: what it lists, the view model paging it, and where
/// the person was in the list below it.
struct ScreenEntry {
    let screen: BrowseScreen
    let feed: SearchViewModel
    let below: ListSnapshot
}
