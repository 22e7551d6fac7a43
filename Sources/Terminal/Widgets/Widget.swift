/// Something that draws itself into a rectangle of a cell buffer. Widgets never touch the
/// terminal and keep no state between frames: selection, scroll and text live in state values
/// the app owns and passes in when it builds the widget for a frame.
public protocol Widget {
    func render(in area: Rect, into buffer: inout CellBuffer)
}
