/// A zoom key of the full-screen view.
enum ZoomCommand: Equatable, CaseIterable {
    /// `+`, `-`: the next step larger or smaller (fit, fill and 1:1 among the steps).
    case zoomIn, zoomOut
    /// `0`: the whole photo; `F`: the screen covered; `=`: one photo pixel per screen pixel.
    case fit, fill, actual
}
