import Terminal

/// An `InputSource` driven by the test: keys, typing and resizes reach the application at once,
/// on the test's thread.
///
/// ```swift
/// let input = ScriptedInput()
/// let app = Application(backend: TestBackend(size: Size(width: 80, height: 24)), input: input)
/// app.start()
/// input.type("sea")
/// app.runPending()
/// ```
public final class ScriptedInput: InputSource {
    private var deliver: ((InputEvent) -> Void)?
    /// How many times the app asked to suspend (Ctrl-Z).
    public private(set) var suspendCount = 0

    public init() {}

    public func start(on loop: EventLoop, deliver: @escaping (InputEvent) -> Void) { self.deliver = deliver }

    public func stop() { deliver = nil }

    public func suspend() { suspendCount += 1 }

    /// Delivers one key.
    public func send(_ key: Key) { deliver?(.key(key)) }

    /// Delivers one key per character of `text`, as typing does.
    public func type(_ text: String) {
        for character in text { send(.character(character)) }
    }

    /// Reports a new terminal size (set the backend's size first).
    public func resize(to size: Size) { deliver?(.resize(size)) }
}
