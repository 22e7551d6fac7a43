/// Where an `Application`'s input comes from: the terminal (`TerminalInput`) in the program, a
/// script in tests. Events are delivered on the loop thread.
public protocol InputSource: AnyObject {
    /// Starts delivering events to `deliver` on `loop`'s thread.
    func start(on loop: EventLoop, deliver: @escaping (InputEvent) -> Void)
    /// Stops delivering events.
    func stop()
    /// Ctrl-Z: hands the terminal back to the shell until it is resumed (nothing without one).
    func suspend()
}
