import EventStream

/// A value recorded at a virtual time: `Recorded.next(210, "a")`, `Recorded.completed(300)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time, in milliseconds.
    public let time: TestScheduler.TestTime
    /// The recorded value (usually an `Event`).
    public let value: Value

    /// A value at `time`.
    public init(time: TestScheduler.TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A `next(element)` event at `time`.
    public static func next<Element>(_ time: TestScheduler.TestTime, _ element: Element) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<Element>(_ time: TestScheduler.TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    public static func error<Element>(_ time: TestScheduler.TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// The given recorded events as an array (reads well in `XCTAssertEqual`-style checks).
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>] where Value == Event<Element> {
        recordedEvents
    }
}
