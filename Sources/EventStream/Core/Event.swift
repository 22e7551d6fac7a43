/// One event of a sequence: zero or more `next`, then at most one `error` or `completed`.
public enum Event<Element> {
    /// The next element.
    case next(Element)
    /// The sequence failed; no more events follow.
    case error(Swift.Error)
    /// The sequence finished; no more events follow.
    case completed

    /// Whether this event ends the sequence.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }
}
