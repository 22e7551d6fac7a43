/// What an input source hands the application: a decoded key (or paste, or mouse event), or the
/// terminal's new size.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case resize(Size)
}
