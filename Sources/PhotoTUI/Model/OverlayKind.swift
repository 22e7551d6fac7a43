/// A box over the screen that takes every key while it shows.
enum OverlayKind: Equatable {
    case help, filters
}
