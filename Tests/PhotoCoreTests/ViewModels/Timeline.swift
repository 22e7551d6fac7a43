import EventStream
import EventStreamTesting

/// The recorded events of one kind picked out of a feed's whole sequence
/// (``SearchViewModelHarness/only(_:)``), with their times.
struct Timeline<Value> {
    let events: [Recorded<Event<Value>>]

    /// The values alone, in order.
    var elements: [Value] { events.compactMap(\.value.element) }
}
