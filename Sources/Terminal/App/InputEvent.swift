/// What an input source hands the application: a decoded key (or paste, or mouse event), the
/// terminal's new size, or its answer to a command of ours.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case resize(Size)
    /// The terminal answered a command: kitty says `ENOENT` when an image placed by its id is no
    /// longer stored.
    case reply(TerminalReply)
}
