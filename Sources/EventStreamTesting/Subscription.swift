/// When a test source was subscribed and unsubscribed, in virtual milliseconds.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    /// The time of subscription.
    public let subscribe: TestScheduler.TestTime
    /// The time of unsubscription; `Int.max` if still subscribed.
    public let unsubscribe: TestScheduler.TestTime

    /// A subscription still active.
    public init(_ subscribe: TestScheduler.TestTime) {
        self.subscribe = subscribe
        unsubscribe = Int.max
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestScheduler.TestTime, _ unsubscribe: TestScheduler.TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        "(\(subscribe) : \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
