import EventStream
import Testing

extension Array {
    /// The elements of these recorded events, ignoring their times; `nil` if a terminal event
    /// was recorded (what RxTest's `XCTAssertRecordedElements` checks).
    ///
    /// ```swift
    /// #expect(observer.events.recordedElements() == [1, 2, 3])
    /// ```
    public func recordedElements<Item>() -> [Item]? where Element == Recorded<Event<Item>> {
        var elements: [Item] = []
        for recorded in self {
            guard case .next(let element) = recorded.value else { return nil }
            elements.append(element)
        }
        return elements
    }
}

/// Expects `stream` to hold exactly `elements`, in order, at any times, and no terminal event:
/// RxTest's `XCTAssertRecordedElements` for Swift Testing.
///
/// ```swift
/// expectRecordedElements(observer.events, ["c", "ca", "cat"])
/// ```
public func expectRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        Issue.record("A terminal event was recorded: \(stop)", sourceLocation: sourceLocation)
        return
    }
    let recorded = stream.recordedElements() ?? []
    if recorded != elements {
        Issue.record("Recorded elements \(recorded) are not \(elements)", sourceLocation: sourceLocation)
    }
}
