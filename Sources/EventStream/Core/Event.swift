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

extension Event {
    /// The same event with its element transformed; a throwing transform yields `.error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Errors compare by type and description, since `Error` is not `Equatable`.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)):
            return type(of: l) == type(of: r) && String(reflecting: l) == String(reflecting: r)
        default: return false
        }
    }
}
