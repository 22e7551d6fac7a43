import EventStream

/// Events without a time (recorded at 0), for observers that are not on a test scheduler:
/// `[.next(1), .completed()]`, as RxSwift's own tests write them.
extension Recorded {
    /// A `next(element)` event at time 0.
    public static func next<Element>(_ element: Element) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: 0, value: .next(element))
    }

    /// A `completed` event at time 0.
    public static func completed<Element>(_ type: Element.Type = Element.self) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: 0, value: .completed)
    }

    /// An `error` event at time 0.
    public static func error<Element>(_ error: Swift.Error, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: 0, value: .error(error))
    }
}
