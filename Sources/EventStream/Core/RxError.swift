/// Errors raised by the module's own operators.
public enum RxError: Swift.Error, CustomDebugStringConvertible, Equatable {
    /// An unknown error.
    case unknown
    /// Work was attempted on a disposed object.
    case disposed(object: String)
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence that should hold one element had none.
    case noElements
    /// A sequence that should hold one element had more.
    case moreThanOneElement
    /// `timeout` elapsed before the next event.
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
