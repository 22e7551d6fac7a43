/// The image protocol `GraphicsMode.choose` settled on, and why, in words for `photo-tui doctor`.
public struct GraphicsChoice: Hashable, Sendable {
    /// The protocol to draw images with; nil draws them with symbols in cells.
    public var graphicsProtocol: GraphicsProtocol?
    /// A short sentence saying why, such as "kitty graphics: the terminal answered the kitty query (i=31) with OK".
    public var reason: String

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - graphicsProtocol: the protocol, nil for symbols.
    ///   - reason: why it was chosen.
    public init(graphicsProtocol: GraphicsProtocol?, reason: String) {
        self.graphicsProtocol = graphicsProtocol
        self.reason = reason
    }
}
