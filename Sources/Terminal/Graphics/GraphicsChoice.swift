/// The image protocol `GraphicsMode.choose` settled on, and why, in words for `photo-tui doctor`.
public struct GraphicsChoice: Hashable, Sendable {
    /// The protocol to draw images with; nil draws them with symbols in cells.
    public var graphicsProtocol: GraphicsProtocol?
    /// A short sentence saying why, such as "kitty graphics: the terminal answered the kitty query (i=31) with OK".
    public var reason: String
    /// Kitty: images go through POSIX shared memory (`t=s`), the terminal having read the probe's
    /// shared-memory object (it runs on this machine); false sends them through the terminal.
    public var kittySharedMemory: Bool

    /// The environment variable that turns shared memory off when `0` (for comparing the two).
    public static let sharedMemorySwitch = "PHOTO_TUI_KITTY_SHM"

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - graphicsProtocol: the protocol, nil for symbols.
    ///   - reason: why it was chosen.
    ///   - kittySharedMemory: kitty images go through shared memory.
    public init(graphicsProtocol: GraphicsProtocol?, reason: String, kittySharedMemory: Bool = false) {
        self.graphicsProtocol = graphicsProtocol
        self.reason = reason
        self.kittySharedMemory = kittySharedMemory
    }

    /// The choice with kitty's shared memory on where the probe found it and
    /// ``sharedMemorySwitch`` is not `0`; other protocols are returned as they are.
    public func sharingMemory(_ capabilities: TerminalCapabilities?, environment: [String: String]) -> GraphicsChoice {
        guard graphicsProtocol == .kitty, capabilities?.kittySharedMemory == true else { return self }
        guard environment[Self.sharedMemorySwitch] != "0" else {
            return GraphicsChoice(graphicsProtocol: .kitty, reason: reason + "; shared memory off (\(Self.sharedMemorySwitch)=0)")
        }
        return GraphicsChoice(graphicsProtocol: .kitty, reason: reason + "; pixels through shared memory (it read the query's object, i=32)",
                              kittySharedMemory: true)
    }
}
