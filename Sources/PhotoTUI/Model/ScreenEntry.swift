import PhotoCore

/// One screen on the browser's back stack: the view model paging it, and where the person was in
/// the list below it. What it lists is the state's (`BrowserState.screens`, at the same place).
struct ScreenEntry {
    let feed: SearchViewModel
    let below: ListSnapshot
}
