import PhotoCore

/// One screen on the browser's back stack, as a value: what it lists, and where the person was in
/// the list below it. Its view model is the effect side's, found by `id`
/// (``BrowserEffectRunner``'s screen feeds), never a second copy of this.
struct OpenScreen: Equatable {
    /// Tells the screens of one session apart (a new one never reuses an id).
    let id: Int
    let screen: BrowseScreen
    /// The list this screen was opened over, restored by the back key (its feed's events go
    /// here meanwhile).
    var below: ListSnapshot
}
