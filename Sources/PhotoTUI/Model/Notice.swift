/// The status line's one message besides errors: "Link copied", a download's progress or result.
/// One clearing rule: a notice lasts until the next one replaces it; a transient one also clears
/// itself after `BrowserModel.noticeLifetime`, and that timer clears only the notice it was
/// started for.
struct Notice: Equatable {
    var text: String
    /// Clears itself after a few seconds ("Link copied"); a download's progress stays until its result.
    var isTransient: Bool
    /// Tells notices with the same text apart, so an old timer cannot clear a newer one.
    var serial: Int
}
